import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useShellMessage } from '../messages/shell';
import type { RenderLink } from '../ShellCommon';
import { findTreeItem, SidebarTreeContext, type SidebarTreeState } from './SidebarContext';
import { useSidebarFlyout } from './SidebarFlyout';
import {
  buildSidebarItems,
  findSidebarTrail,
  resolveActiveMenuPath,
  type MenuEntry,
  type SidebarItem,
  type TranslateTitle,
} from './sidebarItems';
import { handleTreeKeyDown, type VisibleNode } from './sidebarKeyboard';
import { SidebarMenuItem } from './SidebarMenuItem';

export { SIDEBAR_MENU_SHOW_DELAY_MS } from './SidebarFlyout';

/** Below this width the sidebar is a drawer over the content (docs/SPECIFICATION.md §9). */
export const MOBILE_BREAKPOINT_PX = 1024;

export interface SidebarProps {
  /** The menu entries (the console's route table); the menu rules of `buildSidebarItems` apply. */
  entries: readonly MenuEntry[];
  /** Translates a title key; the raw title is shown when it returns nothing. */
  translate?: TranslateTitle;
  /** The page currently shown: its item is highlighted and the groups above it open. */
  activePath: string;
  /** Icons only, with sub-menus that fly out. */
  collapsed?: boolean;
  /** Renders the router's link; without it items are plain anchors. */
  renderLink?: RenderLink;
  /** Called with the path when a plain anchor item is followed. */
  onNavigate?: (path: string) => void;
  /** Above the menu: the product's logo and name. */
  header?: ReactNode;
  id?: string;
  className?: string;
}

/**
 * The console's menu (docs/SPECIFICATION.md §2): a tree of links and collapsible groups on the dark sidebar.
 * Expanded, groups open in place; collapsed, only icons show and sub-menus fly out after
 * SIDEBAR_MENU_SHOW_DELAY_MS, closing when the pointer leaves or on Escape. Keyboard follows
 * the tree pattern: arrows move and open, Enter / Space follow a link or toggle a group.
 */
export function Sidebar({
  entries,
  translate,
  activePath,
  collapsed = false,
  renderLink,
  onNavigate,
  header,
  id,
  className,
}: SidebarProps) {
  const message = useShellMessage();
  const baseId = useId();
  const treeRef = useRef<HTMLUListElement>(null);
  const items = useMemo(() => buildSidebarItems(entries, translate), [entries, translate]);
  const activeMenuPath = resolveActiveMenuPath(entries, activePath);
  const trail = useMemo(() => findSidebarTrail(items, activeMenuPath), [items, activeMenuPath]);
  const activeKey = trail.at(-1);

  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(trail.slice(0, -1)));
  const [focusKey, setFocusKey] = useState<string | null>(null);

  // The groups above the active item open whenever the active item changes.
  const trailKey = trail.join('\n');
  const [openedForTrail, setOpenedForTrail] = useState(trailKey);
  if (openedForTrail !== trailKey) {
    setOpenedForTrail(trailKey);
    setOpenKeys((keys) => new Set([...keys, ...trail.slice(0, -1)]));
  }

  function focusItem(key: string | undefined) {
    if (!key) return;
    setFocusKey(key);
    // An item already shown takes the focus in the same key press; one that a group is just
    // opening to show exists only after the next render.
    const shown = findTreeItem(treeRef.current, key);
    if (shown) shown.focus();
    else requestAnimationFrame(() => findTreeItem(treeRef.current, key)?.focus());
  }

  const { flyout, setFlyout, openFlyout, closeFlyout, hoverHandlers } = useSidebarFlyout({
    collapsed,
    treeRef,
    focusItem,
  });

  const isExpanded = (item: SidebarItem, level: number) =>
    item.kind === 'group' && (collapsed && level === 1 ? flyout?.key === item.key : openKeys.has(item.key));

  const visibleNodes = useMemo(() => {
    const nodes: VisibleNode[] = [];
    const walk = (list: readonly SidebarItem[], parentKey: string | null, level: number) => {
      for (const item of list) {
        nodes.push({ key: item.key, item, parentKey });
        const open =
          item.kind === 'group' && (collapsed && level === 1 ? flyout?.key === item.key : openKeys.has(item.key));
        if (item.kind === 'group' && open) walk(item.children, item.key, level + 1);
      }
    };
    walk(items, null, 1);
    return nodes;
  }, [items, collapsed, flyout, openKeys]);

  const tabbableKey =
    [focusKey, ...[...trail].reverse()].find((key) => key && visibleNodes.some((node) => node.key === key)) ??
    visibleNodes[0]?.key;

  function toggleGroup(key: string, open: boolean) {
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  function setExpanded(node: VisibleNode, open: boolean) {
    const topLevel = node.parentKey === null;
    if (collapsed && topLevel) {
      if (open) openFlyout(node.key);
      else closeFlyout();
    } else {
      toggleGroup(node.key, open);
    }
  }

  const tree: SidebarTreeState = {
    baseId,
    collapsed,
    trail,
    activeKey,
    tabbableKey,
    flyout,
    renderLink,
    onNavigate,
    isExpanded,
    setFocusKey,
    toggleGroup,
    openFlyout,
    closeFlyout,
    dismissFlyout: () => setFlyout(null),
    hoverHandlers,
  };

  return (
    <nav
      id={id}
      aria-label={message('shell.sidebar.label')}
      data-slot="sidebar"
      data-state={collapsed ? 'collapsed' : 'expanded'}
      className={cn(
        'flex h-full flex-col overflow-hidden bg-sidebar-bg text-sidebar-text transition-[width] duration-300',
        collapsed ? 'w-[54px]' : 'w-[210px]',
        className,
      )}
    >
      {header ? <div className="shrink-0">{header}</div> : null}
      <ul
        ref={treeRef}
        role="tree"
        aria-label={message('shell.sidebar.label')}
        className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto [scrollbar-width:thin]"
        onKeyDown={(event) =>
          handleTreeKeyDown(event, {
            visibleNodes,
            collapsed,
            flyout,
            isExpanded,
            setExpanded,
            focusItem,
            closeFlyout,
          })
        }
      >
        <SidebarTreeContext value={tree}>
          {items.map((item) => (
            <SidebarMenuItem key={item.key} item={item} level={1} />
          ))}
        </SidebarTreeContext>
      </ul>
    </nav>
  );
}
