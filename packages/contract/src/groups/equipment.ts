import { z } from 'zod';
import { endpoint, xlsxFile } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, flagValue, recordId } from '../fields';
import { dateParam, flagParam, instant, intParam, pagedRows, pagingParams, textParam } from '../wire';
import { optionalCoordinate, selectOption } from './agents';
import { deviceAlarmKinds, deviceAlarmLevels } from './device-api';

// Equipment (设备管理): the devices, their slots and restocking visits, and the device models.

const options = z.object({ rows: z.array(selectOption) });

// 设备列表

export const deviceListRequest = z.strictObject({
  /** Part of the device number, name or address. */
  keyword: textParam(50).optional(),
  /** 1 online (a recent heartbeat), 0 offline. */
  online: flagParam.optional(),
  typeId: recordId.optional(),
  agentId: recordId.optional(),
  regionId: recordId.optional(),
  /** 1 devices with an open alarm, 0 without (the dashboard's alarms link here). */
  alarm: flagParam.optional(),
  /** 1 devices with a slot short of stock by the rule of 缺货商品设置, 0 without (the dashboard's shortage). */
  shortage: flagParam.optional(),
  /**
   * 1 devices with a slot holding items past or near their batch's expiry date (过期 or 临期, by
   * the warning days of 缺货商品设置), 0 without (the dashboard's shortage card also lists these).
   */
  expiry: flagParam.optional(),
  ...pagingParams,
});
export const deviceRow = z.object({
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  typeId: z.int().nullable(),
  typeName: z.string().nullable(),
  merchantId: z.int().nullable(),
  merchantName: z.string().nullable(),
  agentId: z.int().nullable(),
  agentName: z.string().nullable(),
  /** The region it stands in (getRegionOptions); null for none. */
  regionId: z.int().nullable(),
  regionName: z.string().nullable(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** 1 while the last heartbeat is recent, judged at `checkedTime`. */
  online: flagValue,
  lastHeartbeatTime: instant.nullable(),
  /** The server's time when it judged `online`: how long ago the last heartbeat was is measured from it. */
  checkedTime: instant,
  slotCount: z.int(),
  emptySlots: z.int(),
  /** Slots holding items whose batch expiry date has passed (过期), and within the warning days (临期, 缺货商品设置). */
  expiredSlots: z.int(),
  expiringSlots: z.int(),
  /** Items in all slots, and what all slots hold when full. */
  stock: z.int(),
  capacity: z.int(),
  softwareVersion: z.string(),
  /** The kinds of its open alarms (deviceAlarmKinds), oldest first. */
  openAlarms: z.array(z.enum(deviceAlarmKinds)),
  /** When its device-API credential was last issued; null while it has none. */
  credentialIssuedTime: instant.nullable(),
  isFlag: flagValue,
  /** When it was disabled (isFlag 0): why it neither sells nor counts as online; null while enabled. */
  disabledTime: instant.nullable(),
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type DeviceRow = z.infer<typeof deviceRow>;

export const updateDeviceRequest = z.strictObject({
  deviceId: recordId,
  deviceName: textParam(50),
  typeId: recordId,
  /** The region it stands in; absent for none. */
  regionId: recordId.optional(),
  address: textParam(200),
  latitude: optionalCoordinate(90),
  longitude: optionalCoordinate(180),
});
export const bindDeviceMerchantRequest = z.strictObject({ deviceId: recordId, merchantId: recordId });
/** Issue (or rotate) a device's API credential: the old one stops working at once. */
export const issueDeviceCredentialRequest = z.strictObject({ deviceId: recordId });
export const issuedDeviceCredential = z.object({
  /** Shown once: the server keeps only its hash. */
  credential: z.string(),
  issuedTime: instant,
});

// 区域: the regions devices stand in, kept on 设备列表 (a role's data scope may name them)

export const regionListRequest = z.strictObject({
  /** Part of the name. */
  keyword: textParam(50).optional(),
  ...pagingParams,
});
export const regionRow = z.object({
  regionId: z.int(),
  name: z.string(),
  deviceCount: z.int(),
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type RegionRow = z.infer<typeof regionRow>;
export const addRegionRequest = z.strictObject({ name: textParam(30) });
export const updateRegionRequest = z.strictObject({ regionId: recordId, name: textParam(30) });
export const deleteRegionRequest = z.strictObject({ regionId: recordId });

// 设备告警

export const deviceAlarmListRequest = z.strictObject({
  deviceId: recordId.optional(),
  /** 1 open alarms only, 0 closed ones only. */
  open: flagParam.optional(),
  kind: z.enum(deviceAlarmKinds).optional(),
  ...pagingParams,
});
export const deviceAlarmRow = z.object({
  alarmId: z.int(),
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  kind: z.enum(deviceAlarmKinds),
  openedTime: instant,
  closedTime: instant.nullable(),
  /** Who resolved it; null while open or when the device reported it gone. */
  closedBy: z.string().nullable(),
  note: z.string(),
});
export type DeviceAlarmRow = z.infer<typeof deviceAlarmRow>;
export const resolveDeviceAlarmRequest = z.strictObject({
  alarmId: recordId,
  /** What was done about it. */
  note: textParam(200),
});

// 告警中心: the fleet's alarms, assigned, acknowledged and resolved

/** Where an alarm stands: open and nobody acknowledged it, acknowledged (being handled), closed. */
export const deviceAlarmStates = ['open', 'acknowledged', 'closed'] as const;
export type DeviceAlarmState = (typeof deviceAlarmStates)[number];
export const alarmCentreFilters = {
  kind: z.enum(deviceAlarmKinds).optional(),
  level: z.enum(deviceAlarmLevels).optional(),
  state: z.enum(deviceAlarmStates).optional(),
  deviceId: recordId.optional(),
  /** The administrator it is assigned to. */
  assigneeId: recordId.optional(),
  /** Opened on or after / on or before these business dates. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};
export const alarmCentreListRequest = z
  .strictObject({ ...alarmCentreFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const alarmCentreRow = z.object({
  alarmId: z.int(),
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  address: z.string(),
  kind: z.enum(deviceAlarmKinds),
  level: z.enum(deviceAlarmLevels),
  state: z.enum(deviceAlarmStates),
  openedTime: instant,
  /** How long it has been open (until `checkedTime`, or until it closed), whole seconds. */
  durationSeconds: z.int(),
  /** 1 while open, unacknowledged and past its level's response target (ALARM_RESPONSE_TARGET_MINUTES). */
  overdue: flagValue,
  assigneeId: z.int().nullable(),
  assigneeName: z.string().nullable(),
  acknowledgedTime: instant.nullable(),
  acknowledgedBy: z.string().nullable(),
  closedTime: instant.nullable(),
  closedBy: z.string().nullable(),
  note: z.string(),
  /** The server's time when it judged duration and overdue. */
  checkedTime: instant,
});
export type AlarmCentreRow = z.infer<typeof alarmCentreRow>;
export const assignDeviceAlarmRequest = z.strictObject({ alarmId: recordId, managerId: recordId });
export const acknowledgeDeviceAlarmRequest = z.strictObject({ alarmId: recordId });

/** A device's temperatures over the last `days` days: 1 (24 hours) or 7 on the device's detail. */
export const deviceTemperatureRequest = z.strictObject({
  deviceId: recordId,
  days: intParam({ min: 1, max: 7 }).default(1),
});
export const deviceTemperatureAnswer = z.object({
  deviceNo: z.string(),
  /** Its type's range, °C; null: no bound. */
  minimum: z.int().nullable(),
  maximum: z.int().nullable(),
  /** Readings, oldest first (at most one per 5 minutes, with every reading out of range). */
  rows: z.array(z.object({ time: instant, temperature: z.number(), outOfRange: flagValue })),
  /** Its 温度异常 alarms in the period, oldest first. */
  alarms: z.array(z.object({ alarmId: z.int(), openedTime: instant, closedTime: instant.nullable() })),
});
export type DeviceTemperatureAnswer = z.infer<typeof deviceTemperatureAnswer>;

export const deviceFlagRequest = z.strictObject({ deviceId: recordId, isFlag: flagParam });

export const deviceSlot = z.object({
  slotNo: z.int(),
  goodsId: z.int().nullable(),
  goodsName: z.string().nullable(),
  stock: z.int(),
  capacity: z.int(),
  /** How full a replenishment fills the slot, set on the slot; null follows `defaultParLevel`. */
  parLevel: z.int().nullable(),
  /** The par level of a slot without its own: its device type's, else its capacity. */
  defaultParLevel: z.int(),
});
export type DeviceSlot = z.infer<typeof deviceSlot>;
const slotInput = z.strictObject({
  slotNo: intParam({ min: 1, max: 400 }),
  /** The goods the slot sells; null for none. */
  goodsId: recordId.nullable(),
  stock: intParam({ min: 0, max: 999 }),
  capacity: intParam({ min: 1, max: 999 }),
  /** How full to fill it (at most its capacity); null or absent follows the device type's par level. */
  parLevel: intParam({ min: 1, max: 999 }).nullable().optional(),
});
export const saveDeviceSlotsRequest = z.strictObject({
  deviceId: recordId,
  /** Every slot of the device, each once. */
  slots: z.array(slotInput).min(1).max(400),
});

// 补货记录

export const replenishmentFilters = {
  deviceId: recordId.optional(),
  /** Part of the operator's name or phone. */
  operator: textParam(32).optional(),
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};
export const replenishmentListRequest = z
  .strictObject({ ...replenishmentFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);
export const replenishmentExportRequest = z
  .strictObject(replenishmentFilters)
  .refine(dateRangeInOrder, dateRangeMessage);
export const replenishmentLine = z.object({
  slotNo: z.int(),
  goodsId: z.int(),
  goodsName: z.string(),
  before: z.int(),
  after: z.int(),
});
export type ReplenishmentLine = z.infer<typeof replenishmentLine>;
export const replenishmentRow = z.object({
  replenishmentId: z.int(),
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  operatorName: z.string(),
  operatorPhone: z.string(),
  createTime: instant,
  /** Items added over all lines (after − before). */
  added: z.int(),
  lines: z.array(replenishmentLine),
});
export type ReplenishmentRow = z.infer<typeof replenishmentRow>;

// 设备类型

export const deviceTypeListRequest = z.strictObject({
  /** Part of the name or model. */
  keyword: textParam(50).optional(),
  ...pagingParams,
});
export const deviceTypeRow = z.object({
  typeId: z.int(),
  name: z.string(),
  model: z.string(),
  slotRows: z.int(),
  slotColumns: z.int(),
  slotCapacity: z.int(),
  /** How full a replenishment fills its devices' slots that have no par level of their own; null: to capacity. */
  parLevel: z.int().nullable(),
  /** The cabinet's temperature range, °C: a heartbeat outside it opens 温度异常; null: no bound. */
  temperatureMin: z.int().nullable(),
  temperatureMax: z.int().nullable(),
  picture: z.string().nullable(),
  deviceCount: z.int(),
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type DeviceTypeRow = z.infer<typeof deviceTypeRow>;
const deviceTypeFields = {
  name: textParam(50),
  model: textParam(50),
  slotRows: intParam({ min: 1, max: 20 }),
  slotColumns: intParam({ min: 1, max: 20 }),
  slotCapacity: intParam({ min: 1, max: 999 }),
  /** The par level of its devices' slots (at most the slot capacity); absent: fill to capacity. */
  parLevel: intParam({ min: 1, max: 999 }).optional(),
  /** The cabinet's lowest and highest temperature, whole °C; absent: no bound. */
  temperatureMin: intParam({ min: -50, max: 100 }).optional(),
  temperatureMax: intParam({ min: -50, max: 100 }).optional(),
  /** An uploaded image's URL (uploadImage); empty or absent for none. */
  picture: z.string().trim().max(500).optional(),
};
export const addDeviceTypeRequest = z.strictObject(deviceTypeFields);
export const updateDeviceTypeRequest = z.strictObject({ typeId: recordId, ...deviceTypeFields });
export const deleteDeviceTypeRequest = z.strictObject({ typeId: recordId });

export const equipmentEndpoints = {
  getDeviceList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getDeviceList',
    encoding: 'query',
    request: deviceListRequest,
    data: pagedRows(deviceRow),
    menu: '设备列表',
    summary:
      'Devices, newest first, with type, merchant, agent, online state (from the last heartbeat), stock and empty slots; filtered by keyword, online, type, agent, open alarms, shortage and expiry (临期 or 过期).',
  }),
  getRegionOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/regions/getRegionOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    // Every page that picks a region: the device list (filter and form) and a role's data scope (角色管理).
    menu: ['设备列表', '角色管理'],
    summary:
      'The regions by name (those of the caller’s data scope), for filtering and placing devices and for scoping roles.',
  }),
  getRegionList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/regions/getRegionList',
    encoding: 'query',
    request: regionListRequest,
    data: pagedRows(regionRow),
    menu: '设备列表',
    summary: 'Regions, newest first, with the devices standing in each counted; filtered by part of the name.',
  }),
  addRegion: endpoint({
    method: 'POST',
    path: '/api/equipment/back/regions/addRegion',
    encoding: 'form',
    request: addRegionRequest,
    data: z.object({ regionId: z.int() }),
    menu: '设备列表',
    summary: 'Add a region (a city or an area devices stand in) by its unique name.',
  }),
  updateRegion: endpoint({
    method: 'POST',
    path: '/api/equipment/back/regions/updateRegion',
    encoding: 'form',
    request: updateRegionRequest,
    data: z.null(),
    menu: '设备列表',
    summary: 'Rename a region.',
  }),
  deleteRegion: endpoint({
    method: 'POST',
    path: '/api/equipment/back/regions/deleteRegion',
    encoding: 'form',
    request: deleteRegionRequest,
    data: z.null(),
    menu: '设备列表',
    summary: 'Delete a region; refused while any device stands in it.',
  }),
  getDeviceTypeOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getDeviceTypeOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    menu: '设备列表',
    summary: 'Every device type by name, for filtering and editing devices.',
  }),
  getDeviceMerchantOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getDeviceMerchantOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    menu: ['设备列表', '角色管理'],
    summary: 'Every enabled merchant by name, described by its agent and address (names repeat), for binding a device.',
  }),
  getSlotGoodsOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getSlotGoodsOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    menu: '设备列表',
    summary: 'Every goods by name, for filling slots.',
  }),
  updateDevice: endpoint({
    method: 'POST',
    path: '/api/equipment/back/devices/updateDevice',
    encoding: 'form',
    request: updateDeviceRequest,
    data: z.null(),
    menu: '设备列表',
    summary:
      "Edit a device's name, type, address and coordinates; a new type keeps the slots it still has and adds empty ones.",
  }),
  bindDeviceMerchant: endpoint({
    method: 'POST',
    path: '/api/equipment/back/devices/bindDeviceMerchant',
    encoding: 'form',
    request: bindDeviceMerchantRequest,
    data: z.null(),
    menu: '设备列表',
    summary: 'Place a device at a merchant (whose agent it then earns for).',
  }),
  updateDeviceIsFlag: endpoint({
    method: 'POST',
    path: '/api/equipment/back/devices/updateDeviceIsFlag',
    encoding: 'form',
    request: deviceFlagRequest,
    data: z.null(),
    menu: '设备列表',
    summary: 'Enable (1) or disable (0) a device.',
  }),
  getDeviceSlots: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getDeviceSlots',
    encoding: 'query',
    request: z.strictObject({ deviceId: recordId }),
    data: z.object({ rows: z.array(deviceSlot) }),
    menu: '设备列表',
    summary: "A device's slots in order: goods, stock and capacity.",
  }),
  saveDeviceSlots: endpoint({
    method: 'POST',
    path: '/api/equipment/back/devices/saveDeviceSlots',
    encoding: 'json',
    request: saveDeviceSlotsRequest,
    data: z.null(),
    menu: '设备列表',
    summary:
      'Save every slot of a device at once: goods, stock and capacity; stock may not exceed capacity and the goods must exist, or nothing is saved.',
  }),
  getReplenishmentList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/replenishments/getReplenishmentList',
    encoding: 'query',
    request: replenishmentListRequest,
    data: pagedRows(replenishmentRow),
    menu: '补货记录',
    summary:
      'Restocking visits, newest first, with each slot’s quantity before and after; filtered by device, operator and dates.',
  }),
  getReplenishmentListExcle: endpoint({
    method: 'GET',
    path: '/api/equipment/back/replenishments/getReplenishmentListExcle',
    encoding: 'query',
    request: replenishmentExportRequest,
    data: xlsxFile,
    menu: '补货记录',
    summary: 'The filtered restocking records as an .xlsx file, one line per slot restocked.',
  }),
  getDeviceOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getDeviceOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    // One list for every page that filters by device.
    menu: ['订单列表', '补货记录', '角色管理', '告警中心'],
    summary: 'Every device by number and name, for filtering orders and restocking records.',
  }),
  getDeviceTypeList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/types/getDeviceTypeList',
    encoding: 'query',
    request: deviceTypeListRequest,
    data: pagedRows(deviceTypeRow),
    menu: '设备类型',
    summary: 'Device types, newest first, with the devices of each counted; filtered by name or model.',
  }),
  addDeviceType: endpoint({
    method: 'POST',
    path: '/api/equipment/back/types/addDeviceType',
    encoding: 'form',
    request: addDeviceTypeRequest,
    data: z.object({ typeId: z.int() }),
    menu: '设备类型',
    summary: 'Add a device type: its unique name, model, slot grid, capacity per slot and picture.',
  }),
  updateDeviceType: endpoint({
    method: 'POST',
    path: '/api/equipment/back/types/updateDeviceType',
    encoding: 'form',
    request: updateDeviceTypeRequest,
    data: z.null(),
    menu: '设备类型',
    summary: 'Edit a device type (its devices keep the slots they have).',
  }),
  issueDeviceCredential: endpoint({
    method: 'POST',
    path: '/api/equipment/back/devices/issueDeviceCredential',
    encoding: 'form',
    request: issueDeviceCredentialRequest,
    data: issuedDeviceCredential,
    menu: '设备列表',
    summary:
      "Issue or rotate a device's credential for the device API; answered once (only its hash is kept), the previous one stops working.",
  }),
  getDeviceAlarmList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getDeviceAlarmList',
    encoding: 'query',
    request: deviceAlarmListRequest,
    data: pagedRows(deviceAlarmRow),
    menu: '设备列表',
    summary: 'Device alarms, newest first; filtered by device, open or closed, and kind.',
  }),
  resolveDeviceAlarm: endpoint({
    method: 'POST',
    path: '/api/equipment/back/devices/resolveDeviceAlarm',
    encoding: 'form',
    request: resolveDeviceAlarmRequest,
    data: z.null(),
    menu: ['设备列表', '告警中心'],
    summary: 'Acknowledge and resolve an open alarm with a note (who and when are recorded).',
  }),
  getAlarmCentreList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/alarms/getAlarmCentreList',
    encoding: 'query',
    request: alarmCentreListRequest,
    data: pagedRows(alarmCentreRow),
    menu: '告警中心',
    summary:
      'The fleet’s alarms, open ones first then newest, with device, level, duration, assignee and overdue mark; filtered by kind, level, state, device, assignee and dates.',
  }),
  getAlarmAssigneeOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/alarms/getAlarmAssigneeOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    menu: '告警中心',
    summary: 'The enabled administrators an alarm may be assigned to.',
  }),
  assignDeviceAlarm: endpoint({
    method: 'POST',
    path: '/api/equipment/back/alarms/assignDeviceAlarm',
    encoding: 'form',
    request: assignDeviceAlarmRequest,
    data: z.null(),
    menu: '告警中心',
    summary: 'Assign an open alarm to an enabled administrator (audited).',
  }),
  acknowledgeDeviceAlarm: endpoint({
    method: 'POST',
    path: '/api/equipment/back/alarms/acknowledgeDeviceAlarm',
    encoding: 'form',
    request: acknowledgeDeviceAlarmRequest,
    data: z.null(),
    menu: '告警中心',
    summary: 'Acknowledge an open alarm: someone is on it; it is no longer overdue (audited).',
  }),
  getDeviceTemperatures: endpoint({
    method: 'GET',
    path: '/api/equipment/back/devices/getDeviceTemperatures',
    encoding: 'query',
    request: deviceTemperatureRequest,
    data: deviceTemperatureAnswer,
    menu: ['设备列表', '告警中心'],
    summary: "A device's temperature readings over 24 hours or 7 days, its type's range and its 温度异常 alarms.",
  }),
  deleteDeviceType: endpoint({
    method: 'POST',
    path: '/api/equipment/back/types/deleteDeviceType',
    encoding: 'form',
    request: deleteDeviceTypeRequest,
    data: z.null(),
    menu: '设备类型',
    summary: 'Delete a device type; refused while any device uses it.',
  }),
} as const;
