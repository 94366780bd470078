import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect } from 'react';
import type { VirtualRowWindowProps } from './rowWindow';

/**
 * Client mode's row window: TanStack Virtual over the table's scroll area. It draws nothing;
 * the table renders the rows it reports (before paint: a layout effect).
 */
export function VirtualRowWindow({ count, scrollRef, rowHeight, onWindowChange }: VirtualRowWindowProps) {
  const estimateRowSize = useCallback(() => rowHeight, [rowHeight]);
  // The project does not run the React Compiler, whose memoization this advisory is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    overscan: 12,
  });
  // The same array while the same rows are in view (TanStack memoizes it).
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    onWindowChange({ items, totalSize, scrollToIndex: (index) => virtualizer.scrollToIndex(index) });
  }, [items, totalSize, virtualizer, onWindowChange]);
  return null;
}
