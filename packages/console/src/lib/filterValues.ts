import type { FilterValues } from '@vending/ui';

/** Reading a filter bar's values as call parameters: absent or empty values are undefined. */

export function textFilter(filters: FilterValues, name: string): string | undefined {
  const value = filters[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The enabled-flag select ("1" / "0") as the spec's 1 / 0. */
export function flagFilter(filters: FilterValues, name: string): 0 | 1 | undefined {
  const value = filters[name];
  return value === '1' ? 1 : value === '0' ? 0 : undefined;
}

/** A range field's ends; either may be open. */
export function rangeFilter(filters: FilterValues, name: string): { from: string | undefined; to: string | undefined } {
  const value = filters[name];
  if (!Array.isArray(value)) return { from: undefined, to: undefined };
  return { from: value[0] || undefined, to: value[1] || undefined };
}
