import { ChevronDown, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { renderShellLink, type RenderLink } from '../ShellCommon';
import {
  buildSidebarItems,
  findSidebarTrail,
  resolveActiveMenuPath,
  type MenuEntry,
  type SidebarItem,
  type TranslateTitle,
} from './sidebarItems';

/** How long the pointer rests on a collapsed item before its sub-menu flies out (spec §9). */
export const SIDEBAR_MENU_SHOW_DELAY_MS = 200;
/** Below this width the sidebar is a drawer over the content (spec §9). */
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

interface VisibleNode {
  key: string;
  item: SidebarItem;
  parentKey: string | null;
}

interface Flyout {
  key: string;
  top: number;
  left: number;
}

function findTreeItem(tree: HTMLElement | null, key: string): HTMLElement | null {
  return tree?.querySelector<HTMLElement>(`[data-tree-key="${CSS.escape(key)}"]`) ?? null;
}

/**
 * The console's menu (spec §2): a tree of links and collapsible groups on the dark sidebar.
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
  const message = useUiMessage();
  const baseId = useId();
  const treeRef = useRef<HTMLUListElement>(null);
  const showTimer = useRef<number | undefined>(undefined);
  const items = useMemo(() => buildSidebarItems(entries, translate), [entries, translate]);
  const activeMenuPath = resolveActiveMenuPath(entries, activePath);
  const trail = useMemo(() => findSidebarTrail(items, activeMenuPath), [items, activeMenuPath]);
  const activeKey = trail.at(-1);

  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(trail.slice(0, -1)));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [flyout, setFlyout] = useState<Flyout | null>(null);

  // The groups above the active item open whenever the active item changes.
  const trailKey = trail.join('\n');
  const [openedForTrail, setOpenedForTrail] = useState(trailKey);
  if (openedForTrail !== trailKey) {
    setOpenedForTrail(trailKey);
    setOpenKeys((keys) => new Set([...keys, ...trail.slice(0, -1)]));
  }
  const [flyoutCollapsed, setFlyoutCollapsed] = useState(collapsed);
  if (flyoutCollapsed !== collapsed) {
    setFlyoutCollapsed(collapsed);
    setFlyout(null);
  }

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

  function focusItem(key: string | undefined) {
    if (!key) return;
    setFocusKey(key);
    requestAnimationFrame(() => findTreeItem(treeRef.current, key)?.focus());
  }

  function toggleGroup(key: string, open: boolean) {
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
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

  function setExpanded(node: VisibleNode, open: boolean) {
    const topLevel = node.parentKey === null;
    if (collapsed && topLevel) {
      if (open) openFlyout(node.key);
      else closeFlyout();
    } else {
      toggleGroup(node.key, open);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-tree-key]');
    const index = visibleNodes.findIndex((node) => node.key === element?.dataset['treeKey']);
    const node = visibleNodes[index];
    if (!node || event.altKey || event.ctrlKey || event.metaKey) return;
    const expanded = isExpanded(node.item, node.parentKey === null ? 1 : 2);
    const parentNode = visibleNodes.find((candidate) => candidate.key === node.parentKey);
    const activate = () => {
      if (node.item.kind === 'group') {
        setExpanded(node, !expanded);
        if (collapsed && node.parentKey === null && !expanded) focusItem(node.item.children[0]?.key);
      } else element?.click();
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(visibleNodes[index + 1]?.key),
      ArrowUp: () => focusItem(visibleNodes[index - 1]?.key),
      Home: () => focusItem(visibleNodes[0]?.key),
      End: () => focusItem(visibleNodes.at(-1)?.key),
      ArrowRight: () => {
        if (node.item.kind !== 'group') return;
        if (expanded) focusItem(node.item.children[0]?.key);
        else setExpanded(node, true);
      },
      ArrowLeft: () => {
        if (node.item.kind === 'group' && expanded) setExpanded(node, false);
        else if (parentNode) {
          focusItem(parentNode.key);
          if (collapsed && parentNode.parentKey === null) closeFlyout();
        }
      },
      Enter: activate,
      ' ': activate,
    };
    // Escape belongs to a flyout only; otherwise it is left to the page (the mobile drawer closes on it).
    if (flyout) {
      keys['Escape'] = () => {
        closeFlyout();
        focusItem(flyout.key);
      };
    }
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  }

  /** Collapsed top-level items: the flyout follows the pointer, and a link's label also shows on focus. */
  function hoverHandlers(item: SidebarItem) {
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

  const rowClass = (level: number) =>
    cn(
      'flex w-full min-w-0 cursor-pointer items-center gap-3 text-sm hover:bg-sidebar-hover-bg',
      level === 1 ? 'h-[50px]' : 'h-[44px]',
      collapsed && level === 1 ? 'justify-center px-0' : 'pr-4',
    );
  // Nested titles line up under the parent title (after its 16 px icon and 12 px gap), then step 20 px per
  // level; in a flyout the first level starts at the edge again.
  const indent = (level: number) => {
    if (collapsed) return level === 1 ? undefined : { paddingLeft: 20 + (level - 2) * 20 };
    return { paddingLeft: level === 1 ? 20 : 48 + (level - 2) * 20 };
  };
  const titleClass = (level: number) => cn('min-w-0 flex-1 truncate', collapsed && level === 1 && 'sr-only');
  const treeItemFocus =
    'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sidebar-active-text';

  function renderIcon(item: SidebarItem, level: number) {
    if (item.icon) return <Icon name={item.icon} className="text-base" />;
    // Top-level items without an icon keep their place in the collapsed column.
    return collapsed && level === 1 ? <Icon name="fallback" className="text-base" /> : null;
  }

  function renderItem(item: SidebarItem, level: number): ReactNode {
    const inTrail = trail.includes(item.key);
    const tabIndex = item.key === tabbableKey ? 0 : -1;
    const commonAttributes = {
      'data-tree-key': item.key,
      'data-level': level,
      tabIndex,
      title: item.title,
      onFocus: (event: FocusEvent) => {
        if (event.target === event.currentTarget) setFocusKey(item.key);
      },
    };
    const inFlyout = collapsed && level > 1;

    if (item.kind === 'link') {
      const active = item.key === activeKey;
      const link = renderShellLink(
        {
          path: item.path,
          role: 'treeitem',
          'aria-level': level,
          'aria-current': active ? 'page' : undefined,
          'data-state': active ? 'active' : 'inactive',
          ...commonAttributes,
          className: cn(
            rowClass(level),
            treeItemFocus,
            'text-sidebar-text no-underline data-[state=active]:text-sidebar-active-text',
          ),
          style: indent(level),
          onClick: () => {
            if (inFlyout || collapsed) setFlyout(null);
          },
          children: (
            <>
              {renderIcon(item, level)}
              <span className={titleClass(level)}>{item.title}</span>
            </>
          ),
        },
        renderLink,
        onNavigate,
      );
      return (
        <li key={item.key} role="none" className="relative" {...(level === 1 ? hoverHandlers(item) : {})}>
          {link}
          {collapsed && level === 1 && flyout?.key === item.key ? (
            <span
              aria-hidden
              data-slot="sidebar-flyout"
              className="fixed z-50 ml-1 flex h-8 items-center rounded bg-sidebar-sub-bg px-3 text-xs whitespace-nowrap text-sidebar-text shadow-lg"
              style={{ top: flyout.top + 9, left: flyout.left }}
            >
              {item.title}
            </span>
          ) : null}
        </li>
      );
    }

    const expanded = isExpanded(item, level);
    const groupId = `${baseId}-group-${item.key}`;
    const titleId = `${baseId}-title-${item.key}`;
    const flyoutGroup = collapsed && level === 1;
    const group = (
      <ul id={groupId} role="group" className={cn(!flyoutGroup && 'bg-sidebar-sub-bg')}>
        {item.children.map((child) => renderItem(child, level + 1))}
      </ul>
    );
    // The sub-tree is the treeitem's sibling, owned through aria-owns; the item is named by its title alone.
    return (
      <li key={item.key} role="none" className="relative" {...(level === 1 ? hoverHandlers(item) : {})}>
        <div
          role="treeitem"
          aria-level={level}
          aria-expanded={expanded}
          aria-owns={expanded ? groupId : undefined}
          aria-labelledby={titleId}
          data-state={expanded ? 'open' : 'closed'}
          data-active-trail={inTrail ? '' : undefined}
          {...commonAttributes}
          className={cn(
            rowClass(level),
            treeItemFocus,
            'text-sidebar-text',
            // The group holding the shown page stands out: brighter title, or the active colour as a lone icon.
            inTrail && (flyoutGroup ? 'text-sidebar-active-text' : 'text-on-solid'),
          )}
          style={indent(level)}
          onClick={() => {
            setFocusKey(item.key);
            if (flyoutGroup) {
              if (expanded) closeFlyout();
              else openFlyout(item.key);
            } else toggleGroup(item.key, !expanded);
          }}
        >
          {renderIcon(item, level)}
          <span id={titleId} className={titleClass(level)}>
            {item.title}
          </span>
          {flyoutGroup ? null : (
            <ChevronDown
              aria-hidden
              className={cn('size-3.5 shrink-0 transition-transform', expanded && 'rotate-180')}
            />
          )}
        </div>
        {flyoutGroup && expanded && flyout ? (
          <div
            data-slot="sidebar-flyout"
            className="fixed z-50 min-w-[180px] overflow-hidden rounded-r bg-sidebar-sub-bg py-1 shadow-lg"
            style={{ top: flyout.top, left: flyout.left }}
          >
            <div aria-hidden className="flex h-9 items-center gap-2 px-5 text-xs text-sidebar-text">
              {item.title}
              <ChevronRight className="size-3" />
            </div>
            {group}
          </div>
        ) : null}
        {!flyoutGroup && expanded ? group : null}
      </li>
    );
  }

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
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => renderItem(item, 1))}
      </ul>
    </nav>
  );
}
