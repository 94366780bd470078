import { menu, SUPER_ADMINISTRATOR_TYPE, type MenuNode, type PageLevel } from '@vending/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { managers } from '../administrators';
import { heldPageLevels } from './held';

/**
 * The console's menu marked with the level each page is held at (undefined: not permitted);
 * a group is permitted when one of its pages is.
 */
export function menuTree(levelOf: (interfaceName: string) => PageLevel | undefined): MenuNode[] {
  return menu.map((group) => {
    const pages = group.children.map((page): MenuNode => {
      const level = levelOf(page.interfaceName);
      return {
        interfaceName: page.interfaceName,
        name: page.name,
        path: page.path,
        isFlag: level ? 1 : 0,
        ...(level ? { level } : {}),
        sysMenuList: [],
      };
    });
    return {
      interfaceName: group.interfaceName,
      name: group.name,
      path: group.path,
      isFlag: pages.some((page) => page.isFlag > 0) ? 1 : 0,
      sysMenuList: pages,
    };
  });
}

/**
 * The pages an administrator holds (the union over its roles; `levels` the highest level of
 * each); null when the administrator does not exist.
 */
export async function permittedPages(
  db: Database,
  managerId: number,
): Promise<{ all: boolean; pages: Set<string>; levels: Map<string, PageLevel> } | null> {
  const [target] = await db
    .select({ managerType: managers.managerType })
    .from(managers)
    .where(eq(managers.id, managerId));
  if (!target) return null;
  if (target.managerType === SUPER_ADMINISTRATOR_TYPE) return { all: true, pages: new Set(), levels: new Map() };
  const levels = await heldPageLevels(db, managerId);
  return { all: false, pages: new Set(levels.keys()), levels };
}

export async function menuTreeOf(db: Database, managerId: number): Promise<MenuNode[] | null> {
  const held = await permittedPages(db, managerId);
  return held && menuTree((interfaceName) => (held.all ? 'manage' : held.levels.get(interfaceName)));
}
