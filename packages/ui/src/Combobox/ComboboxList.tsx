import { Check, Search } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn';
import type { ControlSize } from '../provider/UiProvider';
import { useUiMessage } from '../provider/UiProvider';
import { enabledIndexFrom, matchingOptions, type ComboboxOption } from './matchingOptions';
import { ComboboxStatus, itemSizes } from './ComboboxStatus';

export interface ComboboxListProps {
  options: readonly ComboboxOption[];
  value: string;
  onChoose: (option: ComboboxOption) => void;
  /** Tab leaves the list: it closes. */
  onLeave: () => void;
  onSearchChange?: ((search: string) => void) | undefined;
  loading: boolean;
  size: ControlSize;
  /** Prefix of the list's and its options' ids (the trigger's aria-controls names the list). */
  idPrefix: string;
  listName: { 'aria-labelledby': string } | { 'aria-label': string };
}

/**
 * The open Combobox: the search box over the options, and the options (loaded with the first
 * opening, as the calendar of a date picker is). Mounted at each opening, so the search starts
 * empty and the chosen option highlighted.
 */
export function ComboboxList({
  options,
  value,
  onChoose,
  onLeave,
  onSearchChange,
  loading,
  size: resolvedSize,
  idPrefix,
  listName,
}: ComboboxListProps) {
  const message = useUiMessage();
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState(() =>
    Math.max(
      0,
      options.findIndex((option) => option.value === value),
    ),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // The focus goes to the search box, also when the list came after the popover opened; in the
  // commit that draws it, so whoever finds the list finds the focus there.
  useLayoutEffect(() => searchRef.current?.focus(), []);
  const listboxId = `${idPrefix}-listbox`;
  const optionId = (index: number) => `${idPrefix}-option-${index}`;
  // A remote search has filtered already; a local one filters here.
  const shown = useMemo(
    () => (onSearchChange ? options : matchingOptions(options, search)),
    [options, search, onSearchChange],
  );
  // The highlighted option: the one moved to, else the first enabled match.
  const active = shown[activeIndex] && !shown[activeIndex].disabled ? activeIndex : enabledIndexFrom(shown, 0, 0);
  const choose = (option: ComboboxOption | undefined) => {
    if (option && !option.disabled) onChoose(option);
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
    else if (event.key === 'Tab') onLeave();
    else return;
    event.preventDefault();
  };

  return (
    <>
      <div className="flex items-center gap-1.5 border-b border-border px-2">
        <Search aria-hidden className="size-3.5 shrink-0 text-text-subtle" />
        <input
          ref={searchRef}
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
      {loading || shown.length === 0 ? <ComboboxStatus loading={loading} size={resolvedSize} /> : null}
    </>
  );
}
