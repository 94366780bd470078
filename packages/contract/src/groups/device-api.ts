import { z } from 'zod';
import { CALENDAR_FIRST_YEAR, CALENDAR_LAST_YEAR, calendarRules, refusingNulCharacters } from '../wire';
import { softwareVersion } from './software';
import { machinePaymentCodes } from '../ledger';

/*
 * The device API (设备接口): what a vending machine calls, apart from the administrators' API.
 * A device authenticates with its own credential (`Authorization: Device <credential>`, issued
 * on the devices page); an administrator's token opens none of these calls and a device's
 * credential opens no administrator call. Bodies are JSON; answers are the same envelope
 * `{ code, msg, data }` as everywhere, with the HTTP status saying what kind of answer it is
 * (200, 304, 400 a refusal naming the field, 401, 403, 429). docs/DEVICE-API.md is the
 * firmware engineer's page.
 */

/** The scheme of the Authorization header a device sends. */
export const DEVICE_AUTH_SCHEME = 'Device';

/** A device credential: its device number, a dot, and 43 characters of base64url secret. */
export const deviceCredentialPattern = /^([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{43})$/;

/**
 * The faults a device reports, the alarm a silent device opens (`offline`), and the one a
 * temperature outside its device type's range opens (`temperature`, 温度异常).
 */
export const deviceFaultKinds = ['dispenseJam', 'refrigeration', 'paymentReader', 'doorOpen', 'powerRestored'] as const;
export type DeviceFaultKind = (typeof deviceFaultKinds)[number];
export const deviceAlarmKinds = [...deviceFaultKinds, 'offline', 'temperature'] as const;
export type DeviceAlarmKind = (typeof deviceAlarmKinds)[number];

/** How urgent an alarm is (告警中心's 级别): a machine that cannot sell or spoils goods, or one to look at. */
export const deviceAlarmLevels = ['critical', 'warning'] as const;
export type DeviceAlarmLevel = (typeof deviceAlarmLevels)[number];
export const deviceAlarmLevelOf: Readonly<Record<DeviceAlarmKind, DeviceAlarmLevel>> = {
  dispenseJam: 'critical',
  refrigeration: 'critical',
  paymentReader: 'critical',
  offline: 'critical',
  temperature: 'critical',
  doorOpen: 'warning',
  powerRestored: 'warning',
};
/**
 * The response-time target of each level: an open alarm nobody acknowledged within it is
 * overdue (告警中心 marks it). Minutes.
 */
export const ALARM_RESPONSE_TARGET_MINUTES: Readonly<Record<DeviceAlarmLevel, number>> = {
  critical: 30,
  warning: 240,
};

const deviceNo = z.string().trim().min(1, 'must not be empty').max(32);
/** A device's own number for a report (a sale, a restock): what makes resending it safe. */
const reportNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -');
/** An instant with its offset, within the calendar the administrators' API takes (1970–2999). */
const deviceInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= CALENDAR_FIRST_YEAR && year <= CALENDAR_LAST_YEAR;
}, calendarRules.instant);

/**
 * How far a sale's `paidAt` may stand from the server's clock: at most 10 minutes ahead (a
 * clock a little fast), at most 30 days behind (a machine that kept its sales through a long
 * outage). Outside it the vend is refused naming `paidAt` (docs/DEVICE-API.md).
 */
export const PAID_AT_MAX_AHEAD_MS = 10 * 60_000;
export const PAID_AT_MAX_BEHIND_MS = 30 * 24 * 60 * 60_000;
/** A count of items: whole, zero or more. */
const itemCount = (max: number) => z.int().min(0).max(max);

// heartbeat

export const heartbeatRequest = z.strictObject({
  /** The device the call is about: must be the credential's own. */
  deviceNo,
  /** The software version it runs. */
  softwareVersion,
  /** The cabinet's temperature, °C; absent when the model has no sensor. */
  temperature: z.number().min(-50).max(100).optional(),
  /** Whether the service door is open. */
  doorOpen: z.boolean(),
  /** The faults it has now, each once; a fault not listed is gone. */
  faults: z
    .array(z.enum(deviceFaultKinds))
    .max(deviceFaultKinds.length)
    .refine((faults) => new Set(faults).size === faults.length, 'must list each fault once'),
  /** The ETag of the playlist it shows (from its last GET of the playlist); absent before the first. */
  playlistEtag: z.string().max(100).optional(),
  /**
   * The ETag of the slots it holds (from its last slots call, vend or stock report); absent
   * before the first. While it is the server's, the device needs no slots call.
   */
  slotsEtag: z.string().max(100).optional(),
});
export type HeartbeatRequest = z.infer<typeof heartbeatRequest>;

/** A release the device should install: where to fetch it and how to check it. */
export const upgradeAction = z.object({
  kind: z.literal('upgrade'),
  version: z.string(),
  buildNumber: z.int(),
  packageUrl: z.string(),
  packageSize: z.int(),
  packageSha256: z.string(),
  /** 1 install now, 0 when idle. */
  forceUpdate: z.union([z.literal(0), z.literal(1)]),
});
export const deviceAction = z.discriminatedUnion('kind', [
  upgradeAction,
  /** The playlist or settings changed since the ETag the device sent: fetch them again. */
  z.object({ kind: z.literal('reloadPlaylist'), etag: z.string() }),
  /** The slots changed since the ETag the device sent (staff, a price, a restock): fetch them again. */
  z.object({ kind: z.literal('reloadSlots'), etag: z.string() }),
]);
export type DeviceAction = z.infer<typeof deviceAction>;
export const heartbeatAnswer = z.object({
  /** The server's time, so a device can tell how far its clock is off. */
  serverTime: z.iso.datetime(),
  /** Send the next heartbeat within this many seconds, or the device counts as offline. */
  onlineWindowSeconds: z.int(),
  actions: z.array(deviceAction),
});

// vend

/** The most one vend may total, in minor units (¥1,000,000): an order's amount stays a 32-bit integer. */
export const VEND_MAX_TOTAL = 100_000_000;

export const vendRequest = z.strictObject({
  deviceNo,
  /** The device's own number for this sale, unique on the device: a replay with it creates nothing. */
  deviceOrderNo: reportNo,
  /** When the customer paid, by the device's clock (ISO 8601), within PAID_AT_MAX_AHEAD_MS / _BEHIND_MS of the server's. */
  paidAt: deviceInstant,
  /** A code of the payment method table that a machine takes (machinePaymentCodes: 1 WeChat Pay, 2 Alipay, 3 bank card). */
  paymentMethod: z.int().refine((code) => (machinePaymentCodes as readonly number[]).includes(code), {
    message: `must be one of ${machinePaymentCodes.join(', ')}`,
  }),
  lines: z
    .array(
      z.strictObject({
        slotNo: z.int().min(1).max(400),
        quantity: z.int().min(1).max(99),
        /** The price charged for one, in minor units. */
        unitPrice: z.int().min(0).max(100_000_000),
      }),
    )
    .min(1)
    .max(20)
    // An order's amount is a 32-bit integer of minor units: a sale totals at most ¥1,000,000.
    .refine((lines) => lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0) <= VEND_MAX_TOTAL, {
      message: `must total at most ${VEND_MAX_TOTAL} minor units`,
    }),
  /**
   * The payment channel's transaction id (WeChat Pay's 微信支付单号, Alipay's 支付宝交易号), kept on
   * the order for cashless reconciliation; 1–64 letters, digits, `_` or `-`.
   */
  transactionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, _ or -')
    .optional(),
  /** false when the machine took the money and failed to dispense: the order is refunded. */
  dispensed: z.boolean(),
  /** What went wrong, when nothing was dispensed. */
  failureReason: z.string().trim().max(200).optional(),
});
export type VendRequest = z.infer<typeof vendRequest>;
export const vendAnswer = z.object({
  orderNo: z.string(),
  /** true when this deviceOrderNo was already recorded: nothing new was made. */
  replay: z.boolean(),
  /** Each line's slot and its stock after the sale, as the server now holds it. */
  slots: z.array(z.object({ slotNo: z.int(), stock: z.int() })),
  /** The ETag of all the device's slots after the sale (as the slots call would answer it). */
  slotsEtag: z.string(),
});

// stock

export const stockReportRequest = z.strictObject({
  deviceNo,
  /** The device's own number for this restock, unique on the device: a resend with it records nothing new. */
  reportNo,
  /** Who restocked, as keyed in at the machine. */
  operatorName: z.string().trim().min(1, 'must not be empty').max(32),
  operatorPhone: z.string().trim().max(20),
  lines: z
    .array(
      z.strictObject({
        slotNo: z.int().min(1).max(400),
        before: itemCount(999),
        after: itemCount(999),
        /** The expiry date (YYYY-MM-DD) of the batch put in, when the machine knows it. */
        expiryDate: z.iso.date().optional(),
      }),
    )
    .min(1)
    .max(400)
    .refine((lines) => new Set(lines.map((line) => line.slotNo)).size === lines.length, 'must list each slot once'),
});
export const stockReportAnswer = z.object({
  replenishmentId: z.int(),
  /** true when this reportNo was already recorded: nothing new was made. */
  replay: z.boolean(),
  /** The ETag of all the device's slots after the restock (as the slots call would answer it). */
  slotsEtag: z.string(),
});

// upgrade progress

export const upgradeStates = ['downloading', 'installed', 'failed'] as const;
export const upgradeReportRequest = z.strictObject({
  deviceNo,
  /** The release the report is about (from the heartbeat's upgrade action). */
  version: softwareVersion,
  buildNumber: z.int().min(1),
  state: z.enum(upgradeStates),
  /** Why it failed, when it did. */
  reason: z.string().trim().max(200).optional(),
});
export const upgradeReportAnswer = z.object({
  /** The device-software page's state now (pending, updating, upToDate, failed). */
  updateState: z.string(),
});

// playlist and settings

export const playlistRequest = z.strictObject({ deviceNo });
export const playlistItem = z.object({
  advertisementId: z.int(),
  title: z.string(),
  mediaKind: z.enum(['image', 'video']),
  media: z.string(),
  link: z.string(),
  placement: z.string(),
  sortOrder: z.int(),
  /** Until when it shows on this device. */
  endTime: z.iso.datetime(),
});
export const playlistAnswer = z.object({
  advertisements: z.array(playlistItem),
  /** The carousel's images, in their order. */
  carousel: z.array(z.object({ image: z.string(), link: z.string() })),
  /** The picture shown while dispensing; empty for none. */
  dispensingImage: z.string(),
  servicePhone: z.string(),
});
export type PlaylistAnswer = z.infer<typeof playlistAnswer>;

// slots (the planogram)

export const deviceSlotsRequest = z.strictObject({ deviceNo });
export const deviceSlotsAnswer = z.object({
  slots: z.array(
    z.object({
      slotNo: z.int(),
      /** The goods it sells; null for an unused slot. */
      goodsId: z.int().nullable(),
      goodsName: z.string().nullable(),
      /** The price of one, in minor units; null for an unused slot. */
      price: z.int().nullable(),
      stock: z.int(),
      capacity: z.int(),
    }),
  ),
});

export interface DeviceEndpoint<Request extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** GET calls take the query string, POST calls a JSON body. */
  encoding: 'query' | 'json';
  request: Request;
  data: Data;
  summary: string;
  /** Answers carry an ETag and a matching If-None-Match is answered 304. */
  etag?: true;
}

/** One device call; its request refuses a NUL character in any text, as the administrators' calls do. */
function deviceEndpoint<const Request extends z.ZodType, const Data extends z.ZodType>(
  definition: DeviceEndpoint<Request, Data>,
): DeviceEndpoint<Request, Data> {
  return { ...definition, request: refusingNulCharacters(definition.request) };
}

/** Where the device API lives; nothing of the administrators' API is under it. */
export const DEVICE_API_PREFIX = '/api/device/v1';

export const deviceApiEndpoints = {
  deviceHeartbeat: deviceEndpoint({
    method: 'POST',
    path: `${DEVICE_API_PREFIX}/heartbeat`,
    encoding: 'json',
    request: heartbeatRequest,
    data: heartbeatAnswer,
    summary:
      'Device: I am alive, with my version, temperature, door and faults now. Opens and closes fault alarms; answers what to do next (upgrade, reload the playlist).',
  }),
  deviceVend: deviceEndpoint({
    method: 'POST',
    path: `${DEVICE_API_PREFIX}/vend`,
    encoding: 'json',
    request: vendRequest,
    data: vendAnswer,
    summary:
      'Device: a sale, idempotent by deviceOrderNo (a replay answers the same order and changes nothing). Takes the items from the slots’ stock (never below zero); a failed dispense marks the order for refund.',
  }),
  deviceStockReport: deviceEndpoint({
    method: 'POST',
    path: `${DEVICE_API_PREFIX}/stock`,
    encoding: 'json',
    request: stockReportRequest,
    data: stockReportAnswer,
    summary: 'Device: a restock done at the machine (before → after per slot, who); becomes a replenishment record.',
  }),
  deviceUpgradeReport: deviceEndpoint({
    method: 'POST',
    path: `${DEVICE_API_PREFIX}/upgrade`,
    encoding: 'json',
    request: upgradeReportRequest,
    data: upgradeReportAnswer,
    summary: 'Device: how the pushed upgrade goes (downloading, installed, failed with a reason).',
  }),
  devicePlaylist: deviceEndpoint({
    method: 'GET',
    path: `${DEVICE_API_PREFIX}/playlist`,
    encoding: 'query',
    request: playlistRequest,
    data: playlistAnswer,
    etag: true,
    summary:
      'Device: the advertisements showing on it now, the carousel, the dispensing-screen image and the service phone. ETag; If-None-Match answers 304.',
  }),
  deviceSlots: deviceEndpoint({
    method: 'GET',
    path: `${DEVICE_API_PREFIX}/slots`,
    encoding: 'query',
    request: deviceSlotsRequest,
    data: deviceSlotsAnswer,
    etag: true,
    summary:
      'Device: its slots as the console set them (goods, price, stock, capacity), to sell from. ETag; If-None-Match answers 304.',
  }),
} as const;

export type DeviceApiEndpoints = typeof deviceApiEndpoints;
export type DeviceEndpointName = keyof DeviceApiEndpoints;
export type DeviceRequest<Name extends DeviceEndpointName> = z.input<DeviceApiEndpoints[Name]['request']>;
export type DeviceAnswer<Name extends DeviceEndpointName> = z.output<DeviceApiEndpoints[Name]['data']>;
