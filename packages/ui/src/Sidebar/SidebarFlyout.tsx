import { ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { findTreeItem, type Flyout, type FlyoutHoverHandlers } from './SidebarContext';
import type { SidebarItem } from './sidebarItems';

/** How long the pointer rests on a collapsed item before its sub-menu flies out (docs/SPECIFICATION.md §9). */
export const SIDEBAR_MENU_SHOW_DELAY_MS = 200;

interface SidebarFlyoutOptions {
  collapsed: boolean;
  treeRef: RefObject<HTMLUListElement | null>;
  /** Moves focus to an item (used to give focus back when a flyout holding it closes). */
  focusItem: (key: string | undefined) => void;
}

/**
 * The collapsed sidebar's flyouts: a top-level item's sub-menu (or a link's label) opens after
 * SIDEBAR_MENU_SHOW_DELAY_MS of hovering, or at once by keyboard, and closes when the pointer
 * leaves, on Escape or when the sidebar expands.
 */
export function useSidebarFlyout({ collapsed, treeRef, focusItem }: SidebarFlyoutOptions) {
  const showTimer = useRef<number | undefined>(undefined);
  const [flyout, setFlyout] = useState<Flyout | null>(null);
  const [flyoutCollapsed, setFlyoutCollapsed] = useState(collapsed);
  if (flyoutCollapsed !== collapsed) {
    setFlyoutCollapsed(collapsed);
    setFlyout(null);
  }

  function openFlyout(key: string) {
    const element = findTreeItem(treeRef.current, key);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    setFlyout({ key, top: rect.top, left: rect.right });
  }

  function closeFlyout() {
    window.clearTimeout(showTimer.current);
    if (!flyout) return;
    // Focus inside the closing flyout would be lost; give it back to the item it flew out of.
    const flyoutElement = findTreeItem(treeRef.current, flyout.key)?.parentElement;
    if (flyoutElement?.contains(document.activeElement) && !document.activeElement?.matches('[data-level="1"]')) {
      focusItem(flyout.key);
    }
    setFlyout(null);
  }

  // Escape closes a flyout opened by the pointer even when focus is elsewhere on the page.
  useEffect(() => {
    if (!flyout) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setFlyout(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [flyout]);

  useEffect(() => () => window.clearTimeout(showTimer.current), []);

  /** Collapsed top-level items: the flyout follows the pointer, and a link's label also shows on focus. */
  function hoverHandlers(item: SidebarItem): FlyoutHoverHandlers {
    if (!collapsed) return {};
    return {
      onFocus: (event: FocusEvent) => {
        if (item.kind === 'link' && event.target === event.currentTarget.firstElementChild) openFlyout(item.key);
      },
      onBlur: (event: FocusEvent) => {
        if (flyout?.key === item.key && !event.currentTarget.contains(event.relatedTarget)) setFlyout(null);
      },
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        window.clearTimeout(showTimer.current);
        showTimer.current = window.setTimeout(() => openFlyout(item.key), SIDEBAR_MENU_SHOW_DELAY_MS);
      },
      onPointerLeave: () => {
        window.clearTimeout(showTimer.current);
        if (flyout?.key === item.key) closeFlyout();
      },
    };
  }

  return { flyout, setFlyout, openFlyout, closeFlyout, hoverHandlers };
}

/** A collapsed link's title beside its icon, shown while hovered or focused (decorative: the link is named). */
export function LinkFlyout({ flyout, title }: { flyout: Flyout; title: string }) {
  return (
    <span
      aria-hidden
      data-slot="sidebar-flyout"
      className="fixed z-50 ml-1 flex h-8 items-center rounded bg-sidebar-sub-bg px-3 text-xs whitespace-nowrap text-sidebar-text shadow-lg"
      style={{ top: flyout.top + 9, left: flyout.left }}
    >
      {title}
    </span>
  );
}

/** A collapsed group's sub-menu beside its icon, headed by the group's title. */
export function GroupFlyout({ flyout, title, children }: { flyout: Flyout; title: string; children: ReactNode }) {
  return (
    <div
      data-slot="sidebar-flyout"
      className="fixed z-50 min-w-[180px] overflow-hidden rounded-r bg-sidebar-sub-bg py-1 shadow-lg"
      style={{ top: flyout.top, left: flyout.left }}
    >
      <div aria-hidden className="flex h-9 items-center gap-2 px-5 text-xs text-sidebar-text">
        {title}
        <ChevronRight className="size-3" />
      </div>
      {children}
    </div>
  );
}
