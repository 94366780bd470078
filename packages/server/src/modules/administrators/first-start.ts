import { randomBytes } from 'node:crypto';
import { menu, SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { managerMenus, managers } from './tables';

/** The groups the demo `operator` may open: members among them, administrators not. */
const OPERATOR_GROUPS = ['首页', '会员管理', '设备管理', '订单管理'];
/** Single pages besides: the tester list but not the tester applications, so a forbidden page can be tried. */
const OPERATOR_PAGES = ['测试员列表'];

export interface CreatedAccount {
  username: string;
  /** Set when the password was generated and must be shown once. */
  generatedPassword?: string;
}

function passwordFor(configured: string | undefined): { password: string; generated: boolean } {
  return configured
    ? { password: configured, generated: false }
    : { password: randomBytes(12).toString('base64url'), generated: true };
}

/**
 * On an empty database: the super administrator `admin` and, when `passwords.operator` is not
 * `false` (a demo, not a production database), the limited `operator`.
 */
export async function createFirstAccounts(
  db: Database,
  passwords: { admin: string | undefined; operator: string | undefined | false },
): Promise<CreatedAccount[]> {
  const [existing] = await db.select({ value: count() }).from(managers);
  if (Number(existing?.value ?? 0) > 0) return [];
  const admin = passwordFor(passwords.admin);
  await db.insert(managers).values({
    username: 'admin',
    realName: '超级管理员',
    managerType: SUPER_ADMINISTRATOR_TYPE,
    passwordHash: await hashPassword(admin.password),
  });
  const createdAdmin = admin.generated
    ? { username: 'admin', generatedPassword: admin.password }
    : { username: 'admin' };
  if (passwords.operator === false) return [createdAdmin];
  const operator = passwordFor(passwords.operator);
  const [created] = await db
    .insert(managers)
    .values({ username: 'operator', realName: '运营专员', passwordHash: await hashPassword(operator.password) })
    .returning({ id: managers.id });
  const operatorPages = [
    ...menu
      .filter((group) => OPERATOR_GROUPS.includes(group.interfaceName))
      .flatMap((group) => group.children.map((page) => page.interfaceName)),
    ...OPERATOR_PAGES,
  ];
  if (!created) throw new Error('Creating the operator administrator returned no row.');
  await db
    .insert(managerMenus)
    .values(operatorPages.map((interfaceName) => ({ managerId: created.id, interfaceName })));
  return [
    createdAdmin,
    operator.generated ? { username: 'operator', generatedPassword: operator.password } : { username: 'operator' },
  ];
}
