/** A slot of the pager: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** How many page slots the pager shows at most (Element's default), gaps included. */
const pagerSlots = 7;

/**
 * The pager's slots: every page when there are few; otherwise the first and last page, the
 * pages around the current one, and a gap on the side(s) where pages are left out.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= pagerSlots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const around = pagerSlots - 2; // first and last page are always shown
  const half = Math.floor(around / 2);
  if (current <= half + 2) {
    return [...Array.from({ length: around + 1 }, (_, index) => index + 1), 'gap-end', pageCount];
  }
  if (current >= pageCount - half - 1) {
    return [1, 'gap-start', ...Array.from({ length: around + 1 }, (_, index) => pageCount - around + index)];
  }
  return [
    1,
    'gap-start',
    ...Array.from({ length: around }, (_, index) => current - half + index),
    'gap-end',
    pageCount,
  ];
}

/** Pages needed for `total` rows; at least one, so an empty list still has page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A typed page number made valid: a whole page between 1 and the last; null if not a number. */
export function clampPage(text: string, pageCount: number): number | null {
  const value = Number.parseInt(text.trim(), 10);
  if (Number.isNaN(value)) return null;
  return Math.min(pageCount, Math.max(1, value));
}
