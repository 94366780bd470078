import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { FocusEvent, Ref } from 'react';
import { inputBoxVariants } from '../Input/inputVariants';
import { cn } from '../lib/cn';
import { useControllableValue } from '../lib/useControllableValue';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';
import type { FormControlProps } from '../lib/formControlProps';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FormControlProps {
  options: readonly SelectOption[];
  /** The chosen option's value; `''` (or undefined with no default) shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Falls back to the design system's 请选择 / Select. */
  placeholder?: string;
  /**
   * Whether the list is open, when the caller keeps it: a control swapped for another while open
   * (a short list that became a long one) hands the open list on instead of losing the click.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

const itemSizes: Record<ControlSize, string> = {
  default: 'h-control-default px-3 text-sm',
  small: 'h-control-small px-2.5 text-[13px]',
  mini: 'h-control-mini px-2 text-xs',
};

/** A single choice from a list (Radix Select): typeahead, arrow keys, Escape closes. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  open: openProp,
  onOpenChange,
  onBlur,
  invalid = false,
  disabled,
  size,
  id,
  name,
  className,
  ref,
  ...aria
}: SelectProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const [open, setOpen] = useControllableValue(openProp, false, onOpenChange);
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      name={name}
    >
      <SelectPrimitive.Trigger
        ref={ref}
        id={id}
        data-slot="select"
        data-size={resolvedSize}
        aria-invalid={invalid || undefined}
        // The open list hides the rest of the page from assistive technology and keeps the
        // focus; the trigger leaves the tab order meanwhile, and gets the focus back on close.
        tabIndex={open ? -1 : undefined}
        className={cn(
          inputBoxVariants({ size: resolvedSize }),
          'cursor-pointer justify-between gap-2 text-left data-placeholder:text-text-subtle',
          className,
        )}
        onBlur={(event: FocusEvent<HTMLButtonElement>) => {
          // Focus moving into the open list is not the user leaving the field.
          if (!open) onBlur?.();
          event.stopPropagation();
        }}
        {...aria}
      >
        <span className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder ?? message('formSelectPlaceholder')} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden className="size-[1.2em] shrink-0 text-text-subtle" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          data-slot="select-content"
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded border border-border bg-surface py-1 text-text shadow-lg"
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className={cn(
                  'relative flex cursor-pointer items-center gap-2 pr-7 outline-none select-none',
                  'data-highlighted:bg-primary-soft data-[state=checked]:font-medium data-[state=checked]:text-primary-text',
                  'data-disabled:cursor-not-allowed data-disabled:text-text-subtle',
                  itemSizes[resolvedSize],
                )}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2">
                  <Check aria-hidden className="size-[1.1em]" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
