import { integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { merchants } from '../agents/tables';
import { goods } from '../goods/tables';

export const devices = pgTable('devices', {
  id: serial('id').primaryKey(),
  deviceNo: text('device_no').notNull().unique(),
  deviceName: text('device_name').notNull(),
  address: text('address').notNull(),
  online: smallint('online').notNull().default(1),
  /** Where the device stands; null while it is not bound to a merchant. */
  merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
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
