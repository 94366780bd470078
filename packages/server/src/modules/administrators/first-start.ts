import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { menu, SUPER_ADMINISTRATOR_TYPE } from '@vending/contract';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/database';
import type { setPersonalPages } from '../roles';
import { managers } from './tables';

/** The groups the demo `operator` may open: members among them, administrators not. */
const OPERATOR_GROUPS = ['首页', '会员管理', '设备管理', '订单管理'];
/** Single pages besides: the testers and the merchants, not the tester applications nor the agents, so a forbidden page can be tried. */
const OPERATOR_PAGES = ['测试员列表', '商户列表'];

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
 * `false` (a demo, not a production database), the limited `operator`, given its pages by
 * `setPages` (roles' setPersonalPages, passed in: roles builds on administrators).
 */
export async function createFirstAccounts(
  db: Database,
  passwords: { admin: string | undefined; operator: string | undefined | false },
  setPages: typeof setPersonalPages,
): Promise<CreatedAccount[]> {
  const [existing] = await db.select({ value: count() }).from(managers);
  if (Number(existing?.value ?? 0) > 0) return [];
  const admin = passwordFor(passwords.admin);
  await db.insert(managers).values({
    username: 'admin',
    realName: '超级管理员',
    managerType: SUPER_ADMINISTRATOR_TYPE,
    passwordHash: await hashPassword(admin.password),
    // A generated password travels through a file: its holder replaces it at the first login.
    mustChangePassword: admin.generated,
  });
  const createdAdmin = admin.generated
    ? { username: 'admin', generatedPassword: admin.password }
    : { username: 'admin' };
  if (passwords.operator === false) return [createdAdmin];
  const operator = passwordFor(passwords.operator);
  const [created] = await db
    .insert(managers)
    .values({
      username: 'operator',
      realName: '运营专员',
      passwordHash: await hashPassword(operator.password),
      mustChangePassword: operator.generated,
    })
    .returning({ id: managers.id });
  const operatorPages = [
    ...menu
      .filter((group) => OPERATOR_GROUPS.includes(group.interfaceName))
      .flatMap((group) => group.children.map((page) => page.interfaceName)),
    ...OPERATOR_PAGES,
  ];
  if (!created) throw new Error('Creating the operator administrator returned no row.');
  await db.transaction((transaction) => setPages(transaction, created.id, operatorPages, null, new Date()));
  return [
    createdAdmin,
    operator.generated ? { username: 'operator', generatedPassword: operator.password } : { username: 'operator' },
  ];
}

/** Where a first start writes the passwords it generated, inside DATA_DIR. */
export const GENERATED_PASSWORDS_FILE = 'first-start-passwords.txt';

/**
 * Writes generated passwords to a file only its owner may read, never to standard output
 * (which log collectors keep), and answers the line telling where; undefined when none was
 * generated. Each must be changed at its first login anyway.
 */
export function writeGeneratedPasswords(dataDir: string, accounts: CreatedAccount[]): string | undefined {
  const generated = accounts.filter((account) => account.generatedPassword);
  if (generated.length === 0) return undefined;
  const file = path.resolve(dataDir, GENERATED_PASSWORDS_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, generated.map((account) => `${account.username}\t${account.generatedPassword}\n`).join(''), {
    mode: 0o600,
  });
  const names = generated.map((account) => `"${account.username}"`).join(' and ');
  return `First start: the generated passwords of ${names} are in ${file} (each is changed at its first login; then delete the file).`;
}
