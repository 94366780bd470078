import dayjs from 'dayjs';
import type { Ref } from 'react';
import { displayTimeZone } from '../format/displayZone';
import { inZone } from '../format/timeZone';
import { TextInput, type TextInputProps } from './TextInput';

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * An instant (ISO 8601) as `YYYY-MM-DDTHH:mm` on the clock of the zone times are shown in (the
 * business's: format/timeZone.ts; the browser's when none is set); empty for none or a bad value.
 */
export function localDateTimeOf(
  instant: string | null | undefined,
  zone: string | undefined = displayTimeZone(),
): string {
  if (!instant || !dayjs(instant).isValid()) return '';
  return inZone(instant, zone).format(LOCAL_FORMAT);
}

/** `YYYY-MM-DDTHH:mm` on that zone's clock as an instant (ISO 8601, UTC); empty for none. */
export function instantOf(localDateTime: string, zone: string | undefined = displayTimeZone()): string {
  if (!localDateTime || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(localDateTime)) return '';
  const parsed = zone ? dayjs.tz(localDateTime, zone) : dayjs(localDateTime);
  if (!parsed.isValid() || inZone(parsed.valueOf(), zone).format(LOCAL_FORMAT) !== localDateTime.slice(0, 16))
    return '';
  return parsed.toISOString();
}

export interface DateTimeInputProps extends Omit<TextInputProps, 'type' | 'value' | 'defaultValue' | 'onValueChange'> {
  /** The instant chosen, as ISO 8601 text; empty for none. */
  value?: string;
  /** The new instant as ISO 8601 text (empty when cleared). */
  onValueChange?: (instant: string) => void;
  /** The earliest instant offered (ISO 8601): an interview is not scheduled in the past. */
  min?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date and a time of day, to the minute, in the browser's own picker (keyboard operable,
 * read by screen readers, in the page's language), shown on the business zone's clock and handed
 * back as an instant.
 */
export function DateTimeInput({ value, onValueChange, min, ...rest }: DateTimeInputProps) {
  return (
    <TextInput
      {...rest}
      type="datetime-local"
      data-slot="date-time-input"
      value={localDateTimeOf(value)}
      {...(min ? { min: localDateTimeOf(min) } : {})}
      onValueChange={(local) => onValueChange?.(instantOf(local))}
    />
  );
}
