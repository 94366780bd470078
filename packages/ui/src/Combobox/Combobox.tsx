import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Check, ChevronDown, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { inputBoxVariants } from '../Input/inputVariants';
import { cn } from '../lib/cn';
import type { FormControlProps } from '../lib/formControlProps';
import { useControllableValue } from '../lib/useControllableValue';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';
import { Spinner } from '../Spinner';
import { enabledIndexFrom, matchingOptions, type ComboboxOption } from './matchingOptions';

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

const itemSizes: Record<ControlSize, string> = {
  default: 'min-h-control-default px-3 py-1 text-sm',
  small: 'min-h-control-small px-2.5 py-1 text-[13px]',
  mini: 'min-h-control-mini px-2 py-0.5 text-xs',
};

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
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const idPrefix = useId();
  const listboxId = `${idPrefix}-listbox`;
  const optionId = (index: number) => `${idPrefix}-option-${index}`;
  const chosen = options.find((option) => option.value === value);
  // The open list is named like the field: by its label (in a Field) or its aria-label.
  const listName = aria['aria-labelledby']
    ? { 'aria-labelledby': aria['aria-labelledby'] }
    : { 'aria-label': aria['aria-label'] ?? message('formComboboxSearch') };
  // A remote search has filtered already; a local one filters here.
  const shown = useMemo(
    () => (onSearchChange ? options : matchingOptions(options, search)),
    [options, search, onSearchChange],
  );
  // The highlighted option: the one moved to, else the first enabled match.
  const active = shown[activeIndex] && !shown[activeIndex].disabled ? activeIndex : enabledIndexFrom(shown, 0, 0);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSearch('');
      onSearchChange?.('');
      const chosenIndex = options.findIndex((option) => option.value === value);
      setActiveIndex(Math.max(0, chosenIndex));
    }
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled) return;
    setValue(option.value);
    setOpen(false);
  };
  const moveBy = (steps: number) => {
    const target = enabledIndexFrom(shown, activeIndex, steps);
    if (target < 0) return;
    setActiveIndex(target);
    listRef.current?.querySelector(`#${CSS.escape(optionId(target))}`)?.scrollIntoView({ block: 'nearest' });
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') moveBy(1);
    else if (event.key === 'ArrowUp') moveBy(-1);
    else if (event.key === 'PageDown') moveBy(8);
    else if (event.key === 'PageUp') moveBy(-8);
    // Home and End move the caret in the search box; with Ctrl they go to the first and last option.
    else if (event.key === 'Home' && event.ctrlKey) moveBy(-Infinity);
    else if (event.key === 'End' && event.ctrlKey) moveBy(Infinity);
    else if (event.key === 'Enter') choose(shown[active]);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    event.preventDefault();
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
          <div className="flex items-center gap-1.5 border-b border-border px-2">
            <Search aria-hidden className="size-3.5 shrink-0 text-text-subtle" />
            <input
              type="text"
              role="combobox"
              aria-label={message('formComboboxSearch')}
              aria-expanded
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              value={search}
              placeholder={message('formComboboxSearch')}
              className={cn(
                'min-w-0 flex-1 bg-transparent outline-none placeholder:text-text-subtle',
                itemSizes[resolvedSize],
                'px-0',
              )}
              onChange={(event) => {
                setSearch(event.target.value);
                setActiveIndex(0);
                onSearchChange?.(event.target.value);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            {...listName}
            aria-busy={loading || undefined}
            className="min-h-0 flex-1 overflow-y-auto py-1"
          >
            {shown.map((option, index) => {
              const selected = option.value === value;
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={option.disabled || undefined}
                  data-highlighted={index === active ? '' : undefined}
                  data-slot="combobox-item"
                  className={cn(
                    'relative flex cursor-pointer flex-col justify-center pr-7 select-none',
                    'data-highlighted:bg-primary-soft aria-selected:font-medium aria-selected:text-primary-text',
                    'aria-disabled:cursor-not-allowed aria-disabled:text-text-subtle',
                    itemSizes[resolvedSize],
                  )}
                  // The focus stays in the search box; a click must not take it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (!option.disabled && index !== activeIndex) setActiveIndex(index);
                  }}
                  onClick={() => choose(option)}
                >
                  <span className="truncate">{option.label}</span>
                  {option.description ? (
                    <span className="truncate text-[0.9em] font-normal text-text-muted">{option.description}</span>
                  ) : null}
                  {selected ? (
                    <Check aria-hidden className="absolute top-1/2 right-2 size-[1.1em] -translate-y-1/2" />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {loading ? (
            <p role="status" className={cn('flex items-center gap-2 text-text-muted', itemSizes[resolvedSize])}>
              <Spinner />
              {message('formComboboxLoading')}
            </p>
          ) : shown.length === 0 ? (
            <p role="status" className={cn('flex items-center text-text-muted', itemSizes[resolvedSize])}>
              {message('formComboboxNone')}
            </p>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
