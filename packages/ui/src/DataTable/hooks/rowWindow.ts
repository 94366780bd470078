import type { RefObject } from 'react';

/** One row the window shows, with its offset from the top of the body (client mode). */
export interface RowInView {
  index: number;
  start: number;
  end: number;
}

/**
 * Which rows a client-mode body renders: those in view of the scroll area (server mode
 * renders its page whole). Drawn by `VirtualRowWindow`, which holds the virtualizer and is
 * loaded with the first client-mode table, so that list pages do not download it.
 */
export interface RowWindow {
  /** The rows in view, in order. */
  items: readonly RowInView[];
  /** The height of every row together, in px. */
  totalSize: number;
  /** Brings a row into view (before it takes focus). */
  scrollToIndex: (index: number) => void;
}

export interface VirtualRowWindowProps {
  /** How many rows the window spans (0 while the table is not ready). */
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  /** Told the window on mount and whenever the rows in view change. */
  onWindowChange: (window: RowWindow) => void;
}
