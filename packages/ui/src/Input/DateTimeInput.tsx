import type { Ref } from 'react';
import { TextInput, type TextInputProps } from './TextInput';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO 8601) as the browser's local `YYYY-MM-DDTHH:mm`; empty for none or a bad value. */
export function localDateTimeOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The browser's local `YYYY-MM-DDTHH:mm` as an instant (ISO 8601, UTC); empty for none. */
export function instantOf(localDateTime: string): string {
  if (!localDateTime) return '';
  const date = new Date(localDateTime);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
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
 * read by screen readers, in the page's language), shown in local time and handed back as an
 * instant.
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
