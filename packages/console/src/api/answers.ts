import {
  endpoints,
  member,
  type AnswerData,
  type EndpointName,
  type SessionManagerInfo,
  type Member,
  type MenuNode,
} from '@vending/contract';
import { z } from 'zod';

/*
 * What the console requires of a successful answer's `data`. The contract's schemas describe
 * the reference server exactly and keep it honest in its own tests; a backend that answers
 * only what docs/SPECIFICATION.md guarantees must work too. So the calls the specification
 * lists are read here for what it guarantees and what the console uses, and everything else is
 * optional with a fallback. Each reader's output is the contract's type, so pages keep it.
 * Loaded with the transport, never on the first screen.
 */

/** An integer, also when sent as decimal text. */
const integer = z.union([
  z.int(),
  z
    .string()
    .regex(/^\s*-?\d{1,15}\s*$/)
    .transform(Number),
]);

/** A text the console only shows: anything else (absent, null, another type) reads as empty. */
const optionalText = z.string().nullish().catch(null);

/** Data the specification does not show ("not shown"): accepted whatever it is, and not handed on. */
const unread = z.unknown().transform((): null => null);

/**
 * The user info (docs/SPECIFICATION.md §3): `managerId` and `managerType` are guaranteed;
 * the name comes from `username`, else the id; no avatar is an empty avatar.
 */
const managerInfo = z
  .object({
    managerId: integer,
    managerType: integer,
    username: optionalText,
    realName: optionalText,
    phone: optionalText,
    avatar: optionalText,
    isFlag: z.unknown().optional(),
    // The reference server's own: true when someone else set the password. Absent elsewhere.
    mustChangePassword: z.unknown().optional(),
  })
  .transform((info): SessionManagerInfo => ({
    managerId: info.managerId,
    managerType: info.managerType,
    username: info.username || String(info.managerId),
    realName: info.realName ?? '',
    phone: info.phone ?? '',
    avatar: info.avatar || null,
    // The console reads no flag of its own user; a disabled one would not be logged in.
    isFlag: info.isFlag === 0 || info.isFlag === '0' ? 0 : 1,
    mustChangePassword: info.mustChangePassword === true,
  }));

/** A menu node (docs/SPECIFICATION.md §3): `interfaceName`, `isFlag` and `sysMenuList`; names and paths are the console's own. */
const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z
    .object({
      interfaceName: z.string(),
      isFlag: integer,
      // A leaf may arrive with null or without the list.
      sysMenuList: z.array(menuNode).nullish(),
      name: optionalText,
      path: optionalText,
    })
    .transform((node): MenuNode => ({
      interfaceName: node.interfaceName,
      name: node.name ?? '',
      path: node.path ?? '',
      isFlag: node.isFlag,
      sysMenuList: node.sysMenuList ?? [],
    })),
);

/** A member row: what the members page shows and acts on; the rest falls back. */
const memberRow = member
  .extend({ nickName: optionalText, phone: optionalText, avatar: optionalText })
  .transform((row): Member => ({
    ...row,
    nickName: row.nickName ?? '',
    phone: row.phone ?? '',
    avatar: row.avatar || null,
  }));

type AnswerReaders = { [Name in EndpointName]?: z.ZodType<AnswerData<Name>> };

const readers: AnswerReaders = {
  getManagerInfo: managerInfo,
  getMenuList: z.array(menuNode),
  logout: unread,
  updatePwd: unread,
  updateUserIsFlag: unread,
  getUserList: z.object({ rows: z.array(memberRow), total: integer.pipe(z.int().min(0)) }),
};

/** The schema of `data` in a successful answer of `name`; undefined for file answers. */
export function answerSchema(name: EndpointName): z.ZodType | undefined {
  const reader = readers[name];
  if (reader) return reader;
  const data = endpoints[name].data;
  return 'binary' in data ? undefined : data;
}
