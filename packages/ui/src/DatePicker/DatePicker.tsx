import * as PopoverPrimitive from '@radix-ui/react-popover';
import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { useControllableValue } from '../lib/useControllableValue';
import { inputBoxVariants } from '../Input/inputVariants';
import { cn } from '../lib/cn';
import { useControlSize, useUiLocale, useUiMessage } from '../provider/UiProvider';
import { calendarClassNames } from './calendarClassNames';
import { calendarLocales, DATE_FORMAT } from './calendarLocale';
import type { FormControlProps } from '../lib/formControlProps';

/** Props every calendar trigger shares (DatePicker and DateRangePicker). */
export interface CalendarTriggerProps extends FormControlProps {
  /** The month shown first when nothing is chosen (stories pass a fixed one). */
  defaultMonth?: Date;
  /** The date marked as today; the real today by default (stories pass a fixed one). */
  today?: Date;
  /** Days that cannot be chosen (react-day-picker matchers, e.g. `{ after: today }`). */
  disabledDays?: Matcher | Matcher[];
  ref?: Ref<HTMLButtonElement>;
}

export interface DatePickerProps extends CalendarTriggerProps {
  /** The chosen day; `null` is none. */
  value?: Date | null;
  defaultValue?: Date | null;
  onValueChange?: (value: Date | null) => void;
  /** Falls back to the design system's 选择日期 / Select date. */
  placeholder?: string;
}

interface CalendarPopoverProps extends Omit<CalendarTriggerProps, 'defaultMonth' | 'today' | 'disabledDays'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's text: the chosen value, or null for the placeholder. */
  text: string | null;
  placeholder: string;
  children: ReactNode;
}

/**
 * The trigger (a combobox-like button showing the value) and the popover holding a calendar.
 * Enter, Space or Alt+↓ open it; the calendar takes the focus on its chosen day (or today);
 * Escape closes it and the focus returns to the trigger.
 */
export function CalendarPopover({
  open,
  onOpenChange,
  text,
  placeholder,
  children,
  onBlur,
  invalid = false,
  disabled,
  size,
  id,
  className,
  ref,
  ...rest
}: CalendarPopoverProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <PopoverPrimitive.Trigger
        ref={ref}
        id={id}
        type="button"
        role="combobox"
        disabled={disabled}
        data-slot="date-picker"
        data-size={resolvedSize}
        data-placeholder={text === null || undefined}
        aria-invalid={invalid || undefined}
        className={cn(
          inputBoxVariants({ size: resolvedSize }),
          'cursor-pointer gap-2 text-left data-placeholder:text-text-subtle',
          className,
        )}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'ArrowDown' && event.altKey) {
            event.preventDefault();
            onOpenChange(true);
          }
        }}
        onBlur={() => {
          // Focus moving into the open calendar is not the user leaving the field.
          if (!open) onBlur?.();
        }}
        {...rest}
      >
        <CalendarDays aria-hidden className="size-[1.2em] shrink-0 text-text-subtle" />
        <span className="min-w-0 flex-1 truncate">{text ?? placeholder}</span>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          aria-label={message('formCalendar')}
          data-slot="date-picker-calendar"
          className="z-50 rounded border border-border bg-surface shadow-lg outline-none"
          // The calendar focuses its own day (react-day-picker's autoFocus), not the first button.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={() => onBlur?.()}
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

/** Picks one day from a calendar in a popover (react-day-picker in a Radix popover). */
export function DatePicker({
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  defaultMonth,
  today,
  disabledDays,
  ...trigger
}: DatePickerProps) {
  const [date, setDate] = useControllableValue(value, defaultValue, onValueChange);
  const [open, setOpen] = useState(false);
  const locale = useUiLocale();
  const message = useUiMessage();
  const calendarId = useId();
  return (
    <CalendarPopover
      {...trigger}
      open={open}
      onOpenChange={setOpen}
      text={date ? format(date, DATE_FORMAT) : null}
      placeholder={placeholder ?? message('formDatePlaceholder')}
    >
      <DayPicker
        id={calendarId}
        mode="single"
        autoFocus
        selected={date ?? undefined}
        onSelect={(next) => {
          setDate(next ?? null);
          setOpen(false);
        }}
        defaultMonth={date ?? defaultMonth}
        today={today}
        disabled={disabledDays}
        locale={calendarLocales[locale]}
        showOutsideDays
        classNames={calendarClassNames}
      />
    </CalendarPopover>
  );
}
