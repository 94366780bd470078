export interface ComboboxOption {
  value: string;
  label: string;
  /** What tells this option apart from others of the same label (e.g. an owner and an address). */
  description?: string;
  disabled?: boolean;
}

/** Case- and width-insensitive text, so "ab" finds "AB" and "ａｂ". */
function folded(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The options whose label or description holds every word of the search, in their order. */
export function matchingOptions(options: readonly ComboboxOption[], search: string): readonly ComboboxOption[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const text = folded(`${option.label} ${option.description ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * The enabled option `steps` away from `from` (negative: upwards), stopping at the first or last
 * enabled one; `-1` when none is enabled. `Infinity` and `-Infinity` go to the last and first.
 */
export function enabledIndexFrom(options: readonly ComboboxOption[], from: number, steps: number): number {
  const enabled = options.flatMap((option, index) => (option.disabled ? [] : [index]));
  const first = enabled[0];
  const last = enabled.at(-1);
  if (first === undefined || last === undefined) return -1;
  if (steps === Infinity) return last;
  if (steps === -Infinity) return first;
  const target = from + steps;
  if (steps >= 0) return enabled.find((index) => index >= target) ?? last;
  return enabled.findLast((index) => index <= target) ?? first;
}
