/** Shared look of the table's dropdown menus (column settings, row actions). */
export const menuContentClass =
  'z-50 min-w-36 rounded-md border border-border bg-surface p-1 text-xs text-text shadow-lg outline-none';

export const menuItemClass =
  'flex h-8 cursor-pointer select-none items-center gap-2 rounded px-2 outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-text data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
