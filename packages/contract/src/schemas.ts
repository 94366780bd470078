import { z } from 'zod';
import { pageInterfaceNames } from './menu';
import { dateParam, fileParam, flagParam, instant, intParam, money, pageOf, pagingParams, textParam } from './wire';

/*
 * Request and answer shapes. Request objects are strict: an unknown field (for example
 * `managerType` in a body) is rejected, never ignored.
 */

const id = intParam({ min: 1, max: 2_147_483_647 });
const flag = z.union([z.literal(0), z.literal(1)]);
/** Mainland mobile numbers, 11 digits starting with 1; empty when unknown. */
const optionalPhone = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, 'must be an 11-digit mobile number');
const newPassword = z.string().min(8, 'must be at least 8 characters').max(128);

// Session

export const loginRequest = z.strictObject({
  username: textParam(64),
  password: z.string().min(1, 'must not be empty').max(256),
});
/** The login answer's data is the bearer token. */
export const loginData = z.string().min(1);

export const emptyRequest = z.strictObject({});

export const managerInfo = z.object({
  managerId: z.int(),
  /** 1 = super administrator (spec §3); every other administrator is 2. */
  managerType: z.int(),
  username: z.string(),
  realName: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  isFlag: flag,
});
export type ManagerInfo = z.infer<typeof managerInfo>;

export interface MenuNode {
  interfaceName: string;
  name: string;
  path: string;
  /** Greater than 0 = permitted (spec §3). */
  isFlag: number;
  sysMenuList: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z
  .object({
    interfaceName: z.string(),
    name: z.string(),
    path: z.string(),
    isFlag: z.int(),
    get sysMenuList() {
      return z.array(menuNode);
    },
  })
  // Named so that the OpenAPI document can refer to the recursive shape.
  .meta({ id: 'MenuNode' });
export const menuTree = z.array(menuNode);

export const menuListRequest = z.strictObject({ managerId: id });

export const updatePasswordRequest = z.strictObject({
  oldPassWord: z.string().min(1, 'must not be empty').max(256),
  passWord: newPassword,
});

// Members (the spec's "users" of the admin-side user list)

export const memberFilters = {
  /** Matches part of the name or of the phone number. */
  keyword: textParam(50).optional(),
  isFlag: flagParam.optional(),
  /** Registration date range, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};

function dateRangeInOrder(filters: { startTime?: string | undefined; endTime?: string | undefined }) {
  return !filters.startTime || !filters.endTime || filters.startTime <= filters.endTime;
}
const dateRangeMessage = { message: 'must not be before startTime', path: ['endTime'] };

export const memberListRequest = z
  .strictObject({ ...memberFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const memberExportRequest = z.strictObject(memberFilters).refine(dateRangeInOrder, dateRangeMessage);

export const member = z.object({
  userId: z.int(),
  nickName: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  /** Wallet balance in minor units. */
  balance: money,
  isFlag: flag,
  createTime: instant,
});
export type Member = z.infer<typeof member>;
export const memberPage = pageOf(member);

export const memberFlagRequest = z.strictObject({ userId: id, isFlag: flagParam });

// Home dashboard

export const homeKpis = z.object({
  memberCount: z.int(),
  newMembersToday: z.int(),
  deviceCount: z.int(),
  onlineDeviceCount: z.int(),
  ordersToday: z.int(),
  salesToday: money,
  salesThisMonth: money,
});

export const salesTrendRequest = z.strictObject({ days: intParam({ min: 1, max: 90 }).default(7) });
export const salesTrend = z.object({
  points: z.array(z.object({ date: dateParam, orderCount: z.int(), sales: money })),
});

export const topGoodsRequest = z.strictObject({
  days: intParam({ min: 1, max: 365 }).default(30),
  limit: intParam({ min: 1, max: 20 }).default(10),
});
export const topGoods = z.object({
  rows: z.array(z.object({ goodsId: z.int(), goodsName: z.string(), quantity: z.int(), sales: money })),
});

export const shortageDevicesRequest = z.strictObject({ limit: intParam({ min: 1, max: 50 }).default(10) });
export const shortageDevices = z.object({
  rows: z.array(
    z.object({
      deviceId: z.int(),
      deviceNo: z.string(),
      deviceName: z.string(),
      address: z.string(),
      /** Slots with nothing left to sell. */
      emptySlots: z.int(),
      slotCount: z.int(),
    }),
  ),
});

// Administrators

export const managerListRequest = z.strictObject({
  keyword: textParam(50).optional(),
  isFlag: flagParam.optional(),
  ...pagingParams,
});
export const managerRow = managerInfo.extend({ createTime: instant, lastLoginTime: instant.nullable() });
export type ManagerRow = z.infer<typeof managerRow>;
export const managerPage = pageOf(managerRow);

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
  managerId: id,
  realName: textParam(32),
  phone: optionalPhone.default(''),
});

export const managerFlagRequest = z.strictObject({ managerId: id, isFlag: flagParam });

export const resetManagerPasswordRequest = z.strictObject({ managerId: id, passWord: newPassword });

export const managerMenusRequest = z.strictObject({ managerId: id });

export const updateManagerMenusRequest = z.strictObject({
  managerId: z.int().min(1),
  /** The pages the administrator may open; groups follow from their pages. */
  interfaceNames: z.array(z.enum(pageInterfaceNames as [string, ...string[]])).max(pageInterfaceNames.length),
});

// Uploads

/**
 * What each kind of upload accepts. The server decides by the file's first bytes, never by
 * its name or declared type; the extensions are for the console's file picker.
 */
export const uploadKinds = {
  image: {
    mediaTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  },
  softwarePackage: {
    mediaTypes: ['application/vnd.android.package-archive', 'application/zip'],
    extensions: ['.apk', '.zip'],
  },
} as const;
export type UploadKind = keyof typeof uploadKinds;

export const uploadImageRequest = z.strictObject({ file: fileParam('A PNG, JPEG, GIF or WebP image.') });
export const uploadSoftwarePackageRequest = z.strictObject({
  file: fileParam('An Android package (.apk) or a .zip archive.'),
});
export const uploadedFile = z.object({
  /** Where the file is served: the static base URL, then the key. */
  url: z.string(),
  /** The stored file's name: its kind's folder, then its content hash and extension. */
  key: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
