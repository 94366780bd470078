/** The look of the shell's Radix menus (tab context menu, user menu, setting menus). */
export const shellMenuContentClass =
  'z-50 min-w-[140px] overflow-hidden rounded border border-border bg-surface p-1 text-xs text-text shadow-lg';

export const shellMenuItemClass = [
  'relative flex h-7 cursor-pointer select-none items-center gap-2 rounded-sm px-2 outline-none',
  'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-text',
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-text-subtle data-[disabled]:opacity-70',
].join(' ');

export const shellMenuSeparatorClass = 'my-1 h-px bg-border';

/** An icon button of the top bar. */
export const navbarButtonClass = [
  'inline-flex h-[50px] min-w-10 shrink-0 cursor-pointer items-center justify-center gap-1.5 px-2.5 text-text-muted',
  'hover:bg-surface-muted hover:text-text focus-visible:-outline-offset-2',
].join(' ');
