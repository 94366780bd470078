import { z } from 'zod';
import { MenuKey } from './menu';
import * as s from './schemas';
import type { UploadKind } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request travels: in the query string, as a URL-encoded form body (the spec's
 * default for anything not declared otherwise), as JSON, as a multipart upload, or not at all.
 */
export type RequestEncoding = 'query' | 'form' | 'json' | 'multipart' | 'none';

/** Marks an answer that is a file rather than an envelope. */
export const xlsxFile = {
  binary: 'xlsx',
  mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type BinaryAnswer = typeof xlsxFile;

/**
 * `menu` of a call that no single page owns and every logged-in administrator may make.
 * An image upload serves the goods, advertisement and system pages alike, so tying it to one
 * page would lock the others out. The gate treats it like null (a token, no page), but a
 * write that skips the page check has to say so by this name; null is for session calls.
 */
export const ANY_ADMINISTRATOR = 'any administrator';
export type AnyAdministrator = typeof ANY_ADMINISTRATOR;

export interface Endpoint<
  Request extends z.ZodType = z.ZodType,
  Data extends z.ZodType | BinaryAnswer = z.ZodType | BinaryAnswer,
> {
  method: HttpMethod;
  path: string;
  encoding: RequestEncoding;
  request: Request;
  /** Schema of `data` in a successful envelope, or the file marker. */
  data: Data;
  /**
   * The menu page whose permission the call needs; null for session calls (one's own login,
   * menu and password); ANY_ADMINISTRATOR for the few other calls every logged-in
   * administrator may make.
   */
  menu: MenuKey | AnyAdministrator | null;
  /** Multipart uploads: which kind of file the `file` field carries (limits are server settings). */
  upload?: UploadKind;
  /** Callable without a token (login only). */
  public: boolean;
  summary: string;
}

function endpoint<const Request extends z.ZodType, const Data extends z.ZodType | BinaryAnswer>(
  definition: Omit<Endpoint<Request, Data>, 'public'> & { public?: boolean },
): Endpoint<Request, Data> {
  return { ...definition, public: definition.public ?? false };
}

export const endpoints = {
  // Session calls of spec §7.
  login: endpoint({
    method: 'POST',
    path: '/api/sys-manager/admin/login',
    encoding: 'form',
    request: s.loginRequest,
    data: s.loginData,
    menu: null,
    public: true,
    summary: 'Log in; data is the bearer token.',
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/sys-manager/admin/logout',
    encoding: 'none',
    request: s.emptyRequest,
    data: z.null(),
    menu: null,
    summary: 'Log out: revokes every session of the administrator.',
  }),
  getManagerInfo: endpoint({
    method: 'GET',
    path: '/api/sys-manager/admin/getManagerInfo',
    encoding: 'none',
    request: s.emptyRequest,
    data: s.managerInfo,
    menu: null,
    summary: 'The logged-in administrator.',
  }),
  getMenuList: endpoint({
    method: 'GET',
    path: '/api/sys-menu/back/getMenuList',
    encoding: 'query',
    request: s.menuListRequest,
    data: s.menuTree,
    menu: null,
    summary: "The menu tree marked with the administrator's permissions (own managerId unless super).",
  }),
  updatePwd: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/admin/updatePwd',
    encoding: 'form',
    request: s.updatePasswordRequest,
    data: z.null(),
    menu: null,
    summary: 'Change own password; failure is code 0 with data.message. Revokes every session.',
  }),

  // Members (spec §7 "users").
  getUserList: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/users/getUserList',
    encoding: 'query',
    request: s.memberListRequest,
    data: s.memberPage,
    menu: MenuKey.MEMBERS,
    summary: 'Members, newest first, filtered by keyword, enabled flag and registration dates.',
  }),
  updateUserIsFlag: endpoint({
    method: 'POST',
    path: '/api/sys-user/back/users/updateUserIsFlag',
    encoding: 'form',
    request: s.memberFlagRequest,
    data: z.null(),
    menu: MenuKey.MEMBERS,
    summary: 'Enable (1) or disable (0) a member.',
  }),
  getUserListExcle: endpoint({
    method: 'GET',
    path: '/api/sys-user/back/users/getUserListExcle',
    encoding: 'query',
    request: s.memberExportRequest,
    data: xlsxFile,
    menu: MenuKey.MEMBERS,
    summary: 'The filtered member list as an .xlsx file.',
  }),

  // Home dashboard.
  getHomeKpis: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getHomeKpis',
    encoding: 'none',
    request: s.emptyRequest,
    data: s.homeKpis,
    menu: MenuKey.HOME,
    summary: 'Headline figures for today and this month.',
  }),
  getSalesTrend: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getSalesTrend',
    encoding: 'query',
    request: s.salesTrendRequest,
    data: s.salesTrend,
    menu: MenuKey.HOME,
    summary: 'Completed orders and sales per day over the last `days` days, oldest first.',
  }),
  getTopGoods: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getTopGoods',
    encoding: 'query',
    request: s.topGoodsRequest,
    data: s.topGoods,
    menu: MenuKey.HOME,
    summary: 'Best-selling goods over the last `days` days.',
  }),
  getShortageDevices: endpoint({
    method: 'GET',
    path: '/api/sys-home/back/getShortageDevices',
    encoding: 'query',
    request: s.shortageDevicesRequest,
    data: s.shortageDevices,
    menu: MenuKey.HOME,
    summary: 'Devices with empty slots, most empty first.',
  }),

  // Administrators page.
  getManagerList: endpoint({
    method: 'GET',
    path: '/api/sys-manager/back/getManagerList',
    encoding: 'query',
    request: s.managerListRequest,
    data: s.managerPage,
    menu: MenuKey.ADMINISTRATORS,
    summary: 'Administrators, filtered by keyword (username, name, phone) and enabled flag.',
  }),
  addManager: endpoint({
    method: 'POST',
    path: '/api/sys-manager/back/addManager',
    encoding: 'form',
    request: s.addManagerRequest,
    data: s.addManagerData,
    menu: MenuKey.ADMINISTRATORS,
    summary: 'Create an ordinary administrator (never a super administrator) with no menus.',
  }),
  updateManager: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/back/updateManager',
    encoding: 'form',
    request: s.updateManagerRequest,
    data: z.null(),
    menu: MenuKey.ADMINISTRATORS,
    summary: "Edit an administrator's name and phone.",
  }),
  updateManagerIsFlag: endpoint({
    method: 'POST',
    path: '/api/sys-manager/back/updateManagerIsFlag',
    encoding: 'form',
    request: s.managerFlagRequest,
    data: z.null(),
    menu: MenuKey.ADMINISTRATORS,
    summary: 'Enable or disable an administrator; disabling ends their sessions at once.',
  }),
  resetManagerPwd: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/back/resetManagerPwd',
    encoding: 'form',
    request: s.resetManagerPasswordRequest,
    data: z.null(),
    menu: MenuKey.ADMINISTRATORS,
    summary: "Set another administrator's password; ends their sessions.",
  }),
  getManagerMenus: endpoint({
    method: 'GET',
    path: '/api/sys-manager/back/getManagerMenus',
    encoding: 'query',
    request: s.managerMenusRequest,
    data: s.menuTree,
    menu: MenuKey.ADMINISTRATORS,
    summary: "An administrator's menu tree with permitted entries marked.",
  }),
  updateManagerMenus: endpoint({
    method: 'PUT',
    path: '/api/sys-manager/back/updateManagerMenus',
    encoding: 'json',
    request: s.updateManagerMenusRequest,
    data: z.null(),
    menu: MenuKey.ADMINISTRATORS,
    summary: 'Replace the pages an administrator may open. Not for oneself; only pages the caller holds.',
  }),

  // Uploads: the file is stored once under its content hash and served from the static base URL.
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/sys-upload/back/uploadImage',
    encoding: 'multipart',
    request: s.uploadImageRequest,
    data: s.uploadedFile,
    menu: ANY_ADMINISTRATOR,
    upload: 'image',
    summary: 'Store a PNG, JPEG, GIF or WebP image (checked by content; size limited) and answer its URL.',
  }),
  uploadSoftwarePackage: endpoint({
    method: 'POST',
    path: '/api/sys-upload/back/uploadSoftwarePackage',
    encoding: 'multipart',
    request: s.uploadSoftwarePackageRequest,
    data: s.uploadedFile,
    menu: MenuKey.SOFTWARE,
    upload: 'softwarePackage',
    summary: 'Store an Android package (.apk) or .zip archive (checked by content; size limited) and answer its URL.',
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What the console passes for a call (numbers or digits, optional defaults). */
export type RequestInput<Name extends EndpointName> = z.input<Endpoints[Name]['request']>;
/** What the server works with after validation. */
export type RequestParams<Name extends EndpointName> = z.output<Endpoints[Name]['request']>;
/** `data` of a successful answer; file answers arrive as a Blob. */
export type AnswerData<Name extends EndpointName> = Endpoints[Name]['data'] extends z.ZodType
  ? z.output<Endpoints[Name]['data']>
  : Blob;
