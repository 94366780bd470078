import type { MenuNode } from '@vending/contract';
import { menu, type MenuGroup, type MenuPage } from '@vending/contract/menu';
import { HOME_PATH } from '../config/constants';

/** Every interface name the server marks permitted (isFlag > 0), at any depth (docs/SPECIFICATION.md §6). */
export function permittedInterfaceNames(tree: readonly MenuNode[]): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.isFlag > 0) names.add(node.interfaceName);
      visit(node.sysMenuList);
    }
  };
  visit(tree);
  return names;
}

/**
 * The pages the server marks held at 查看 (view) only: their writes are refused (code 21), so
 * the console offers none there (docs/SPECIFICATION.md §6).
 */
export function viewOnlyInterfaceNames(tree: readonly MenuNode[]): Set<string> {
  const names = new Set<string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.isFlag > 0 && node.level === 'view') names.add(node.interfaceName);
      visit(node.sysMenuList);
    }
  };
  visit(tree);
  return names;
}

/**
 * What an administrator may open: everything (super administrator) or the named entries,
 * some of them (`viewOnly`) to read only.
 */
export type Permissions =
  { kind: 'all' } | { kind: 'some'; interfaceNames: ReadonlySet<string>; viewOnly?: ReadonlySet<string> };

/** The paths of the pages held at 查看 only. */
export function viewOnlyPaths(permissions: Permissions, groups: readonly MenuGroup[] = menu): Set<string> {
  if (permissions.kind === 'all' || !permissions.viewOnly) return new Set();
  const viewOnly = permissions.viewOnly;
  return new Set(
    groups.flatMap((group) =>
      group.children.filter((page) => viewOnly.has(page.interfaceName)).map((page) => page.path),
    ),
  );
}

/**
 * The route tree filtered by matching route titles to permitted interface names (docs/SPECIFICATION.md §6):
 * a page needs its own name permitted; a group needs its name and at least one page.
 */
export function permittedMenu(permissions: Permissions, groups: readonly MenuGroup[] = menu): MenuGroup[] {
  if (permissions.kind === 'all') return [...groups];
  const allowed = (entry: { interfaceName: string }) => permissions.interfaceNames.has(entry.interfaceName);
  return groups
    .filter(allowed)
    .map((group) => ({ ...group, children: group.children.filter(allowed) }))
    .filter((group) => group.children.length > 0);
}

/** Paths of the layout's pages the administrator may open. */
export function permittedPaths(groups: readonly MenuGroup[]): Set<string> {
  return new Set(groups.flatMap((group) => group.children.map((page: MenuPage) => page.path)));
}

/**
 * Where "home" leads an administrator (the welcome page's way in, the 401 and 404 pages' way
 * back): the home dashboard when permitted, else the first page of their menu; null when they
 * may open no page at all, or no session is loaded.
 */
export function firstPagePath(
  session: { paths: ReadonlySet<string>; menu: readonly MenuGroup[] } | null | undefined,
): string | null {
  if (!session) return null;
  if (session.paths.has(HOME_PATH)) return HOME_PATH;
  for (const group of session.menu) {
    const page = group.children.find((child) => !child.hidden && session.paths.has(child.path));
    if (page) return page.path;
  }
  return null;
}

/** Every page path inside the main layout, permitted or not. */
export const layoutPaths: ReadonlySet<string> = permittedPaths(menu);
