import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The narrowest each column may be laid out without cutting its header, keyed by column id: the
 * header's content at its min-content width (its longest word, the sort arrow) plus the cell's
 * padding. A header wider than its column wraps between words; a word is never cut. Measured
 * again when the headers' words change (another language) or the control size.
 */
export function useHeaderMinWidths(tableRef: RefObject<HTMLTableElement | null>, headersKey: string) {
  const [minWidths, setMinWidths] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const next: Record<string, number> = {};
    table.querySelectorAll<HTMLElement>('thead th[data-column-id]').forEach((header) => {
      const columnId = header.dataset['columnId'];
      const content = header.querySelector<HTMLElement>('[data-slot="header-content"]');
      if (!columnId || !content) return;
      const style = getComputedStyle(header);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const previousWidth = content.style.width;
      content.style.width = 'min-content';
      next[columnId] = Math.ceil(content.getBoundingClientRect().width + padding);
      content.style.width = previousWidth;
    });
    setMinWidths((previous) =>
      Object.keys(next).length === Object.keys(previous).length &&
      Object.entries(next).every(([id, width]) => previous[id] === width)
        ? previous
        : next,
    );
  }, [tableRef, headersKey]);
  return minWidths;
}
