import { menu, SUPER_ADMINISTRATOR_TYPE, type MenuNode } from '@vending/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { heldPageLevels } from '../roles/held';
import { managers } from './tables';

/** The console's menu marked with what `permitted` allows; a group is permitted when one of its pages is. */
export function menuTree(permitted: (interfaceName: string) => boolean): MenuNode[] {
  return menu.map((group) => {
    const pages = group.children.map((page) => ({
      interfaceName: page.interfaceName,
      name: page.name,
      path: page.path,
      isFlag: permitted(page.interfaceName) ? 1 : 0,
      sysMenuList: [],
    }));
    return {
      interfaceName: group.interfaceName,
      name: group.name,
      path: group.path,
      isFlag: pages.some((page) => page.isFlag > 0) ? 1 : 0,
      sysMenuList: pages,
    };
  });
}

/** The pages an administrator holds (the union over its roles); null when the administrator does not exist. */
export async function permittedPages(
  db: Database,
  managerId: number,
): Promise<{ all: boolean; pages: Set<string> } | null> {
  const [target] = await db
    .select({ managerType: managers.managerType })
    .from(managers)
    .where(eq(managers.id, managerId));
  if (!target) return null;
  if (target.managerType === SUPER_ADMINISTRATOR_TYPE) return { all: true, pages: new Set() };
  return { all: false, pages: new Set((await heldPageLevels(db, managerId)).keys()) };
}

export async function menuTreeOf(db: Database, managerId: number): Promise<MenuNode[] | null> {
  const held = await permittedPages(db, managerId);
  return held && menuTree((interfaceName) => held.all || held.pages.has(interfaceName));
}
