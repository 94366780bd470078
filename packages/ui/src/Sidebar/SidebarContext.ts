import { createContext, useContext, type FocusEvent, type PointerEvent } from 'react';
import type { RenderLink } from '../ShellCommon';
import type { SidebarItem } from './sidebarItems';

/** A collapsed top-level item's flyout: which item, and where its row sits on the screen. */
export interface Flyout {
  key: string;
  top: number;
  left: number;
}

/** What a collapsed top-level item listens to, so its flyout follows the pointer and focus. */
export interface FlyoutHoverHandlers {
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: () => void;
}

/** The tree's state as its items need it; the Sidebar provides it. */
export interface SidebarTreeState {
  /** Prefix of the ids that tie a group's treeitem to its sub-tree. */
  baseId: string;
  collapsed: boolean;
  /** The keys from the top group down to the active item. */
  trail: readonly string[];
  activeKey: string | undefined;
  /** The one item in the tab order (roving focus). */
  tabbableKey: string | undefined;
  flyout: Flyout | null;
  renderLink?: RenderLink;
  onNavigate?: (path: string) => void;
  isExpanded: (item: SidebarItem, level: number) => boolean;
  setFocusKey: (key: string) => void;
  toggleGroup: (key: string, open: boolean) => void;
  openFlyout: (key: string) => void;
  closeFlyout: () => void;
  /** Closes the flyout without moving focus. */
  dismissFlyout: () => void;
  hoverHandlers: (item: SidebarItem) => FlyoutHoverHandlers;
}

export const SidebarTreeContext = createContext<SidebarTreeState | null>(null);

export function useSidebarTree(): SidebarTreeState {
  const state = useContext(SidebarTreeContext);
  if (!state) throw new Error('A sidebar item must be rendered inside a Sidebar.');
  return state;
}

/** The treeitem element of a key. */
export function findTreeItem(tree: HTMLElement | null, key: string): HTMLElement | null {
  return tree?.querySelector<HTMLElement>(`[data-tree-key="${CSS.escape(key)}"]`) ?? null;
}
