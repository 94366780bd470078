import type { AnswerData, EndpointName, SessionManagerInfo, Member, MenuNode, MoneySettings } from '@vending/contract';
import { currencies } from '@vending/contract/money';
import * as z from 'zod/mini';
import type { DataReader } from './catalogue';
import { contractIfLoaded } from './routes';

/*
 * What the console requires of a successful answer's `data`. The contract's schemas describe
 * the reference server exactly and keep it honest in its own tests; a backend that answers
 * only what docs/SPECIFICATION.md guarantees must work too. So the calls the specification
 * lists are read here for what it guarantees and what the console uses, and everything else is
 * optional with a fallback. Each reader's output is the contract's type, so pages keep it.
 * Loaded with the transport, never on the first screen.
 *
 * Written with zod/mini, without the contract's schemas: the session and the members page
 * read their answers without loading every group's schemas and zod's full API (11 KB instead
 * of 37 KB gzip, docs/BENCHMARKS.md). A call without a reader here is read with the contract's
 * schema (routes.ts loads the contract before sending it). answers.test.ts holds the readers
 * that copy a contract schema (a member row, the money settings) to it.
 */

/** An integer, also when sent as decimal text. */
const integer = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\s*-?\d{1,15}\s*$/)), z.transform(Number))]);

/** A text the console only shows: anything else (absent, null, another type) reads as empty. */
const optionalText = z.catch(z.nullish(z.string()), null);

/** Data the specification does not show ("not shown"): accepted whatever it is, and not handed on. */
const unread = z.pipe(
  z.unknown(),
  z.transform((): null => null),
);

/**
 * The user info (docs/SPECIFICATION.md §3): `managerId` and `managerType` are guaranteed;
 * the name comes from `username`, else the id; no avatar is an empty avatar.
 */
const managerInfo = z.pipe(
  z.object({
    managerId: integer,
    managerType: integer,
    username: optionalText,
    realName: optionalText,
    phone: optionalText,
    avatar: optionalText,
    isFlag: z.optional(z.unknown()),
    // The reference server's own: true when someone else set the password. Absent elsewhere.
    mustChangePassword: z.optional(z.unknown()),
    // The reference server's own: an agent account's agent (代理商账号). Absent elsewhere: not one.
    agentId: z.catch(z.nullish(integer), null),
  }),
  z.transform((info): SessionManagerInfo => ({
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
  })),
);

/** A menu node (docs/SPECIFICATION.md §3): `interfaceName`, `isFlag` and `sysMenuList`; names and paths are the console's own. */
const menuNode: z.ZodMiniType<MenuNode> = z.lazy(() =>
  z.pipe(
    z.object({
      interfaceName: z.string(),
      isFlag: integer,
      // A permitted page's level (查看 view / 管理 manage); an older server sends none: manage.
      level: z.optional(z.enum(['view', 'manage'])),
      // A leaf may arrive with null or without the list.
      sysMenuList: z.nullish(z.array(menuNode)),
      name: optionalText,
      path: optionalText,
    }),
    z.transform((node): MenuNode => ({
      interfaceName: node.interfaceName,
      name: node.name ?? '',
      path: node.path ?? '',
      isFlag: node.isFlag,
      ...(node.level ? { level: node.level } : {}),
      sysMenuList: node.sysMenuList ?? [],
    })),
  ),
);

/** An instant, as ISO 8601 text in UTC (the contract's `instant`). */
const instant = z.iso.datetime();

/** A member row: the contract's `member`, its texts falling back to empty. */
const memberRow = z.pipe(
  z.object({
    userId: z.int(),
    nickName: optionalText,
    phone: optionalText,
    avatar: optionalText,
    /** Wallet balance in minor units. */
    balance: z.int(),
    isFlag: z.union([z.literal(0), z.literal(1)]),
    createTime: instant,
  }),
  z.transform((row): Member => ({
    ...row,
    nickName: row.nickName ?? '',
    phone: row.phone ?? '',
    avatar: row.avatar || null,
  })),
);

/** The money settings: the contract's `moneySettings` (every page showing money reads them). */
const moneySettings: z.ZodMiniType<MoneySettings> = z.object({
  currency: z.enum(currencies),
  gstRate: z.number().check(z.minimum(0), z.maximum(50)),
  updatedBy: z.nullable(z.string()),
  updateTime: z.nullable(instant),
});

type AnswerReaders = { [Name in EndpointName]?: z.ZodMiniType<AnswerData<Name>> };

const readers: AnswerReaders = {
  getManagerInfo: managerInfo,
  getMenuList: z.array(menuNode),
  logout: unread,
  updatePwd: unread,
  updateUserIsFlag: unread,
  getUserList: z.object({ rows: z.array(memberRow), total: z.pipe(integer, z.int().check(z.minimum(0))) }),
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
  const reader = readers[name];
  if (reader) return reader as DataReader;
  const endpoints = contractIfLoaded();
  if (!endpoints) throw new Error(`The contract was not loaded before ${name} was sent.`);
  const data = endpoints[name].data;
  return 'binary' in data ? undefined : data;
}
