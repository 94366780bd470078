import { sql } from 'drizzle-orm';
import {
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
import { managers } from '../administrators/tables';
import { agents, merchants } from '../agents/tables';
import { devices } from '../equipment/tables';
import { goods } from '../goods/tables';
import { members } from '../members/tables';

/**
 * Orders; `status` holds the numbers of the contract's order flow (orderFlow.values) and
 * `paymentMethod` paymentMethods'. `amount` includes GST; `gst` is the part of it that is
 * GST, at the rate in force when the order was made.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').references(() => members.id),
    deviceId: integer('device_id').references(() => devices.id),
    amount: integer('amount').notNull(),
    gst: integer('gst').notNull().default(0),
    paymentMethod: smallint('payment_method').notNull().default(1),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** Who moved it last (complete, cancel), when, and a cancellation's reason. */
    handledBy: integer('handled_by').references(() => managers.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    /** The device's own number for a vend it reported; a replay of the same number is the same order. */
    deviceOrderNo: text('device_order_no'),
    /**
     * The payment channel's transaction id (WeChat Pay's 微信支付单号, Alipay's 支付宝交易号), as
     * the machine reported it with the vend; null for a balance payment or when not reported.
     * Cashless reconciliation matches a channel's statement on it (finance/reconciliation.ts).
     */
    channelTransactionId: text('channel_transaction_id'),
    /**
     * 1 when the money must go back (the machine failed to dispense) and has not yet; set by
     * markOrderForRefund (orders/dispense-failed.ts), cleared by whoever refunds it.
     */
    refundDue: smallint('refund_due').notNull().default(0),
    /**
     * Who earned it, as it was when the order was made (createPaidOrder): the device's merchant,
     * that merchant's agent and the agent's share rate in basis points. Rebinding a device or
     * changing a rate later changes future orders only. (The SQL column keeps its first name,
     * share_rate, as agents.share_rate does: see there.)
     */
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    shareBasisPoints: integer('share_rate'),
    /** The currency the order was taken in. */
    currency: text('currency').notNull().default('CNY'),
    /** What succeeded refunds gave back, and the GST within it (minor units). */
    refunded: integer('refunded').notNull().default(0),
    refundedGst: integer('refunded_gst').notNull().default(0),
  },
  // 3 = orderFlow.values.completed; the migration holds the literal, so it stays one here.
  (table) => [
    index('orders_created_at_idx')
      .on(table.createdAt)
      .where(sql`status = 3`),
    index('orders_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    // 2 = orderFlow.values.processing: the stuck orders (卡单, orders/stuck.ts) are the oldest paid of these.
    index('orders_processing_paid_idx')
      .on(table.paidAt)
      .where(sql`status = 2`),
    index('orders_status_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('orders_device_id_idx').on(table.deviceId, table.createdAt.desc()),
    index('orders_member_id_idx').on(table.memberId),
    uniqueIndex('orders_device_order_no_idx').on(table.deviceId, table.deviceOrderNo),
    index('orders_channel_transaction_idx').on(table.channelTransactionId),
  ],
);

/** An order's goods; name and price are copied so a later edit of the goods leaves it as sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    goodsName: text('goods_name').notNull(),
    price: integer('price').notNull(),
    quantity: smallint('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.lineNo] }),
    index('order_lines_goods_id_idx').on(table.goodsId),
  ],
);

/**
 * Each status an order passed through: from which, to which, when, by whom (null for the
 * member or the machine) and why. The order detail's timeline.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    managerId: integer('manager_id').references(() => managers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('order_events_order_id_idx').on(table.orderId, table.at)],
);

/** One refund line: which order line, how many of it, how much money. */
export interface RefundLine {
  lineNo: number;
  quantity: number;
  amount: number;
}

/**
 * Refunds of an order; `status` holds refundStates' numbers. Paid by balance: refunded at once
 * to the balance. Paid another way: sent to the payment channel (refunding) until it answers
 * (refunded, or failed: may be retried).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    gst: integer('gst').notNull().default(0),
    currency: text('currency').notNull(),
    /** orderPaymentMethods' number: where the money goes back. */
    method: smallint('method').notNull(),
    status: smallint('status').notNull(),
    /** The lines refunded; null for the whole order. */
    lines: jsonb('lines').$type<RefundLine[]>(),
    reason: text('reason').notNull(),
    /** The channel's reference once it accepted, and its last failure's words. */
    channelReference: text('channel_reference'),
    failure: text('failure'),
    attempts: smallint('attempts').notNull().default(1),
    createdBy: integer('created_by').references(() => managers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('order_refunds_order_idx').on(table.orderId, table.id)],
);
