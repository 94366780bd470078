import { Clock } from 'lucide-react';
import { useState } from 'react';
import { browserTimeZone, useDisplayTimeZone } from '../format/displayZone';
import { timeZoneParts, zonesDiffer } from '../format/timeZone';
import { cn } from '../lib/cn';
import { useShellMessage } from '../messages/shell';
import { useUiLocale } from '../provider/UiProvider';

export interface TimeZoneNoteProps {
  /** The zone times are shown in; by default the one set for display (format/timeZone.ts). */
  zone?: string | undefined;
  /** The reader's own zone; the browser's by default (stories pass another). */
  browserZone?: string;
  /** The instant whose offsets are compared and named; now by default (stories pass a fixed one). */
  now?: number;
  className?: string;
}

/**
 * The zone the console's times are in, said once in the header — only where it is not the
 * reader's own (a laptop in UTC reading a Shanghai business): "中国标准时间 (UTC+8)"; the offset
 * alone on a phone. Nothing where the zones agree. A screen reader hears the whole sentence.
 */
export function TimeZoneNote({ zone, browserZone, now, className }: TimeZoneNoteProps) {
  const locale = useUiLocale();
  const message = useShellMessage();
  const shown = useDisplayTimeZone();
  const business = zone ?? shown;
  // The moment the header is drawn (offsets change twice a year at most).
  const [drawnAt] = useState(() => Date.now());
  const at = now ?? drawnAt;
  if (!business || !zonesDiffer(business, browserZone ?? browserTimeZone(), at)) return null;
  const { name, offset } = timeZoneParts(business, locale, at);
  const label = name ? `${name} (${offset})` : offset;
  return (
    <p
      data-slot="time-zone-note"
      title={`${message('shell.timeZone.note')}${label}`}
      className={cn('flex shrink-0 items-center gap-1 px-1 text-xs whitespace-nowrap text-text-secondary', className)}
    >
      <Clock aria-hidden className="size-3.5" />
      <span>
        <span className="sr-only">{message('shell.timeZone.note')}</span>
        {name ? <span className="hidden md:inline">{`${name} (`}</span> : null}
        <span className="tabular-nums">{offset}</span>
        {name ? <span className="hidden md:inline">)</span> : null}
      </span>
    </p>
  );
}
