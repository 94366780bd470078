import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { Matcher } from 'react-day-picker';
import { useControllableValue } from '../lib/useControllableValue';
import { inputBoxVariants } from '../Input/inputVariants';
import { cn } from '../lib/cn';
import { useControlSize, useUiMessage } from '../provider/UiProvider';
import { Spinner } from '../Spinner';
import { dayText } from './day';
import { CalendarFailed, LazyCalendar } from './lazyCalendar';
import type { FormControlProps } from '../lib/formControlProps';
import { CloseIconButton } from '../lib/CloseIconButton';
import { todayInDisplayZone } from '../format/timeZone';

/** Props every calendar trigger shares (DatePicker and DateRangePicker). */
export interface CalendarTriggerProps extends FormControlProps {
  /** The month shown first when nothing is chosen (stories pass a fixed one). */
  defaultMonth?: Date;
  /** The date marked as today; by default today in the zone times are shown in (the business's: format/timeZone.ts; stories pass a fixed one). */
  today?: Date;
  /** Days that cannot be chosen (react-day-picker matchers, e.g. `{ after: today }`). */
  disabledDays?: Matcher | Matcher[];
  /** Shows a clear control while a value is chosen (a filter's date, an optional date). */
  clearable?: boolean;
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

interface CalendarPopoverProps extends Omit<
  CalendarTriggerProps,
  'defaultMonth' | 'today' | 'disabledDays' | 'clearable'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's text: the chosen value, or null for the placeholder. */
  text: string | null;
  placeholder: string;
  children: ReactNode;
  /** Given, the chosen value gets a clear control beside the trigger. */
  onClear?: () => void;
}

/**
 * The trigger (a combobox-like button showing the value) and the popover holding a calendar.
 * Enter, Space or Alt+↓ open it; the calendar takes the focus on its chosen day (or today);
 * Escape closes it and the focus returns to the trigger. The calendar's code loads on the
 * first opening: the popover opens once it is here (the trigger's icon spins meanwhile), or
 * with a retry if it could not be loaded.
 */
export function CalendarPopover({
  open,
  onOpenChange: setOpen,
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
  onClear,
  ...rest
}: CalendarPopoverProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (!next || LazyCalendar.isLoaded()) {
      setLoading(false);
      setOpen(next);
      return;
    }
    setLoading(true);
    // Opened either way: a failed load shows its retry in the popover.
    const opened = () => {
      setLoading(false);
      setOpen(true);
    };
    LazyCalendar.preload().then(opened, opened);
  };
  const showClear = onClear !== undefined && text !== null && !disabled;
  const trigger = (
    <PopoverPrimitive.Trigger
      ref={ref}
      id={id}
      type="button"
      role="combobox"
      disabled={disabled}
      data-slot="date-picker"
      data-size={resolvedSize}
      data-placeholder={text === null || undefined}
      aria-busy={loading || undefined}
      aria-invalid={invalid || undefined}
      className={cn(
        inputBoxVariants({ size: resolvedSize }),
        'cursor-pointer gap-2 text-left data-placeholder:text-text-subtle',
        showClear && 'pr-7',
        onClear === undefined && className,
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
      {loading ? (
        <Spinner className="size-[1.2em] text-text-subtle" />
      ) : (
        <CalendarDays aria-hidden className="size-[1.2em] shrink-0 text-text-subtle" />
      )}
      <span className="min-w-0 flex-1 truncate">{text ?? placeholder}</span>
    </PopoverPrimitive.Trigger>
  );
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      {onClear === undefined ? (
        trigger
      ) : (
        // The clear control sits beside the trigger, not inside it: a button cannot hold a button.
        <div ref={wrapperRef} data-slot="date-picker-clearable" className={cn('relative flex min-w-0', className)}>
          {trigger}
          {showClear ? (
            <CloseIconButton
              label={message('formClearDate')}
              size="small"
              className="absolute top-1/2 right-1 -translate-y-1/2"
              onClick={() => {
                onClear();
                // The control goes with the value; the focus goes back to the trigger.
                wrapperRef.current?.querySelector<HTMLButtonElement>('[data-slot="date-picker"]')?.focus();
              }}
            />
          ) : null}
        </div>
      )}
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
  clearable = false,
  ...trigger
}: DatePickerProps) {
  const [date, setDate] = useControllableValue(value, defaultValue, onValueChange);
  const [open, setOpen] = useState(false);
  const message = useUiMessage();
  const calendarId = useId();
  return (
    <CalendarPopover
      {...trigger}
      open={open}
      onOpenChange={setOpen}
      text={date ? dayText(date) : null}
      placeholder={placeholder ?? message('formDatePlaceholder')}
      onClear={clearable ? () => setDate(null) : undefined}
    >
      <LazyCalendar
        failed={(retry) => <CalendarFailed retry={retry} />}
        id={calendarId}
        mode="single"
        autoFocus
        selected={date ?? undefined}
        onSelect={(next) => {
          setDate(next ?? null);
          setOpen(false);
        }}
        defaultMonth={date ?? defaultMonth ?? today ?? todayInDisplayZone()}
        today={today ?? todayInDisplayZone()}
        disabled={disabledDays}
        showOutsideDays
      />
    </CalendarPopover>
  );
}
