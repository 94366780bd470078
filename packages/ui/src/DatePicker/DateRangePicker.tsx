import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { useControllableValue } from '../lib/useControllableValue';
import { useUiMessage } from '../provider/UiProvider';
import { CalendarPopover, type CalendarTriggerProps } from './DatePicker';
import { dayText } from './day';
import { CalendarFailed, LazyCalendar } from './lazyCalendar';
import { todayInDisplayZone } from '../format/timeZone';

/** A chosen range of days, both ends included. */
export interface DayRange {
  from: Date;
  to: Date;
}

export interface DateRangePickerProps extends CalendarTriggerProps {
  /** The chosen range; `null` is none. */
  value?: DayRange | null;
  defaultValue?: DayRange | null;
  onValueChange?: (value: DayRange | null) => void;
  /** Falls back to 开始日期 / Start date and 结束日期 / End date. */
  startPlaceholder?: string;
  endPlaceholder?: string;
}

/** Orders two picked days into a range, whichever was picked first. */
export function toDayRange(first: Date, second: Date): DayRange {
  return first <= second ? { from: first, to: second } : { from: second, to: first };
}

/**
 * Picks a range of days in two side-by-side months: the first day picked starts the range,
 * the second ends it and closes the calendar.
 */
export function DateRangePicker({
  value,
  defaultValue = null,
  onValueChange,
  startPlaceholder,
  endPlaceholder,
  defaultMonth,
  today,
  disabledDays,
  clearable = false,
  ...trigger
}: DateRangePickerProps) {
  const [range, setRange] = useControllableValue(value, defaultValue, onValueChange);
  const [open, setOpen] = useState(false);
  // The first end picked while the calendar is open, waiting for the second.
  const [pickedStart, setPickedStart] = useState<Date | null>(null);
  const message = useUiMessage();
  const separator = message('formRangeSeparator');
  const shown: DateRange | undefined = pickedStart ? { from: pickedStart, to: undefined } : (range ?? undefined);
  return (
    <CalendarPopover
      {...trigger}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPickedStart(null);
      }}
      text={range ? `${dayText(range.from)} ${separator} ${dayText(range.to)}` : null}
      placeholder={`${startPlaceholder ?? message('formRangeStartPlaceholder')} ${separator} ${
        endPlaceholder ?? message('formRangeEndPlaceholder')
      }`}
      onClear={clearable ? () => setRange(null) : undefined}
    >
      <LazyCalendar
        failed={(retry) => <CalendarFailed retry={retry} />}
        mode="range"
        autoFocus
        numberOfMonths={2}
        selected={shown}
        onSelect={(_next, day) => {
          if (!pickedStart) {
            setPickedStart(day);
            return;
          }
          setRange(toDayRange(pickedStart, day));
          setPickedStart(null);
          setOpen(false);
        }}
        defaultMonth={range?.from ?? defaultMonth ?? today ?? todayInDisplayZone()}
        today={today ?? todayInDisplayZone()}
        disabled={disabledDays}
      />
    </CalendarPopover>
  );
}
