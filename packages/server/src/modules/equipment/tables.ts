import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';
import { managers } from '../administrators/tables';
import { merchants } from '../agents/tables';
import { goods } from '../goods/tables';

/** A device model: its slot grid (rows × columns) and how many items one slot holds. */
export const deviceTypes = pgTable(
  'device_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    slotRows: smallint('slot_rows').notNull(),
    slotColumns: smallint('slot_columns').notNull(),
    slotCapacity: smallint('slot_capacity').notNull(),
    /** How full a replenishment fills the slots of its devices that have no par level of their own; null: to capacity. */
    parLevel: smallint('par_level'),
    /** The cabinet's temperature range, whole °C: a heartbeat outside it opens 温度异常; null: no bound. */
    temperatureMin: smallint('temperature_min'),
    temperatureMax: smallint('temperature_max'),
    /** An uploaded image's URL; null for none. */
    picture: text('picture'),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('device_types_name_idx').on(table.name)],
);

/**
 * A region: what operators think in, the devices of a city or an area (华东区, 南京). The
 * platform keeps the list (设备列表's 区域 calls); a device stands in at most one. A role's data
 * scope may name regions (auth/scope.ts): its holders see the devices of those regions and what
 * they carry (orders, alarms, restocking…).
 */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('regions_name_idx').on(table.name)],
);

/**
 * A vending machine. It is online while its last heartbeat is recent (DEVICE_ONLINE_WINDOW_MS
 * in modules/equipment/online.ts); it stands at a merchant, whose agent it earns for.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    deviceNo: text('device_no').notNull().unique(),
    deviceName: text('device_name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    typeId: integer('type_id').references(() => deviceTypes.id),
    /** Where the device stands; null while it is not bound to a merchant. */
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    /** The region it stands in; null for none (a region in use cannot be deleted). */
    regionId: integer('region_id').references(() => regions.id),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true, mode: 'date' }),
    softwareVersion: text('software_version').notNull().default(''),
    /**
     * SHA-256 (hex) of the device's API credential's secret; null until one is issued. The secret
     * is 32 random bytes, so a fast hash is enough (nothing to guess), and a heartbeat costs no
     * argon2 (credentials.ts).
     */
    credentialHash: text('credential_hash'),
    credentialIssuedAt: timestamp('credential_issued_at', { withTimezone: true, mode: 'date' }),
    /** What the last heartbeat said: the cabinet's temperature (°C) and whether the door was open. */
    temperature: doublePrecision('temperature'),
    doorOpen: smallint('door_open'),
    /** 1 enabled (sells), 0 disabled. */
    isFlag: smallint('is_flag').notNull().default(1),
    /**
     * When it was last disabled (null while enabled): a vend paid before it is still taken
     * (device-api/handlers.ts).
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('devices_type_id_idx').on(table.typeId),
    index('devices_merchant_id_idx').on(table.merchantId),
    index('devices_region_id_idx').on(table.regionId),
    index('devices_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const deviceSlots = pgTable(
  'device_slots',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    slotNo: smallint('slot_no').notNull(),
    goodsId: integer('goods_id').references(() => goods.id),
    stock: smallint('stock').notNull().default(0),
    capacity: smallint('capacity').notNull(),
    /** How full a replenishment fills it; null follows the device type's (modules/equipment/plan.ts). */
    parLevel: smallint('par_level'),
    /**
     * The earliest expiry date of the batches in it, as a restocker's field entry gave it
     * (modules/trips); null when none is known or the slot is empty.
     */
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.slotNo] }),
    // A vend reported after the stock ran out takes it to zero, never below (device-api/vend.ts).
    check('device_slots_stock_check', sql`${table.stock} >= 0`),
  ],
);

/** A restocking visit to a device: who, when, and each slot's quantity before and after. */
export const replenishments = pgTable(
  'replenishments',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    operatorName: text('operator_name').notNull(),
    operatorPhone: text('operator_phone').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('replenishments_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('replenishments_device_id_idx').on(table.deviceId),
  ],
);

export const replenishmentLines = pgTable(
  'replenishment_lines',
  {
    replenishmentId: integer('replenishment_id')
      .notNull()
      .references(() => replenishments.id, { onDelete: 'cascade' }),
    slotNo: smallint('slot_no').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    before: smallint('before').notNull(),
    after: smallint('after').notNull(),
  },
  (table) => [primaryKey({ columns: [table.replenishmentId, table.slotNo] })],
);

/**
 * An alarm of a device (设备告警): a fault it reported, or its silence past the online window.
 * It is open while `closedAt` is null, at most one per device and kind; it closes when the
 * device reports the fault gone (or beats again, for silence), or when an administrator
 * resolves it with a note.
 */
export const deviceAlarms = pgTable(
  'device_alarms',
  {
    // 64-bit: a fleet of 100,000 machines opens a lot of alarms over the years.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The contract's alarm kinds (deviceAlarmKinds). */
    kind: text('kind').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** Who closed it: null for the device itself (it reported the fault gone, or beat again). */
    closedBy: integer('closed_by').references(() => managers.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** The administrator it is assigned to (告警中心); null: nobody yet. */
    assignedTo: integer('assigned_to').references(() => managers.id, { onDelete: 'set null' }),
    /** When and by whom it was acknowledged (someone is on it); null: not yet. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    acknowledgedBy: integer('acknowledged_by').references(() => managers.id, { onDelete: 'set null' }),
    /** Opened in a storm (device-api/alarms.ts): told in one summary, its closing not told. */
    summarised: boolean('summarised').notNull().default(false),
  },
  (table) => [
    uniqueIndex('device_alarms_open_idx')
      .on(table.deviceId, table.kind)
      .where(sql`closed_at is null`),
    index('device_alarms_device_idx').on(table.deviceId, table.openedAt.desc()),
  ],
);

/**
 * A device's temperature history (its heartbeats' readings), downsampled: at most one reading
 * per TEMPERATURE_SAMPLE_MS, plus every reading outside its type's range; kept for
 * TEMPERATURE_RETENTION_DAYS (temperature.ts).
 */
export const deviceTemperatures = pgTable(
  'device_temperatures',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    temperature: doublePrecision('temperature').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.recordedAt] }),
    index('device_temperatures_time_idx').on(table.recordedAt),
  ],
);

/**
 * A replenishment plan (补货计划): what to load into which slots, computed when it was saved.
 * `status` holds the numbers of the contract's replenishmentPlanFlow; the devices' stock
 * reports (device API) fill in what was loaded and close it (modules/equipment/plan-closing.ts).
 */
export const replenishmentPlans = pgTable(
  'replenishment_plans',
  {
    id: serial('id').primaryKey(),
    status: smallint('status').notNull(),
    /** The device filters it was made from (planDeviceFilters), for the record. */
    filters: jsonb('filters').notNull(),
    createdBy: integer('created_by').references(() => managers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Who moved it last (start loading) and when. */
    handledBy: integer('handled_by').references(() => managers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    /** When its last device reported and it was done. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('replenishment_plans_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('replenishment_plans_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
  ],
);

/** One slot of a plan: the stock it was judged to hold (and how), what to load, and what was loaded. */
export const replenishmentPlanLines = pgTable(
  'replenishment_plan_lines',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => replenishmentPlans.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    slotNo: smallint('slot_no').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    parLevel: smallint('par_level').notNull(),
    stock: smallint('stock').notNull(),
    /** 'reported' or 'estimated' (planStockBases). */
    basis: text('basis').notNull(),
    dailyVends: doublePrecision('daily_vends').notNull(),
    lastFillAt: timestamp('last_fill_at', { withTimezone: true, mode: 'date' }),
    /** 'expired' (过期) or 'expiring' (临期) when the slot's batch was, as planned (slotExpiryStates); null otherwise. */
    expiry: text('expiry'),
    /** Items to take out for that before loading. */
    toRemove: smallint('to_remove').notNull().default(0),
    planned: smallint('planned').notNull(),
    /** After − before of the slot in the device's stock report that closed the line (0 when it left the slot out); null until then. */
    loaded: smallint('loaded'),
    replenishmentId: integer('replenishment_id').references(() => replenishments.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.deviceId, table.slotNo] }),
    // The stock report looks up a device's open lines.
    index('replenishment_plan_lines_device_idx').on(table.deviceId, table.planId),
  ],
);
