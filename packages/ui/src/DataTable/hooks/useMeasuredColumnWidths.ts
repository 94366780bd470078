import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The header cells' widths as laid out, keyed by column id: the resize handles' values and the
 * start of a keyboard resize. Measured again when the columns or the remembered widths change.
 */
export function useMeasuredColumnWidths(visibleColumnCount: number, widths: Record<string, number>) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [measuredWidths, setMeasuredWidths] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next: Record<string, number> = {};
      element.querySelectorAll<HTMLElement>('thead th[data-column-id]').forEach((header) => {
        const columnId = header.dataset['columnId'];
        if (columnId) next[columnId] = header.getBoundingClientRect().width;
      });
      setMeasuredWidths((previous) =>
        Object.keys(next).length === Object.keys(previous).length &&
        Object.entries(next).every(([id, width]) => previous[id] === width)
          ? previous
          : next,
      );
    };
    const observer = new ResizeObserver(measure);
    element.querySelectorAll('thead th').forEach((header) => observer.observe(header));
    measure();
    return () => observer.disconnect();
  }, [visibleColumnCount, widths]);
  return { tableRef, measuredWidths };
}
