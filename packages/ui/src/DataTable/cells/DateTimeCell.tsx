import dayjs from 'dayjs';
import { formatDateTime, formatTime, useDisplayTimeZone, type TimeInput } from '../../format';
import { useUiLocale } from '../../provider/UiProvider';

interface DateTimeCellProps {
  time: TimeInput | null | undefined;
  /** Relative wording (刚刚, 5分钟前...) with the full time as a tooltip. */
  relative?: boolean;
  /** The present moment for relative wording; injectable so pictures and tests are stable. */
  now?: TimeInput;
}

/** A time in the spec's default format (in the zone times are shown in), or relative to now. */
export function DateTimeCell({ time, relative = false, now }: DateTimeCellProps) {
  const locale = useUiLocale();
  const timeZone = useDisplayTimeZone();
  const full = formatDateTime(time, undefined, timeZone);
  if (!full) return null;
  const text = relative ? formatTime(time, now === undefined ? { locale, timeZone } : { locale, now, timeZone }) : full;
  return (
    <time
      data-slot="date-time-cell"
      dateTime={dayjs(time).toISOString()}
      title={relative ? full : undefined}
      className="tabular-nums"
    >
      {text}
    </time>
  );
}
