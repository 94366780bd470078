import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, newPassword, optionalPhone, recordId } from '../fields';
import { pageInterfaceNames } from '../menu';
import { dateParam, flagParam, instant, pagedRows, pagingParams, textParam } from '../wire';
import { managerInfo, menuTree } from './session';

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
});
export const addManagerData = z.object({ managerId: z.int() });

export const updateManagerRequest = z.strictObject({
  managerId: recordId,
  realName: textParam(32),
  phone: optionalPhone.default(''),
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
    summary: 'Create an ordinary administrator (never a super administrator) with no menus.',
  }),
  updateManager: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/back/updateManager',
    encoding: 'form',
    request: updateManagerRequest,
    data: z.null(),
    menu: '管理员列表',
    summary: "Edit an administrator's name and phone.",
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
} as const;
