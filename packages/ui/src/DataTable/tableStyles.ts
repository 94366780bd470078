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
 * A column pinned to the right edge: opaque, following its row's hover and selection, so the
 * columns scrolling beneath it do not show through.
 */
export const pinnedEndHeaderClass = 'right-0 z-20';
export const pinnedEndBodyClass =
  'sticky right-0 z-[1] bg-surface group-hover/row:bg-surface-muted group-focus-visible/row:bg-primary-soft group-data-[state=selected]/row:bg-primary-soft';
export const selectionColumnWidth = 44;
export const autoColumnMinWidth = 120;

export const checkboxClass = 'm-0 size-3.5 cursor-pointer accent-primary';

export function justifyClass(align: 'start' | 'center' | 'end'): string {
  return align === 'end' ? 'justify-end' : align === 'center' ? 'justify-center' : 'justify-start';
}
