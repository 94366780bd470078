import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, newPassword, optionalPhone, recordId } from '../fields';
import { pageInterfaceNames } from '../menu';
import { dateParam, flagParam, instant, pagedRows, pagingParams, textParam } from '../wire';
import { selectOption } from './agents';
import { managerInfo, menuTree, pageLevels } from './session';

// Administrators (管理员管理): accounts, their flag, password and permitted pages.

export const managerListRequest = z.strictObject({
  keyword: textParam(50).optional(),
  isFlag: flagParam.optional(),
  ...pagingParams,
});
export const managerRow = managerInfo.extend({
  createTime: instant,
  lastLoginTime: instant.nullable(),
  /**
   * Whether the caller may act on this administrator: themselves; not another super
   * administrator; otherwise only one whose every page the caller holds too.
   */
  manageable: z.boolean(),
  /** An agent account's agent (代理商账号); null for the platform's administrators. */
  agentId: z.int().nullable(),
});
export type ManagerRow = z.infer<typeof managerRow>;
export const managerPage = pagedRows(managerRow);

export const addManagerRequest = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{3,32}$/, 'must be 3-32 letters, digits or underscores'),
  realName: textParam(32),
  phone: optionalPhone.default(''),
  passWord: newPassword,
  /** The agent an agent account (代理商账号) acts for; it then holds the preset role 代理商. Absent: a platform account. */
  agentId: recordId.optional(),
});
export const addManagerData = z.object({ managerId: z.int() });

export const updateManagerRequest = z.strictObject({
  managerId: recordId,
  realName: textParam(32),
  phone: optionalPhone.default(''),
  /** The agent it acts for (linking gives it the preset role 代理商); absent: linked to none. */
  agentId: recordId.optional(),
});

export const managerFlagRequest = z.strictObject({ managerId: recordId, isFlag: flagParam });

export const resetManagerPasswordRequest = z.strictObject({ managerId: recordId, passWord: newPassword });

export const managerMenusRequest = z.strictObject({ managerId: recordId });

export const updateManagerMenusRequest = z.strictObject({
  managerId: recordId,
  /** The pages the administrator may open; groups follow from their pages. */
  interfaceNames: z.array(z.enum(pageInterfaceNames as [string, ...string[]])).max(pageInterfaceNames.length),
});

export const managerAuditRequest = z.strictObject({ managerId: recordId, ...pagingParams });
/** One event of the audit trail: a write, an export, a login or a refusal for want of a permission. */
export const auditRow = z.object({
  auditId: z.int(),
  time: instant,
  /** The call, by its contract name (`resetManagerPwd`, `login`…). */
  action: z.string(),
  /** The page whose permission the call takes (a menu interface name); null for any administrator's calls. */
  page: z.string().nullable(),
  /** The record acted on, as `field=id` pairs; empty when none. */
  target: z.string(),
  /** The envelope code answered: 1 done, 0 refused, 21 no permission… */
  result: z.int(),
  message: z.string(),
  address: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

// 安全事件: the trail's security events, whoever (or no one) they belong to.

/**
 * The kinds of security event: a login refused for a wrong name or password (or a disabled
 * account), a login refused because too many were tried, and a call refused for want of a
 * permission.
 */
export const securityEventKinds = ['loginFailed', 'loginThrottled', 'refused'] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const securityEventListRequest = z
  .strictObject({
    kind: z.enum(securityEventKinds).optional(),
    /** Part of the user name tried (or of the administrator refused). */
    keyword: textParam(50).optional(),
    /** Part of the client address. */
    address: textParam(64).optional(),
    startTime: dateParam.optional(),
    endTime: dateParam.optional(),
    ...pagingParams,
  })
  .refine(dateRangeInOrder, dateRangeMessage);
export const securityEventRow = z.object({
  auditId: z.int(),
  time: instant,
  kind: z.enum(securityEventKinds),
  /** The user name tried at the login, or the refused administrator's. */
  username: z.string(),
  address: z.string(),
  /** The call refused (its contract name) and the page it needed; the answer's message. */
  action: z.string(),
  page: z.string().nullable(),
  message: z.string(),
});
export type SecurityEventRow = z.infer<typeof securityEventRow>;

/**
 * The answers a security event records as its message (stored in Chinese, as they were said):
 * the server says them in either language, and 安全事件 shows a stored one in the console's.
 */
export const securityEventMessages = {
  noPermission: { zh: '没有权限', en: 'You do not have permission' },
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  loginThrottled: { zh: '登录失败次数过多，请稍后再试', en: 'Too many failed logins; please try again later' },
} as const;
export type SecurityEventMessage = keyof typeof securityEventMessages;

// 角色管理: roles open pages at a level and limit the rows to a data scope (docs/SPECIFICATION.md §6).

/** A role's data scope: 全部 every row, 自定义 the chosen targets', 本代理商 the holder's own agent's. */
export const dataScopeKinds = ['all', 'custom', 'own_agent'] as const;
export type DataScopeKind = (typeof dataScopeKinds)[number];
/** What a custom scope lists: regions, agents, merchants or devices. */
export const scopeDimensions = ['region', 'agent', 'merchant', 'device'] as const;
export type ScopeDimension = (typeof scopeDimensions)[number];
/** The preset roles every database has (copied to make one's own). */
export const presetRoleKeys = ['regionManager', 'restocker', 'finance', 'auditor', 'agent'] as const;
export type PresetRoleKey = (typeof presetRoleKeys)[number];

export const rolePage = z.strictObject({
  interfaceName: z.enum(pageInterfaceNames as [string, ...string[]]),
  level: z.enum(pageLevels),
});
export const roleScopeTarget = z.strictObject({ dimension: z.enum(scopeDimensions), targetId: recordId });

export const roleListRequest = z.strictObject({ keyword: textParam(50).optional(), ...pagingParams });
export const roleRow = z.object({
  roleId: z.int(),
  name: z.string(),
  description: z.string(),
  dataScope: z.enum(dataScopeKinds),
  presetKey: z.enum(presetRoleKeys).nullable(),
  pages: z.array(rolePage),
  targets: z.array(roleScopeTarget),
  /** How many administrators hold it. */
  holders: z.int().min(0),
  createTime: instant,
  updateTime: instant.nullable(),
});
export type RoleRow = z.infer<typeof roleRow>;
export const rolePageRows = pagedRows(roleRow);

const roleFields = {
  name: textParam(32),
  description: z.string().trim().max(200).default(''),
  dataScope: z.enum(dataScopeKinds),
  pages: z.array(rolePage).max(pageInterfaceNames.length),
  /** The targets of a custom scope; none for the other kinds. */
  targets: z.array(roleScopeTarget).max(500).default([]),
};
export const addRoleRequest = z.strictObject(roleFields);
export const updateRoleRequest = z.strictObject({ roleId: recordId, ...roleFields });
export const roleIdRequest = z.strictObject({ roleId: recordId });
export const copyRoleRequest = z.strictObject({ roleId: recordId, name: textParam(32) });
export const roleHolder = z.object({ managerId: z.int(), username: z.string(), realName: z.string(), isFlag: z.int() });
export const managerRolesRequest = z.strictObject({ managerId: recordId });
export const setManagerRolesRequest = z.strictObject({
  managerId: recordId,
  roleIds: z.array(recordId).max(100),
});

export const administratorEndpoints = {
  getManagerList: endpoint({
    method: 'GET',
    path: '/api/sys-manager/back/getManagerList',
    encoding: 'query',
    request: managerListRequest,
    data: managerPage,
    menu: '管理员列表',
    summary: 'Administrators, filtered by keyword (username, name, phone) and enabled flag.',
  }),
  addManager: endpoint({
    method: 'POST',
    path: '/api/sys-manager/back/addManager',
    encoding: 'form',
    request: addManagerRequest,
    data: addManagerData,
    menu: '管理员列表',
    summary:
      'Create an ordinary administrator (never a super administrator) with no menus; linked to an agent in scope, an agent account holding the preset 代理商.',
  }),
  updateManager: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/back/updateManager',
    encoding: 'form',
    request: updateManagerRequest,
    data: z.null(),
    menu: '管理员列表',
    summary:
      "Edit an administrator's name, phone and linked agent (an agent in scope; linking gives the preset 代理商).",
  }),
  updateManagerIsFlag: endpoint({
    method: 'POST',
    path: '/api/sys-manager/back/updateManagerIsFlag',
    encoding: 'form',
    request: managerFlagRequest,
    data: z.null(),
    menu: '管理员列表',
    summary: 'Enable or disable an administrator; disabling ends their sessions at once.',
  }),
  resetManagerPwd: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/back/resetManagerPwd',
    encoding: 'form',
    request: resetManagerPasswordRequest,
    data: z.null(),
    menu: '管理员列表',
    summary: "Set another administrator's password; ends their sessions.",
  }),
  getManagerAuditList: endpoint({
    method: 'GET',
    path: '/api/sys-manager/back/getManagerAuditList',
    encoding: 'query',
    request: managerAuditRequest,
    data: pagedRows(auditRow),
    menu: '管理员列表',
    summary: "An administrator's recent actions from the audit trail, newest first.",
  }),
  getSecurityEventList: endpoint({
    method: 'GET',
    path: '/api/sys-manager/back/getSecurityEventList',
    encoding: 'query',
    request: securityEventListRequest,
    data: pagedRows(securityEventRow),
    menu: '安全事件',
    summary:
      'Security events from the audit trail, newest first: failed and throttled logins (with the user name tried) and refusals for want of a permission.',
  }),
  getManagerMenus: endpoint({
    method: 'GET',
    path: '/api/sys-manager/back/getManagerMenus',
    encoding: 'query',
    request: managerMenusRequest,
    data: menuTree,
    menu: '管理员列表',
    summary: "An administrator's menu tree with permitted entries marked.",
  }),
  updateManagerMenus: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/back/updateManagerMenus',
    encoding: 'json',
    request: updateManagerMenusRequest,
    data: z.null(),
    menu: '管理员列表',
    summary: 'Replace the pages an administrator may open. Not for oneself; only pages the caller holds.',
  }),
  getRoleList: endpoint({
    method: 'GET',
    path: '/api/sys-role/back/getRoleList',
    encoding: 'query',
    request: roleListRequest,
    data: rolePageRows,
    menu: '角色管理',
    summary: 'Roles, presets first, with their pages and levels, data scope and how many hold each.',
  }),
  addRole: endpoint({
    method: 'POST',
    path: '/api/sys-role/back/addRole',
    encoding: 'json',
    request: addRoleRequest,
    data: z.object({ roleId: z.int() }),
    menu: '角色管理',
    summary: 'Create a role: pages at 查看/管理 and a data scope, no wider than the caller holds.',
  }),
  updateRole: endpoint({
    method: 'POST',
    path: '/api/sys-role/back/updateRole',
    encoding: 'json',
    request: updateRoleRequest,
    data: z.null(),
    menu: '角色管理',
    summary: 'Replace a role’s name, description, pages and scope; its holders follow at once.',
  }),
  removeRole: endpoint({
    method: 'POST',
    path: '/api/sys-role/back/removeRole',
    encoding: 'form',
    request: roleIdRequest,
    data: z.null(),
    menu: '角色管理',
    summary: 'Delete a role no one holds; a preset or a held role is refused.',
  }),
  copyRole: endpoint({
    method: 'POST',
    path: '/api/sys-role/back/copyRole',
    encoding: 'form',
    request: copyRoleRequest,
    data: z.object({ roleId: z.int() }),
    menu: '角色管理',
    summary: 'A new role with another role’s pages, levels and scope, under a new name.',
  }),
  getRoleHolders: endpoint({
    method: 'GET',
    path: '/api/sys-role/back/getRoleHolders',
    encoding: 'query',
    request: roleIdRequest,
    data: z.object({ rows: z.array(roleHolder) }),
    menu: '角色管理',
    summary: 'The administrators holding a role.',
  }),
  getRoleOptions: endpoint({
    method: 'GET',
    path: '/api/sys-role/back/getRoleOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ rows: z.array(selectOption) }),
    menu: ['管理员列表', '角色管理'],
    summary: 'Every role by name, for choosing an administrator’s roles.',
  }),
  getManagerRoles: endpoint({
    method: 'GET',
    path: '/api/sys-manager/back/getManagerRoles',
    encoding: 'query',
    request: managerRolesRequest,
    data: z.object({ roleIds: z.array(z.int()) }),
    menu: '管理员列表',
    summary: 'The roles an administrator holds.',
  }),
  setManagerRoles: endpoint({
    method: 'POST',
    path: '/api/sys-manager/back/setManagerRoles',
    encoding: 'json',
    request: setManagerRolesRequest,
    data: z.null(),
    menu: '管理员列表',
    summary: 'Replace the roles an administrator holds. Not for oneself; only roles no wider than the caller.',
  }),
} as const;
