import { ChevronDown } from 'lucide-react';
import type { FocusEvent } from 'react';
import { Icon } from '../Icon';
import { cn } from '../lib/cn';
import { renderShellLink } from '../ShellCommon';
import { useSidebarTree, type SidebarTreeState } from './SidebarContext';
import { GroupFlyout, LinkFlyout } from './SidebarFlyout';
import type { SidebarGroupItem, SidebarItem, SidebarLinkItem } from './sidebarItems';

const rowClass = (collapsed: boolean, level: number) =>
  cn(
    'flex w-full min-w-0 cursor-pointer items-center gap-3 text-sm hover:bg-sidebar-hover-bg',
    level === 1 ? 'h-[50px]' : 'h-[44px]',
    collapsed && level === 1 ? 'justify-center px-0' : 'pr-4',
  );
// Nested titles line up under the parent title (after its 16 px icon and 12 px gap), then step 20 px per
// level; in a flyout the first level starts at the edge again.
const indent = (collapsed: boolean, level: number) => {
  if (collapsed) return level === 1 ? undefined : { paddingLeft: 20 + (level - 2) * 20 };
  return { paddingLeft: level === 1 ? 20 : 48 + (level - 2) * 20 };
};
const titleClass = (collapsed: boolean, level: number) =>
  cn('min-w-0 flex-1 truncate', collapsed && level === 1 && 'sr-only');
const treeItemFocus =
  'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sidebar-active-text';

function ItemIcon({ item, collapsed, level }: { item: SidebarItem; collapsed: boolean; level: number }) {
  if (item.icon) return <Icon name={item.icon} className="text-base" />;
  // Top-level items without an icon keep their place in the collapsed column.
  return collapsed && level === 1 ? <Icon name="fallback" className="text-base" /> : null;
}

/** The attributes every treeitem carries: its key and level, roving tab index, title tooltip. */
function treeItemAttributes(tree: SidebarTreeState, item: SidebarItem, level: number) {
  return {
    'data-tree-key': item.key,
    'data-level': level,
    tabIndex: item.key === tree.tabbableKey ? 0 : -1,
    title: item.title,
    onFocus: (event: FocusEvent) => {
      if (event.target === event.currentTarget) tree.setFocusKey(item.key);
    },
  };
}

function SidebarLink({ item, level }: { item: SidebarLinkItem; level: number }) {
  const tree = useSidebarTree();
  const { collapsed, flyout } = tree;
  const active = item.key === tree.activeKey;
  const inFlyout = collapsed && level > 1;
  const link = renderShellLink(
    {
      path: item.path,
      role: 'treeitem',
      'aria-level': level,
      'aria-current': active ? 'page' : undefined,
      'data-state': active ? 'active' : 'inactive',
      ...treeItemAttributes(tree, item, level),
      className: cn(
        rowClass(collapsed, level),
        treeItemFocus,
        'text-sidebar-text no-underline data-[state=active]:text-sidebar-active-text',
      ),
      style: indent(collapsed, level),
      onClick: () => {
        if (inFlyout || collapsed) tree.dismissFlyout();
      },
      children: (
        <>
          <ItemIcon item={item} collapsed={collapsed} level={level} />
          <span className={titleClass(collapsed, level)}>{item.title}</span>
        </>
      ),
    },
    tree.renderLink,
    tree.onNavigate,
  );
  return (
    <li role="none" className="relative" {...(level === 1 ? tree.hoverHandlers(item) : {})}>
      {link}
      {collapsed && level === 1 && flyout?.key === item.key ? <LinkFlyout flyout={flyout} title={item.title} /> : null}
    </li>
  );
}

function SidebarGroup({ item, level }: { item: SidebarGroupItem; level: number }) {
  const tree = useSidebarTree();
  const { collapsed, flyout } = tree;
  const inTrail = tree.trail.includes(item.key);
  const expanded = tree.isExpanded(item, level);
  const groupId = `${tree.baseId}-group-${item.key}`;
  const titleId = `${tree.baseId}-title-${item.key}`;
  const flyoutGroup = collapsed && level === 1;
  const group = (
    <ul id={groupId} role="group" className={cn(!flyoutGroup && 'bg-sidebar-sub-bg')}>
      {item.children.map((child) => (
        <SidebarMenuItem key={child.key} item={child} level={level + 1} />
      ))}
    </ul>
  );
  // The sub-tree is the treeitem's sibling, owned through aria-owns; the item is named by its title alone.
  return (
    <li role="none" className="relative" {...(level === 1 ? tree.hoverHandlers(item) : {})}>
      <div
        role="treeitem"
        aria-level={level}
        aria-expanded={expanded}
        aria-owns={expanded ? groupId : undefined}
        aria-labelledby={titleId}
        data-state={expanded ? 'open' : 'closed'}
        data-active-trail={inTrail ? '' : undefined}
        {...treeItemAttributes(tree, item, level)}
        className={cn(
          rowClass(collapsed, level),
          treeItemFocus,
          'text-sidebar-text',
          // The group holding the shown page stands out: brighter title, or the active colour as a lone icon.
          inTrail && (flyoutGroup ? 'text-sidebar-active-text' : 'text-on-solid'),
        )}
        style={indent(collapsed, level)}
        onClick={() => {
          tree.setFocusKey(item.key);
          if (flyoutGroup) {
            if (expanded) tree.closeFlyout();
            else tree.openFlyout(item.key);
          } else tree.toggleGroup(item.key, !expanded);
        }}
      >
        <ItemIcon item={item} collapsed={collapsed} level={level} />
        <span id={titleId} className={titleClass(collapsed, level)}>
          {item.title}
        </span>
        {flyoutGroup ? null : (
          <ChevronDown aria-hidden className={cn('size-3.5 shrink-0 transition-transform', expanded && 'rotate-180')} />
        )}
      </div>
      {flyoutGroup && expanded && flyout ? (
        <GroupFlyout flyout={flyout} title={item.title}>
          {group}
        </GroupFlyout>
      ) : null}
      {!flyoutGroup && expanded ? group : null}
    </li>
  );
}

/** One item of the menu tree: a link, or a group with its sub-tree (in place, or flying out when collapsed). */
export function SidebarMenuItem({ item, level }: { item: SidebarItem; level: number }) {
  return item.kind === 'link' ? <SidebarLink item={item} level={level} /> : <SidebarGroup item={item} level={level} />;
}
