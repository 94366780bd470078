import type { ReactNode } from 'react';

export interface SidebarBrandProps {
  /** The product's name, shown beside the mark while the sidebar is expanded. */
  name: string;
  /** A small square mark (a letter or an image); a "V" by default. */
  mark?: ReactNode;
  collapsed: boolean;
}

/** The product's mark and name at the top of the sidebar (AppLayout's `renderLogo`). */
export function SidebarBrand({ name, mark = 'V', collapsed }: SidebarBrandProps) {
  return (
    <div
      data-slot="sidebar-brand"
      className="flex h-[51px] items-center justify-center gap-2 bg-sidebar-sub-bg px-3 text-sm font-semibold text-on-solid"
    >
      <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded bg-primary text-xs">
        {mark}
      </span>
      {collapsed ? <span className="sr-only">{name}</span> : <span className="truncate">{name}</span>}
    </div>
  );
}
