import { cva } from 'class-variance-authority';

/**
 * The box every text-like control shares (text, password, number, select trigger, date
 * trigger): border, surface, height and font by size; danger border when invalid; muted
 * when disabled. Native inputs get it directly; composite controls put it on a wrapper and
 * mark the wrapper with `data-invalid` / `data-disabled`.
 */
export const inputBoxVariants = cva(
  [
    'flex w-full min-w-0 items-center rounded border border-border bg-surface text-text outline-none',
    'placeholder:text-text-subtle hover:border-border-strong',
    'focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-focus/25 focus-visible:outline-none',
    'has-[:focus-visible]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus/25',
    'aria-invalid:border-danger data-invalid:border-danger aria-invalid:focus-visible:ring-danger/25 data-invalid:has-[:focus-visible]:ring-danger/25',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-text-subtle disabled:hover:border-border',
    'data-disabled:cursor-not-allowed data-disabled:bg-surface-muted data-disabled:text-text-subtle data-disabled:hover:border-border',
  ],
  {
    variants: {
      size: {
        default: 'px-3 text-sm',
        small: 'px-2.5 text-[13px]',
        mini: 'px-2 text-xs',
      },
      /** Multi-line boxes grow with their rows instead of taking the control height. */
      multiline: { true: 'py-1.5 leading-normal', false: '' },
    },
    compoundVariants: [
      { multiline: false, size: 'default', className: 'h-control-default' },
      { multiline: false, size: 'small', className: 'h-control-small' },
      { multiline: false, size: 'mini', className: 'h-control-mini' },
    ],
    defaultVariants: { size: 'mini', multiline: false },
  },
);
