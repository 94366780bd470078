import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Where a pinned column stands: its distance from the frame's right edge and its width, in px. */
export interface PinnedPlace {
  right: number;
  width: number;
}

/** The pinned columns' places by column id; null while nothing is pinned (no rows, or no pinned column). */
export type PinnedLayout = Readonly<Record<string, PinnedPlace>> | null;

/** The table's border, drawn by the frame or the scroll region (`border`). */
const tableBorderWidth = 1;

/** Marks a pinned cell, for the height sync below. */
export const pinnedCellAttribute = 'data-pinned';

/**
 * Keeps the pinned cells (positioned beside the scroll region, outside the table's rows' flow)
 * as tall as their rows, whose height the scrolling cells decide (a wrapped header, a two-line
 * cell), and moves them with the body's vertical scroll (client mode). Wheel turns over the
 * pinned column scroll the body, as they would over the scrolling part.
 */
export function usePinnedColumns(
  tableRef: RefObject<HTMLTableElement | null>,
  scrollRef: RefObject<HTMLDivElement | null>,
  frameRef: RefObject<HTMLDivElement | null>,
  active: boolean,
) {
  // After every render: rows come and go (a page, the rows in view) without the table resizing.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (active && table) syncPinnedHeights(table);
  });
  useEffect(() => {
    const table = tableRef.current;
    const scroller = scrollRef.current;
    const frame = frameRef.current;
    if (!active || !table || !scroller || !frame) return;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => syncPinnedHeights(table));
    observer?.observe(table);
    const followScroll = () => frame.style.setProperty('--vc-scroll-top', `${scroller.scrollTop}px`);
    const forwardWheel = (event: WheelEvent) => {
      const overPinned = event.target instanceof Element && event.target.closest(`[${pinnedCellAttribute}]`);
      const canScroll = scroller.scrollHeight > scroller.clientHeight;
      if (!overPinned || !canScroll || event.deltaY === 0) return;
      event.preventDefault();
      scroller.scrollTop += event.deltaY;
    };
    followScroll();
    scroller.addEventListener('scroll', followScroll, { passive: true });
    frame.addEventListener('wheel', forwardWheel, { passive: false });
    return () => {
      observer?.disconnect();
      scroller.removeEventListener('scroll', followScroll);
      frame.removeEventListener('wheel', forwardWheel);
      frame.style.removeProperty('--vc-scroll-top');
    };
  }, [tableRef, scrollRef, frameRef, active]);
}

function syncPinnedHeights(table: HTMLTableElement) {
  for (const row of Array.from(table.rows)) {
    const cells = row.querySelectorAll<HTMLElement>(`:scope > [${pinnedCellAttribute}]`);
    if (cells.length === 0) continue;
    const height = `${row.getBoundingClientRect().height}px`;
    cells.forEach((cell) => {
      if (cell.style.height !== height) cell.style.height = height;
    });
  }
}

/**
 * The width the table may take inside its border, measured before the first paint and whenever
 * the frame resizes; null until measured. A table no wider scrolls nowhere, and its pinned
 * columns need not stand apart. The border (1 px each side) is the frame's while pinning, the
 * scroll region's otherwise: the frame's outer width less two pixels either way, so that
 * pinning does not change what is measured.
 */
export function useFrameWidth(frameRef: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(frame.offsetWidth - 2 * tableBorderWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frameRef]);
  return width;
}
