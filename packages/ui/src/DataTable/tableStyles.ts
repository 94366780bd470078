import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import type { ControlSize } from '../provider/UiProvider';

/** Row heights in px per control size; the virtualizer relies on them being exact. */
export const dataTableRowHeights: Record<ControlSize, number> = { default: 52, small: 44, mini: 36 };

export const tableVariants = cva('w-full table-fixed border-separate border-spacing-0 text-text', {
  variants: {
    size: {
      default: 'text-sm [--vc-row-height:52px]',
      small: 'text-[13px] [--vc-row-height:44px]',
      mini: 'text-xs [--vc-row-height:36px]',
    },
  },
  defaultVariants: { size: 'mini' },
});

// Row lines are inset shadows, not borders, so the content box is exactly the row height and
// content of even height sits on whole pixels.
const rowLineClass = 'shadow-[inset_0_-1px_0_var(--vc-color-border)]';
export const headerCellClass = cn(
  'sticky top-0 z-10 h-[var(--vc-row-height)] bg-surface-muted px-3 py-0 font-medium whitespace-nowrap text-text-muted',
  rowLineClass,
);
export const bodyCellClass = cn('h-[var(--vc-row-height)] px-3 py-0 align-middle', rowLineClass);
/**
 * A column pinned to the right edge (the actions) while the table has rows. It stands beside the
 * scrolling part, not over it: its cells are positioned against the table's frame, outside the
 * scroll region, whose right edge is the pinned column's left edge (see DataTable). A cell keeps
 * its place in its row (the row's hover, selection and focus, its tests), its top is its row's;
 * in client mode it moves up by the body's vertical scroll (`--vc-scroll-top`). Positioned, a
 * cell is a block: its content is centred by flex as a cell centres it.
 */
// A line on its left edge marks where the scrolling part ends (beside the row's line below).
const pinnedEdgeLineClass = 'shadow-[inset_1px_0_0_var(--vc-color-border),inset_0_-1px_0_var(--vc-color-border)]';
export const pinnedEndHeaderClass = cn('absolute z-20 flex flex-col justify-center', pinnedEdgeLineClass);
export const pinnedEndBodyClass = cn(
  'absolute z-[1] flex flex-col justify-center translate-y-[calc(var(--vc-scroll-top,0px)*-1)] bg-surface group-hover/row:bg-surface-muted group-focus-visible/row:bg-primary-soft group-data-[state=selected]/row:bg-primary-soft',
  pinnedEdgeLineClass,
);
/**
 * A pinned column of a table that fits its frame (nothing scrolls sideways) stays in the table's
 * flow, opaque and sticky at the right edge as any pinned column was, which it never leaves.
 */
export const pinnedInFlowHeaderClass = 'right-0 z-20';
export const pinnedInFlowBodyClass =
  'sticky right-0 z-[1] bg-surface group-hover/row:bg-surface-muted group-focus-visible/row:bg-primary-soft group-data-[state=selected]/row:bg-primary-soft';
export const selectionColumnWidth = 44;
export const autoColumnMinWidth = 120;

export const checkboxClass = 'm-0 size-3.5 cursor-pointer accent-primary';

export function justifyClass(align: 'start' | 'center' | 'end'): string {
  return align === 'end' ? 'justify-end' : align === 'center' ? 'justify-center' : 'justify-start';
}
