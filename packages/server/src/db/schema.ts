import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const managers = pgTable('managers', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  phone: text('phone').notNull().default(''),
  avatar: text('avatar'),
  /** 1 = super administrator; only the first start creates one. */
  managerType: smallint('manager_type').notNull().default(2),
  isFlag: smallint('is_flag').notNull().default(1),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
});

/** The menu pages (by interface name) an ordinary administrator may open. */
export const managerMenus = pgTable(
  'manager_menus',
  {
    managerId: integer('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    interfaceName: text('interface_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.managerId, table.interfaceName] })],
);

/** Only a hash of each token is kept, so a leaked table does not log anyone in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_manager_idx').on(table.managerId),
  ],
);

/** Failed logins by account and by address, kept in the database so every instance throttles alike. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('login_failures_scope_idx').on(table.scope, table.failedAt)],
);

/** The spec's "users": members of the vending service. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    nickName: text('nick_name').notNull(),
    phone: text('phone').notNull(),
    avatar: text('avatar'),
    balance: integer('balance').notNull().default(0),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('members_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('members_phone_idx').on(table.phone),
  ],
);

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  goodsName: text('goods_name').notNull(),
  price: integer('price').notNull(),
});

export const devices = pgTable('devices', {
  id: serial('id').primaryKey(),
  deviceNo: text('device_no').notNull().unique(),
  deviceName: text('device_name').notNull(),
  address: text('address').notNull(),
  online: smallint('online').notNull().default(1),
});

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
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.slotNo] })],
);

export const OrderStatus = { UNPAID: 1, PROCESSING: 2, COMPLETED: 3, CANCELLED: 4 } as const;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').references(() => members.id),
    deviceId: integer('device_id').references(() => devices.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    quantity: smallint('quantity').notNull(),
    amount: integer('amount').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_created_at_idx')
      .on(table.createdAt)
      .where(sql`status = 3`),
  ],
);
