import * as PopoverPrimitive from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { useId, type Ref } from 'react';
import { inputBoxVariants } from '../Input/inputVariants';
import { cn } from '../lib/cn';
import type { FormControlProps } from '../lib/formControlProps';
import { useControllableValue } from '../lib/useControllableValue';
import { useControlSize, useUiMessage } from '../provider/UiProvider';
import { lazyPart } from '../lib/lazyPart';
import { PartLoadFailed } from '../lib/PartLoadFailed';
import { ComboboxStatus } from './ComboboxStatus';
import type { ComboboxOption } from './matchingOptions';

// The search and the options load with the first opening (a page with a form need not fetch them).
const LazyComboboxList = lazyPart(() => import('./ComboboxList').then((module) => module.ComboboxList));

export type { ComboboxOption } from './matchingOptions';

export interface ComboboxProps extends FormControlProps {
  options: readonly ComboboxOption[];
  /** The chosen option's value; `''` (or undefined with no default) shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Falls back to the design system's 请选择 / Select. */
  placeholder?: string;
  /**
   * Remote search: called with what the user types (debounce it on the caller's side if needed);
   * the caller answers with new `options`, which are then shown as given, unfiltered.
   */
  onSearchChange?: (search: string) => void;
  /** The options are on their way (a first load or a remote search): the list says so. */
  loading?: boolean;
  /** Whether the list is open, when the caller keeps it (see Select's `open`). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A single choice from a long or remote list: the trigger opens a search box over the options
 * (label and description, so two options of the same name are told apart and found by either).
 * Arrow keys, Home and End move through the matches, Enter chooses, Escape closes and the focus
 * returns to the trigger.
 */
export function Combobox({
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  placeholder,
  onSearchChange,
  loading = false,
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
}: ComboboxProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onValueChange);
  const [open, setOpen] = useControllableValue(openProp, false, onOpenChange);
  const idPrefix = useId();
  const listboxId = `${idPrefix}-listbox`;
  const chosen = options.find((option) => option.value === value);
  // The open list is named like the field: by its label (in a Field) or its aria-label.
  const listName = aria['aria-labelledby']
    ? { 'aria-labelledby': aria['aria-labelledby'] }
    : { 'aria-label': aria['aria-label'] ?? message('formComboboxSearch') };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) onSearchChange?.('');
  };
  const choose = (option: ComboboxOption) => {
    setValue(option.value);
    setOpen(false);
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={changeOpen}>
      <PopoverPrimitive.Trigger
        ref={ref}
        id={id}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        data-slot="combobox"
        data-size={resolvedSize}
        data-placeholder={chosen ? undefined : ''}
        className={cn(
          inputBoxVariants({ size: resolvedSize }),
          'cursor-pointer justify-between gap-2 text-left data-placeholder:text-text-subtle',
          className,
        )}
        onBlur={() => {
          // Focus moving into the open search is not the user leaving the field.
          if (!open) onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            changeOpen(true);
          }
        }}
        {...aria}
      >
        <span className="min-w-0 truncate">
          {chosen ? chosen.label : (placeholder ?? message('formSelectPlaceholder'))}
          {/* The chosen option's description stays in view: same-named options stay told apart. */}
          {chosen?.description ? <span className="text-text-muted"> · {chosen.description}</span> : null}
        </span>
        <ChevronDown aria-hidden className="size-[1.2em] shrink-0 text-text-subtle" />
      </PopoverPrimitive.Trigger>
      {/* A hidden input carries the value in a native form post, as Radix Select's does. */}
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          data-slot="combobox-content"
          {...listName}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector('input')?.focus();
          }}
          className={cn(
            'z-50 flex max-h-[min(22rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) min-w-56 flex-col overflow-hidden rounded border border-border bg-surface text-text shadow-lg outline-none',
          )}
        >
          <LazyComboboxList
            fallback={<ComboboxStatus loading size={resolvedSize} />}
            failed={(retry) => <PartLoadFailed retry={retry} />}
            options={options}
            value={value}
            onChoose={choose}
            onLeave={() => setOpen(false)}
            onSearchChange={onSearchChange}
            loading={loading}
            size={resolvedSize}
            idPrefix={idPrefix}
            listName={listName}
          />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
