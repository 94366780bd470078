import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { TextInput } from '../Input/TextInput';
import { cn } from '../lib/cn';
import type { FormControlProps } from '../lib/formControlProps';
import { useUiMessage } from '../provider/UiProvider';

/** A place a search suggests: its name, where it is, and its coordinates when known. */
export interface PlaceOption {
  name: string;
  address: string;
  district: string;
  latitude: number | null;
  longitude: number | null;
}

export interface PlaceSearchProps extends FormControlProps {
  /** The address as typed or chosen. */
  value?: string;
  onValueChange?: (address: string) => void;
  /** Suggestions for what has been typed; a rejection shows that search is unavailable. */
  loadSuggestions: (keyword: string) => Promise<readonly PlaceOption[]>;
  /** A suggestion was chosen: the address field takes it, the caller takes its coordinates. */
  onSelect?: (place: PlaceOption) => void;
  /** Typing pauses this long before a search; 0 in tests. */
  debounceMs?: number;
  /** False when no place search is available: a plain address field, no suggestions asked for. */
  searchable?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

type Search =
  { state: 'idle' } | { state: 'loading' } | { state: 'ready'; places: readonly PlaceOption[] } | { state: 'failed' };

/** The address a chosen place fills in: its district and street, or its name for an area. */
export function addressOf(place: PlaceOption): string {
  const street = place.address || place.name;
  return place.district && !street.startsWith(place.district) ? `${place.district}${street}` : street;
}

/**
 * An address field that suggests places as one types (WAI-ARIA combobox with a list popup):
 * the arrow keys move through the suggestions, Enter chooses one, Escape closes the list, and
 * what was typed stays an address of its own when nothing is chosen.
 */
export function PlaceSearch({
  value = '',
  onValueChange,
  loadSuggestions,
  onSelect,
  debounceMs = 300,
  searchable = true,
  placeholder,
  onBlur,
  ref,
  ...control
}: PlaceSearchProps) {
  const message = useUiMessage();
  const listId = useId();
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  function ask(keyword: string) {
    clearTimeout(pending.current);
    const asked = ++latest.current;
    if (!searchable || keyword.trim().length < 2) {
      setSearch({ state: 'idle' });
      setOpen(false);
      return;
    }
    setSearch({ state: 'loading' });
    setOpen(true);
    pending.current = setTimeout(() => {
      loadSuggestions(keyword.trim()).then(
        (places) => asked === latest.current && setSearch({ state: 'ready', places }),
        () => asked === latest.current && setSearch({ state: 'failed' }),
      );
    }, debounceMs);
  }

  const places = search.state === 'ready' ? search.places : [];
  function choose(place: PlaceOption) {
    onValueChange?.(addressOf(place));
    onSelect?.(place);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? places.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && places[active]) {
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status =
    search.state === 'loading'
      ? message('formPlaceSearching')
      : search.state === 'failed'
        ? message('formPlaceFailed')
        : search.state === 'ready' && places.length === 0
          ? message('formPlaceNone')
          : '';
  const showList = searchable && open && places.length > 0;

  return (
    <div className="relative" data-slot="place-search">
      <TextInput
        {...control}
        ref={ref}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        {...(showList && active >= 0 ? { 'aria-activedescendant': `${listId}-${active}` } : {})}
        placeholder={placeholder}
        value={value}
        onValueChange={(text) => {
          onValueChange?.(text);
          setActive(-1);
          ask(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={message('formPlaceSuggestions')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-auto rounded-md border border-border bg-surface py-1 shadow-lg"
      >
        {places.map((place, index) => (
          <li
            key={`${place.name}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer flex-col px-3 py-1.5 text-sm',
              index === active ? 'bg-primary-soft' : 'hover:bg-surface-muted',
            )}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <span>{place.name}</span>
            <span className="text-xs text-text-secondary">{addressOf(place)}</span>
          </li>
        ))}
      </ul>
      <p role="status" className={cn('mt-1 text-xs text-text-secondary', !open || !status ? 'sr-only' : undefined)}>
        {searchable && open ? status : ''}
      </p>
    </div>
  );
}
