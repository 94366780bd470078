import { menu, type MenuGroup } from '@vending/contract/menu';
import type { BreadcrumbItem, MenuEntry } from '@vending/ui';
import { routeByPath, type ConsoleRouteHandle } from './routeTable';

/** Hidden detail pages highlight the list they belong to (docs/SPECIFICATION.md §2 lists them as hidden). */
const listOfDetail: Readonly<Record<string, string>> = {
  '/member/detail': '/member/list',
  '/equipmentOrders/detail': '/equipmentOrders/list',
  '/feedback/detail': '/feedback/list',
};

/** The sidebar's entries for the permitted groups: titles are the interface names (raw titles). */
export function sidebarEntries(groups: readonly MenuGroup[]): MenuEntry[] {
  return groups.map((group) => ({
    name: group.name,
    path: group.path,
    meta: { title: group.interfaceName, icon: group.icon },
    children: group.children.map((page) => ({
      name: page.name,
      path: page.path,
      hidden: page.hidden ?? false,
      meta: { title: page.interfaceName, ...(listOfDetail[page.path] && { activeMenu: listOfDetail[page.path] }) },
    })),
  }));
}

/** Route name by raw title, so a title is translated by its route's key (docs/SPECIFICATION.md §2). */
const nameByTitle: ReadonlyMap<string, string> = new Map(
  menu.flatMap((group) => [
    [group.interfaceName, group.name] as const,
    ...group.children.map((page) => [page.interfaceName, page.name] as const),
  ]),
);

/** Translates a raw title by its route's key, keeping the raw title when no translation exists. */
export function menuTitleTranslator(t: (key: string) => string, exists: (key: string) => boolean) {
  return (title: string): string => {
    const name = nameByTitle.get(title);
    return name && exists(`routes.${name}`) ? t(`routes.${name}`) : title;
  };
}

/** The matched route chain: group (text), the list a detail page belongs to, the page. */
export function breadcrumbOf(handle: ConsoleRouteHandle, translate: (title: string) => string): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [];
  const group = menu.find((entry) => entry.name === handle.group.name);
  const isSinglePageGroup = (group?.children.length ?? 0) === 1;
  if (!isSinglePageGroup) items.push({ title: translate(handle.group.title), navigable: false });
  const page = group?.children.find((child) => child.name === handle.name);
  const listPath = page ? listOfDetail[page.path] : undefined;
  const list = listPath ? group?.children.find((child) => child.path === listPath) : undefined;
  if (list) items.push({ title: translate(list.interfaceName), path: list.path });
  items.push({ title: translate(handle.title) });
  return withoutRepeats(items);
}

/**
 * A group and its page may share one word in a language (会员管理 and 会员列表 are both
 * "Members" in English): a crumb repeating the one before it says nothing, so the later, more
 * specific one (the page, or the list a detail belongs to) stands for both.
 */
function withoutRepeats(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return items.filter((item, index) => item.title !== items[index + 1]?.title);
}

/**
 * The key of a page's tab in the strip: its path; a hidden detail page's path with the id it
 * shows, so that two records are two tabs (订单详情 #514 beside #710, each coming back to itself).
 */
export function tabKeyOf(path: string, search: string): string {
  if (!routeByPath.get(path)?.handle.hidden) return path;
  const id = new URLSearchParams(search).get('id');
  return id ? `${path}?id=${encodeURIComponent(id)}` : path;
}

/**
 * A hidden detail page's tab names the record it shows (反馈详情 #12), from the `id` of its key
 * or of the query it was opened with; every other tab is its page's title.
 */
export function tabTitle(title: string, key: string, query: string | undefined): string {
  const [path = key, keyQuery = ''] = key.split('?');
  if (!routeByPath.get(path)?.handle.hidden) return title;
  const id = new URLSearchParams(keyQuery).get('id') ?? new URLSearchParams(query ?? '').get('id');
  return id ? `${title} #${id}` : title;
}
