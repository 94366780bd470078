import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_ADMINISTRATOR } from '../menu';
import { flagValue, percentParam, recordId } from '../fields';
import { currencies } from '../money';
import { flagParam, instant, intParam, money, pagedRows, pagingParams, textParam } from '../wire';

// System settings (系统设置) that the rest of the console reads: money, and how members reach staff.

/** GST (or VAT) included in prices, in percent; Australia's is 10. */
const gstRate = percentParam(50);

/** Who saved a setting last, and when; null until someone has. */
const savedBy = { updatedBy: z.string().nullable(), updateTime: instant.nullable() };

export const moneySettings = z.object({
  currency: z.enum(currencies),
  /** Percent, e.g. 10 for 10 %. */
  gstRate: z.number().min(0).max(50),
  /**
   * A manual balance adjustment larger than this (minor units, either sign) waits for a second
   * administrator's approval (docs/MONEY.md, controls); 50000 (¥500) until staff choose. The
   * server always answers it (optional for the console's readers of older answers).
   */
  adjustmentApprovalLimit: money.optional(),
  /**
   * Money has moved (a ledger entry exists): the currency can no longer change, and the page
   * says so beside the disabled choice. The server always answers it (optional for the readers
   * of older answers and the console's own defaults).
   */
  currencyLocked: z.boolean().optional(),
  ...savedBy,
});
export type MoneySettings = z.infer<typeof moneySettings>;
export const updateMoneySettingsRequest = z.strictObject({
  currency: z.enum(currencies),
  gstRate,
  /** Minor units; absent: left as it is. */
  adjustmentApprovalLimit: intParam({ min: 0, max: 100_000_000 }).optional(),
});

/**
 * The customer-service phone: a mainland mobile (13800138000), a landline with its area code
 * (010-12345678, 0755-1234567, an extension after a dash) or a 400/800 number (400-123-4567).
 */
export const serviceTelephone = z
  .string()
  .trim()
  .regex(
    /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/,
    'must be a mobile number, a landline with its area code, or a 400/800 number',
  );
export const serviceContact = z.object({ telephone: z.string(), ...savedBy });
export const updateServiceContactRequest = z.strictObject({ telephone: serviceTelephone });

/** The longest alarm webhook URL kept: far beyond any receiver's address with its token. */
export const ALARM_WEBHOOK_URL_MAX_LENGTH = 2_000;
/** Where device alarms are POSTed (docs/DEVICE-API.md#alarm-webhook); empty = nowhere. */
/**
 * What a delivery's body is: `generic` the signed JSON event (docs/DEVICE-API.md#alarm-webhook),
 * `wecom` and `dingtalk` a group robot's markdown message (企业微信, 钉钉 群机器人) naming the
 * machine, its address, the alarm and a link to 告警中心.
 */
export const alarmWebhookFormats = ['generic', 'wecom', 'dingtalk'] as const;
export type AlarmWebhookFormat = (typeof alarmWebhookFormats)[number];
export const alarmWebhook = z.object({
  url: z.string(),
  /** Absent in answers of servers before the robot formats: generic. */
  format: z.enum(alarmWebhookFormats).optional(),
  /** Whether `url` was saved here (true) or is the server's default, ALARM_WEBHOOK_URL (false). */
  saved: z.boolean(),
  ...savedBy,
});
export const updateAlarmWebhookRequest = z.strictObject({
  /** Absent: generic. */
  format: z.enum(alarmWebhookFormats).optional(),
  // Empty or absent (a form leaves an empty field out): alarms are sent nowhere.
  url: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(ALARM_WEBHOOK_URL_MAX_LENGTH)
        .pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    ])
    .optional(),
});

/** Where a notification stands in the outbox. */
export const alarmDeliveryStates = ['waiting', 'delivered', 'givenUp', 'nowhere'] as const;
export type AlarmDeliveryState = (typeof alarmDeliveryStates)[number];
/** What a notification tells: an alarm opened or closed, a storm summed up, or a test. */
export const alarmDeliveryEvents = ['opened', 'closed', 'summary', 'test'] as const;
export const alarmDeliveryListRequest = z.strictObject({
  state: z.enum(alarmDeliveryStates).optional(),
  ...pagingParams,
});
/** One notification of the outbox, newest first: the delivery log of 告警通知. */
export const alarmDeliveryRow = z.object({
  deliveryId: z.int(),
  /** The id the receiver sees (Vending-Event-Id). */
  eventId: z.string(),
  event: z.enum(alarmDeliveryEvents),
  /** Null for a summary or a test. */
  deviceNo: z.string().nullable(),
  state: z.enum(alarmDeliveryStates),
  attempts: z.int().min(0),
  /** The last attempt's HTTP status; null: none yet, or no answer (refused, timed out). */
  lastStatus: z.int().nullable(),
  lastError: z.string(),
  lastAttemptTime: instant.nullable(),
  /** When the next attempt is due, while waiting. */
  nextAttemptTime: instant.nullable(),
  sentTime: instant.nullable(),
  createTime: instant,
});
export type AlarmDeliveryRow = z.infer<typeof alarmDeliveryRow>;

/**
 * The longest rich text (新手教程, 服务条款, 关于我们) the server keeps, in characters of HTML:
 * far more than a page of terms needs, small enough for every member's phone to load.
 */
export const RICH_TEXT_MAX_LENGTH = 200_000;
/** A rich-text setting as staff last saved it: HTML the server has already sanitized. */
export const richText = z.object({ html: z.string(), ...savedBy });
export type RichText = z.infer<typeof richText>;
/** HTML from the editor; the server removes scripts, event handlers and `javascript:` links before keeping it. */
export const updateRichTextRequest = z.strictObject({ html: z.string().max(RICH_TEXT_MAX_LENGTH) });

/** The read and the save of one rich-text page; each page has its own pair so each takes its own permission. */
function richTextEndpoints<const Menu extends '新手教程' | '服务条款' | '关于我们'>(
  name: string,
  menu: Menu,
  what: string,
) {
  return {
    get: endpoint({
      method: 'GET',
      path: `/api/sys-config/back/get${name}`,
      encoding: 'none',
      request: z.strictObject({}),
      data: richText,
      menu,
      summary: `The ${what} members are shown (sanitized HTML), and who saved it last.`,
    }),
    update: endpoint({
      method: 'POST',
      path: `/api/sys-config/back/update${name}`,
      // JSON: a long Chinese text would swell threefold URL-encoded.
      encoding: 'json',
      request: updateRichTextRequest,
      data: z.null(),
      menu,
      summary: `Set the ${what}; scripts, event handlers and javascript: links are removed before it is kept.`,
    }),
  };
}

const novice = richTextEndpoints('Novice', '新手教程', 'beginner tutorial');
const serviceTerms = richTextEndpoints('ServiceTerms', '服务条款', 'terms of service');
const aboutUs = richTextEndpoints('AboutUs', '关于我们', 'about-us text');

export const settingsEndpoints = {
  getNovice: novice.get,
  updateNovice: novice.update,
  getServiceTerms: serviceTerms.get,
  updateServiceTerms: serviceTerms.update,
  getAboutUs: aboutUs.get,
  updateAboutUs: aboutUs.update,
  getMoneySettings: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/getMoneySettings',
    encoding: 'none',
    request: z.strictObject({}),
    data: moneySettings,
    // Every page showing money reads it, so any administrator may.
    menu: ANY_ADMINISTRATOR,
    summary: 'The currency and GST rate every money figure uses.',
  }),
  updateMoneySettings: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/updateMoneySettings',
    encoding: 'form',
    request: updateMoneySettingsRequest,
    data: z.null(),
    // A permission of its own: the page of the customer-service phone does not open the books.
    menu: '货币与税率',
    summary: 'Set the currency and the GST rate (percent) of orders made from now on.',
  }),
  getServiceContact: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/getServiceContact',
    encoding: 'none',
    request: z.strictObject({}),
    data: serviceContact,
    menu: '客服电话',
    summary: 'The customer-service phone members are shown.',
  }),
  updateServiceContact: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/updateServiceContact',
    encoding: 'form',
    request: updateServiceContactRequest,
    data: z.null(),
    menu: '客服电话',
    summary: 'Set the customer-service phone.',
  }),
  getAlarmWebhook: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/getAlarmWebhook',
    encoding: 'none',
    request: z.strictObject({}),
    data: alarmWebhook,
    menu: '告警通知',
    summary: 'The URL device alarms are POSTed to: the one saved here, else the server default (ALARM_WEBHOOK_URL).',
  }),
  updateAlarmWebhook: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/updateAlarmWebhook',
    encoding: 'form',
    request: updateAlarmWebhookRequest,
    data: z.null(),
    menu: '告警通知',
    summary: 'Set the http(s) URL device alarms are POSTed to; empty sends them nowhere.',
  }),
  issueAlarmWebhookSecret: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/issueAlarmWebhookSecret',
    encoding: 'form',
    request: z.strictObject({}),
    data: z.object({
      /** Shown once: the key a receiver checks each delivery's signature with (docs/DEVICE-API.md). */
      secret: z.string(),
    }),
    menu: '告警通知',
    summary: 'A new signing secret for the alarm webhook, in place of the old one at once; shown only in this answer.',
  }),
  sendAlarmWebhookTest: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/sendAlarmWebhookTest',
    encoding: 'form',
    request: z.strictObject({}),
    data: z.object({ eventId: z.string() }),
    menu: '告警通知',
    summary: 'Queue a test notification to the webhook in force, in its format; the delivery log shows how it went.',
  }),
  getAlarmDeliveryList: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/getAlarmDeliveryList',
    encoding: 'query',
    request: alarmDeliveryListRequest,
    data: pagedRows(alarmDeliveryRow),
    menu: '告警通知',
    summary: 'The delivery log, newest first: each notification, its attempts, the last answer or error.',
  }),
} as const;

// The top-up bonus list (充值赠送列表): topping up `amount` grants `bonus`, both minor units.

const MAX_TOP_UP = 100_000_000;
export const rechargeOptionListRequest = z.strictObject({ ...pagingParams });
export const rechargeOptionRow = z.object({
  optionId: z.int(),
  /** What the member pays, minor units. */
  amount: money,
  /** What the member is granted on top, minor units. */
  bonus: money,
  /** 1 offered to members, 0 not. */
  isFlag: flagValue,
  /** Smaller first. */
  sortOrder: z.int(),
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type RechargeOptionRow = z.infer<typeof rechargeOptionRow>;
const rechargeOptionFields = {
  amount: intParam({ min: 1, max: MAX_TOP_UP }),
  bonus: intParam({ min: 0, max: MAX_TOP_UP }),
  sortOrder: intParam({ min: 0, max: 1_000_000 }),
};
/** A bonus is never larger than the top-up it rewards (docs/MONEY.md). */
const bonusWithinAmount = {
  check: (option: { amount: number; bonus: number }) => option.bonus <= option.amount,
  message: { message: 'must not be larger than amount', path: ['bonus'] },
};
export const addRechargeOptionRequest = z
  .strictObject(rechargeOptionFields)
  .refine(bonusWithinAmount.check, bonusWithinAmount.message);
export const updateRechargeOptionRequest = z
  .strictObject({ optionId: recordId, ...rechargeOptionFields })
  .refine(bonusWithinAmount.check, bonusWithinAmount.message);
export const rechargeOptionFlagRequest = z.strictObject({ optionId: recordId, isFlag: flagParam });
export const removeRechargeOptionRequest = z.strictObject({ optionId: recordId });

// Low stock (缺货商品设置): a slot is short when its stock is below its goods' threshold, or the
// global one when the goods have none.

export const DEFAULT_SHORTAGE_THRESHOLD = 2;
/**
 * A slot's batch is 临期 (expiring) when its expiry date is today or within this many days after
 * today (the business's day), and 过期 (expired) once the date has passed.
 */
export const DEFAULT_EXPIRY_WARNING_DAYS = 3;
/**
 * An order still 处理中 (paid, not dispensed) this many minutes after its payment is 卡单
 * (stuck): the dashboard counts it, the order list filters it, staff resolve it.
 */
export const DEFAULT_STUCK_ORDER_MINUTES = 30;
export const STUCK_ORDER_MINUTES_MAX = 10_080;
/** How many days of heartbeats' temperatures the hourly sweep keeps (device_temperatures). */
export const DEFAULT_TEMPERATURE_RETENTION_DAYS = 30;
export const TEMPERATURE_RETENTION_DAYS_MAX = 365;
const thresholdParam = intParam({ min: 0, max: 1_000 });
export const shortageSettings = z.object({
  threshold: z.int(),
  expiryWarningDays: z.int(),
  /** Minutes in 处理中 after which an order is stuck (卡单). */
  stuckOrderMinutes: z.int(),
  /** Days of temperature history kept. */
  temperatureRetentionDays: z.int(),
  ...savedBy,
});
export const updateShortageSettingsRequest = z.strictObject({
  threshold: thresholdParam,
  /** Left out: the days saved before are kept. */
  expiryWarningDays: intParam({ min: 0, max: 365 }).optional(),
  /** Left out: the minutes saved before are kept (at most a week). */
  stuckOrderMinutes: intParam({ min: 1, max: STUCK_ORDER_MINUTES_MAX }).optional(),
  /** Left out: the days saved before are kept. */
  temperatureRetentionDays: intParam({ min: 1, max: TEMPERATURE_RETENTION_DAYS_MAX }).optional(),
});
export const goodsThresholdListRequest = z.strictObject({
  /** Part of the goods' name or barcode. */
  keyword: textParam(50).optional(),
  ...pagingParams,
});
export const goodsThresholdRow = z.object({
  goodsId: z.int(),
  goodsName: z.string(),
  barcode: z.string().nullable(),
  /** The goods' own threshold; null follows the global one. */
  lowStockThreshold: z.int().nullable(),
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type GoodsThresholdRow = z.infer<typeof goodsThresholdRow>;
export const updateGoodsThresholdRequest = z.strictObject({
  goodsId: recordId,
  /** Empty follows the global threshold. */
  // Optional on the outside, so a form leaves it empty: empty, null or left out follow the global one.
  lowStockThreshold: z
    .union([z.literal('').transform(() => null), thresholdParam])
    .nullable()
    .optional(),
});
export const shortageSlotListRequest = z.strictObject({
  /** Part of the device's number or name, or of the goods' name. */
  keyword: textParam(50).optional(),
  ...pagingParams,
});
export const shortageSlotRow = z.object({
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  slotNo: z.int(),
  goodsId: z.int(),
  goodsName: z.string(),
  stock: z.int(),
  capacity: z.int(),
  /** The threshold the slot is judged by: its goods' own, or the global one. */
  threshold: z.int(),
});
export type ShortageSlotRow = z.infer<typeof shortageSlotRow>;

export const systemOptionEndpoints = {
  getRechargeOptionList: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/option/getRechargeOptionList',
    encoding: 'query',
    request: rechargeOptionListRequest,
    data: pagedRows(rechargeOptionRow),
    menu: '充值赠送列表',
    summary: 'The top-up bonus list in its order: each amount and the bonus it grants.',
  }),
  addRechargeOption: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/option/addRechargeOption',
    encoding: 'form',
    request: addRechargeOptionRequest,
    data: z.object({ optionId: z.int() }),
    menu: '充值赠送列表',
    summary: 'Add a top-up amount and its bonus; no two rows have the same amount.',
  }),
  updateRechargeOption: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/option/updateRechargeOption',
    encoding: 'form',
    request: updateRechargeOptionRequest,
    data: z.null(),
    menu: '充值赠送列表',
    summary: "Edit a top-up option's amount, bonus and order.",
  }),
  updateRechargeOptionIsFlag: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/option/updateRechargeOptionIsFlag',
    encoding: 'form',
    request: rechargeOptionFlagRequest,
    data: z.null(),
    menu: '充值赠送列表',
    summary: 'Offer (1) or withdraw (0) a top-up option.',
  }),
  removeRechargeOption: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/option/removeRechargeOption',
    encoding: 'form',
    request: removeRechargeOptionRequest,
    data: z.null(),
    menu: '充值赠送列表',
    summary: 'Remove a top-up option; recharges made with it keep the bonus they recorded.',
  }),
  getShortageSettings: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/shortage/getShortageSettings',
    encoding: 'none',
    request: z.strictObject({}),
    data: shortageSettings,
    menu: '缺货商品设置',
    summary:
      'The global low-stock threshold (a slot is short below it), the days before expiry a batch counts as 临期, who saved them and when.',
  }),
  updateShortageSettings: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/shortage/updateShortageSettings',
    encoding: 'form',
    request: updateShortageSettingsRequest,
    data: z.null(),
    menu: '缺货商品设置',
    summary: 'Set the global low-stock threshold and the days before expiry a batch counts as 临期.',
  }),
  getGoodsThresholdList: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/shortage/getGoodsThresholdList',
    encoding: 'query',
    request: goodsThresholdListRequest,
    data: pagedRows(goodsThresholdRow),
    menu: '缺货商品设置',
    summary: 'The goods with their own low-stock threshold (null follows the global one), by name or barcode.',
  }),
  updateGoodsThreshold: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/shortage/updateGoodsThreshold',
    encoding: 'form',
    request: updateGoodsThresholdRequest,
    data: z.null(),
    menu: '缺货商品设置',
    summary: "Set the goods' own low-stock threshold; empty follows the global one.",
  }),
  getShortageSlotList: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/shortage/getShortageSlotList',
    encoding: 'query',
    request: shortageSlotListRequest,
    data: pagedRows(shortageSlotRow),
    menu: '缺货商品设置',
    summary: 'The slots now below their threshold, emptiest first, by device or goods.',
  }),
} as const;
