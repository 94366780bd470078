import type { AnswerData, EndpointName, SessionManagerInfo, Member, MenuNode, MoneySettings } from '@vending/contract';
import { currencies } from '@vending/contract/money';
import type { DataReader } from './catalogue';
import * as r from './read';
import { contractIfLoaded } from './routes';

/*
 * What the console requires of a successful answer's `data`. The contract's schemas describe
 * the reference server exactly and keep it honest in its own tests; a backend that answers
 * only what docs/SPECIFICATION.md guarantees must work too. So the calls the specification
 * lists are read here for what it guarantees and what the console uses, and everything else is
 * optional with a fallback. Each reader's output is the contract's type, so pages keep it.
 * Loaded with the transport, never on the first screen.
 *
 * Written by hand (read.ts), without the contract's schemas or any zod: the session and the
 * members page read their answers without loading every group's schemas or zod (whose mini
 * build was still 17 KB gzip of a list page opened directly, docs/BENCHMARKS.md). A call
 * without a reader here is read with the contract's schema (routes.ts loads the contract before
 * sending it). answers.test.ts holds the readers that copy a contract schema (a member row, the
 * money settings) to it.
 */

/**
 * The user info (docs/SPECIFICATION.md §3): `managerId` and `managerType` are guaranteed;
 * the name comes from `username`, else the id; no avatar is an empty avatar.
 */
const managerInfoFields = r.object({
  managerId: r.integer,
  managerType: r.integer,
  username: r.optionalText,
  realName: r.optionalText,
  phone: r.optionalText,
  avatar: r.optionalText,
  isFlag: r.unknown,
  // The reference server's own: true when someone else set the password. Absent elsewhere.
  mustChangePassword: r.unknown,
  // The reference server's own: an agent account's agent (代理商账号). Absent elsewhere: not one.
  agentId: (value, path) => {
    try {
      return r.nullish(r.integer)(value, path) ?? null;
    } catch {
      return null;
    }
  },
  // The reference server's own: the business's time zone, which times and days are shown in.
  // Absent elsewhere: the browser's own zone.
  timeZone: r.optionalText,
});
const managerInfo: r.Read<SessionManagerInfo> = (value, path) => {
  const info = managerInfoFields(value, path);
  return {
    managerId: info.managerId,
    managerType: info.managerType,
    username: info.username || String(info.managerId),
    realName: info.realName ?? '',
    phone: info.phone ?? '',
    avatar: info.avatar || null,
    // The console reads no flag of its own user; a disabled one would not be logged in.
    isFlag: info.isFlag === 0 || info.isFlag === '0' ? 0 : 1,
    mustChangePassword: info.mustChangePassword === true,
    agentId: info.agentId ?? null,
    ...(info.timeZone ? { timeZone: info.timeZone } : {}),
  };
};

/** A menu node (docs/SPECIFICATION.md §3): `interfaceName`, `isFlag` and `sysMenuList`; names and paths are the console's own. */
const menuNodeFields = r.object({
  interfaceName: r.string,
  isFlag: r.integer,
  // A permitted page's level (查看 view / 管理 manage); an older server sends none: manage.
  level: r.optional(r.oneOf(['view', 'manage'])),
  // A leaf may arrive with null or without the list.
  sysMenuList: (value, path) => r.nullish(r.array(menuNode))(value, path),
  name: r.optionalText,
  path: r.optionalText,
});
function menuNode(value: unknown, path: string): MenuNode {
  const node = menuNodeFields(value, path);
  return {
    interfaceName: node.interfaceName,
    name: node.name ?? '',
    path: node.path ?? '',
    isFlag: node.isFlag,
    ...(node.level ? { level: node.level } : {}),
    sysMenuList: node.sysMenuList ?? [],
  };
}

/** A member row: the contract's `member`, its texts falling back to empty. */
const memberFields = r.object({
  userId: r.int,
  nickName: r.optionalText,
  phone: r.optionalText,
  avatar: r.optionalText,
  /** Wallet balance in minor units. */
  balance: r.int,
  isFlag: r.oneOf([0, 1]),
  createTime: r.instant,
});
const memberRow: r.Read<Member> = (value, path) => {
  const row = memberFields(value, path);
  return { ...row, nickName: row.nickName ?? '', phone: row.phone ?? '', avatar: row.avatar || null };
};

/** The money settings: the contract's `moneySettings` (every page showing money reads them). */
const moneySettings: r.Read<MoneySettings> = r.object({
  currency: r.oneOf(currencies),
  gstRate: r.number(0, 50),
  adjustmentApprovalLimit: r.optional((value, path) => r.number(0, Number.MAX_SAFE_INTEGER)(r.int(value, path), path)),
  currencyLocked: r.optional(r.boolean),
  updatedBy: r.nullable(r.string),
  updateTime: r.nullable(r.instant),
});

/** A page's total: an integer (also as text) of 0 or more. */
const total: r.Read<number> = (value, path) => r.number(0, Number.MAX_SAFE_INTEGER)(r.integer(value, path), path);

type AnswerReaders = { [Name in EndpointName]?: r.Read<AnswerData<Name>> };

const readers: AnswerReaders = {
  getManagerInfo: managerInfo,
  getMenuList: r.array(menuNode),
  logout: r.unread,
  updatePwd: r.unread,
  updateUserIsFlag: r.unread,
  getUserList: r.object({ rows: r.array(memberRow), total }),
  getMoneySettings: moneySettings,
};

/** Whether the console reads the call's answer itself (else the contract's schema does). */
export function hasOwnReader(name: EndpointName): boolean {
  return name in readers;
}

/**
 * The schema of `data` in a successful answer of `name`; undefined for file answers. Without
 * a reader here, the contract's: loaded before the call was sent (routes.ts).
 */
export function answerSchema(name: EndpointName): DataReader | undefined {
  const read = readers[name];
  if (read) return r.reader(read as r.Read<unknown>);
  const endpoints = contractIfLoaded();
  if (!endpoints) throw new Error(`The contract was not loaded before ${name} was sent.`);
  const data = endpoints[name].data;
  return 'binary' in data ? undefined : data;
}
