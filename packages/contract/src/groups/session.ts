import { z } from 'zod';
import { endpoint } from '../endpoint';
import { flagValue, newPassword, recordId } from '../fields';
import { textParam } from '../wire';

// One's own session: login, who one is, one's menu and password (docs/SPECIFICATION.md §7).

export const loginRequest = z.strictObject({
  username: textParam(64),
  password: z.string().min(1, 'must not be empty').max(256),
});
/** The login answer's data is the bearer token. */
export const loginData = z.string().min(1);

export const emptyRequest = z.strictObject({});

export const managerInfo = z.object({
  managerId: z.int(),
  /** SUPER_ADMINISTRATOR_TYPE (1) or ORDINARY_ADMINISTRATOR_TYPE (2), see roles.ts. */
  managerType: z.int(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  isFlag: flagValue,
});
export type ManagerInfo = z.infer<typeof managerInfo>;
/** The logged-in administrator, and whether they must change a password someone else chose first. */
export const sessionManagerInfo = managerInfo.extend({
  mustChangePassword: z.boolean().optional(),
  /** An agent account's agent (代理商账号: it applies for its agent's withdrawals); null for the platform's administrators. */
  agentId: z.int().nullable().optional(),
  /**
   * The business's time zone (IANA name, the server's BUSINESS_TIME_ZONE): the console shows every
   * time and day in it, and a day of a date filter means that day there (docs/SPECIFICATION.md);
   * without it (a story's fixture user) the console shows the browser's own zone.
   */
  timeZone: z.string().min(1).optional(),
});
export type SessionManagerInfo = z.infer<typeof sessionManagerInfo>;

export interface MenuNode {
  interfaceName: string;
  name: string;
  path: string;
  /** Greater than 0 = permitted (docs/SPECIFICATION.md §6). */
  isFlag: number;
  /**
   * A permitted page's level, from the roles held: `view` (查看) opens its reads only, `manage`
   * (管理) its writes too. Absent on groups and on pages not permitted.
   */
  level?: PageLevel;
  sysMenuList: MenuNode[];
}

/** The levels a page is held at: 查看 (view) and 管理 (manage). */
export const pageLevels = ['view', 'manage'] as const;
export type PageLevel = (typeof pageLevels)[number];
export const menuNode: z.ZodType<MenuNode> = z
  .object({
    interfaceName: z.string(),
    name: z.string(),
    path: z.string(),
    isFlag: z.int(),
    level: z.enum(pageLevels).optional(),
    get sysMenuList() {
      return z.array(menuNode);
    },
  })
  // Named so that the OpenAPI document can refer to the recursive shape.
  .meta({ id: 'MenuNode' });
export const menuTree = z.array(menuNode);

export const menuListRequest = z.strictObject({ managerId: recordId });

export const updatePasswordRequest = z.strictObject({
  oldPassWord: z.string().min(1, 'must not be empty').max(256),
  passWord: newPassword,
});

export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/sys-manager/admin/login',
    encoding: 'form',
    request: loginRequest,
    data: loginData,
    menu: null,
    public: true,
    summary: 'Log in; data is the bearer token.',
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/sys-manager/admin/logout',
    encoding: 'none',
    request: emptyRequest,
    data: z.null(),
    menu: null,
    summary: 'Log out: revokes every session of the administrator.',
  }),
  getManagerInfo: endpoint({
    method: 'GET',
    path: '/api/sys-manager/admin/getManagerInfo',
    encoding: 'none',
    request: emptyRequest,
    data: sessionManagerInfo,
    menu: null,
    summary: 'The logged-in administrator.',
  }),
  getMenuList: endpoint({
    method: 'GET',
    path: '/api/sys-menu/back/getMenuList',
    encoding: 'query',
    request: menuListRequest,
    data: menuTree,
    menu: null,
    summary: "The menu tree marked with the administrator's permissions (own managerId unless super).",
  }),
  updatePwd: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/admin/updatePwd',
    encoding: 'form',
    request: updatePasswordRequest,
    data: z.null(),
    menu: null,
    summary: 'Change own password; failure is code 0 with data.message. Revokes every session.',
  }),
} as const;
