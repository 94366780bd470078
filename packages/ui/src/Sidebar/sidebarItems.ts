/** A menu entry as the console's route table describes it (docs/SPECIFICATION.md §2). */
export interface MenuEntry {
  name?: string;
  /** Absolute (`/member/list`) or relative to the parent (`list`). */
  path: string;
  /** Hidden entries are not shown in the menu (detail pages). */
  hidden?: boolean;
  /** Show the entry as a group even when it has a single visible child. */
  alwaysShow?: boolean;
  meta?: {
    /** The translation key, shown as is when it has no translation. */
    title?: string;
    /** A menu icon name (see `Icon`). */
    icon?: string;
    /** For a hidden page: the path of the menu item to highlight while it is shown. */
    activeMenu?: string;
  };
  children?: readonly MenuEntry[];
}

/** Translates a title key; returning nothing (or an empty string) keeps the raw title. */
export type TranslateTitle = (title: string) => string | null | undefined;

export interface SidebarLinkItem {
  kind: 'link';
  /** Unique in the menu: the resolved path. */
  key: string;
  path: string;
  title: string;
  icon?: string;
}

export interface SidebarGroupItem {
  kind: 'group';
  key: string;
  path: string;
  title: string;
  icon?: string;
  children: readonly SidebarItem[];
}

export type SidebarItem = SidebarLinkItem | SidebarGroupItem;

/** Joins a child path onto its parent's, unless it is already absolute. */
export function resolveMenuPath(parentPath: string, path: string): string {
  if (path.startsWith('/')) return path;
  if (path === '') return parentPath || '/';
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

function titleOf(entry: MenuEntry, translate: TranslateTitle | undefined): string {
  const raw = entry.meta?.title ?? entry.name ?? entry.path;
  return translate?.(raw) || raw;
}

function buildItem(entry: MenuEntry, parentPath: string, translate: TranslateTitle | undefined): SidebarItem | null {
  if (entry.hidden) return null;
  const path = resolveMenuPath(parentPath, entry.path);
  const title = titleOf(entry, translate);
  const icon = entry.meta?.icon;
  if (!entry.children || entry.children.length === 0) return { kind: 'link', key: path, path, title, icon };

  const children = buildItems(entry.children, path, translate);
  // Exactly one visible child: that child in the entry's place, drawn by these same rules (a
  // link, or the group it is); any other count, none included, is a group (spec §2).
  const [onlyChild] = children;
  if (children.length === 1 && onlyChild && !entry.alwaysShow) {
    return { ...onlyChild, icon: onlyChild.icon ?? icon };
  }
  return { kind: 'group', key: path, path, title, icon, children };
}

function buildItems(
  entries: readonly MenuEntry[],
  parentPath: string,
  translate: TranslateTitle | undefined,
): SidebarItem[] {
  return entries.flatMap((entry) => buildItem(entry, parentPath, translate) ?? []);
}

/**
 * The sidebar's menu rules (docs/SPECIFICATION.md §2) as a pure function:
 * - hidden entries are not shown;
 * - an entry with exactly one visible child and no `alwaysShow` is shown as that child (a link
 *   to it, or the group it is itself), with the parent's icon if the child has none;
 * - otherwise an entry with children is a collapsible group, nested as deep as the data goes;
 *   that holds for an entry whose children are all hidden too (an empty group);
 * - titles go through `translate`, falling back to the raw title (then the name, then the path).
 */
export function buildSidebarItems(entries: readonly MenuEntry[], translate?: TranslateTitle): SidebarItem[] {
  return buildItems(entries, '', translate);
}

/** The menu path to highlight for a page: a hidden page's `meta.activeMenu`, else the page itself. */
export function resolveActiveMenuPath(entries: readonly MenuEntry[], activePath: string, parentPath = ''): string {
  for (const entry of entries) {
    const path = resolveMenuPath(parentPath, entry.path);
    if (path === activePath && entry.meta?.activeMenu) return entry.meta.activeMenu;
    if (entry.children) {
      const nested = resolveActiveMenuPath(entry.children, activePath, path);
      if (nested !== activePath) return nested;
    }
  }
  return activePath;
}

/** The keys from the top group down to the item whose path is `path`; empty when no item matches. */
export function findSidebarTrail(items: readonly SidebarItem[], path: string): string[] {
  for (const item of items) {
    if (item.kind === 'link') {
      if (item.path === path) return [item.key];
    } else {
      const trail = findSidebarTrail(item.children, path);
      if (trail.length > 0) return [item.key, ...trail];
    }
  }
  return [];
}

/** Every link of the menu, with the titles of the groups above it and the nearest icon, in menu order. */
export function flattenSidebarLinks(
  items: readonly SidebarItem[],
  groups: readonly string[] = [],
  inheritedIcon?: string,
): { link: SidebarLinkItem; groups: readonly string[]; icon: string | undefined }[] {
  return items.flatMap((item) =>
    item.kind === 'link'
      ? [{ link: item, groups, icon: item.icon ?? inheritedIcon }]
      : flattenSidebarLinks(item.children, [...groups, item.title], item.icon ?? inheritedIcon),
  );
}
