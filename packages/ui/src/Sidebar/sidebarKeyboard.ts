import type { KeyboardEvent } from 'react';
import type { Flyout } from './SidebarContext';
import type { SidebarItem } from './sidebarItems';

/** An item shown in the tree (its groups above are open), in the order shown. */
export interface VisibleNode {
  key: string;
  item: SidebarItem;
  parentKey: string | null;
}

interface TreeKeyboardOptions {
  visibleNodes: readonly VisibleNode[];
  collapsed: boolean;
  flyout: Flyout | null;
  isExpanded: (item: SidebarItem, level: number) => boolean;
  /** Opens or closes a group: in place, or as a flyout for a collapsed top-level group. */
  setExpanded: (node: VisibleNode, open: boolean) => void;
  focusItem: (key: string | undefined) => void;
  closeFlyout: () => void;
}

/**
 * The tree pattern's keys: arrows move and open, Home / End jump, Enter / Space follow a link
 * or toggle a group, Escape closes a flyout.
 */
export function handleTreeKeyDown(
  event: KeyboardEvent<HTMLUListElement>,
  { visibleNodes, collapsed, flyout, isExpanded, setExpanded, focusItem, closeFlyout }: TreeKeyboardOptions,
) {
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
