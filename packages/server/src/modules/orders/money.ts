import { orderFlow, orderPaymentMethods, refundStates } from '@vending/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { insertedRow } from '../../db/inserted';
import type { Transaction } from '../../lists/transition';
import { agents, merchants } from '../agents';
import { devices } from '../equipment';
import { recordSystemAudit, type MoneyMoved } from '../audit';
import { recordEntryOrThrow } from '../ledger';
import { includedGst, readMoneySettings } from '../settings';
import type { RefundAnswer, RefundChannel } from './refund-channel';
import { orderEvents, orderLines, orderRefunds, orders, type RefundLine } from './tables';

/*
 * The money of an order, as functions other modules call inside their own transaction: who
 * earned a sale, an order's lines and its payment's ledger entry (a device's vend,
 * device-api/vend.ts), and a refund with its ledger entries (a vend that failed, the order
 * handlers). `createPaidOrder` makes a paid order (a device's vend; the tests' orders); the
 * demo data writes its orders and books in bulk (orders' demo-data.ts, seed/demo-books.ts).
 */

/** Who earns a sale at a device now: its merchant, that merchant's agent and the agent's rate. */
export async function attributionOf(tx: Transaction | Database, deviceId: number | null) {
  if (deviceId === null) return { merchantId: null, agentId: null, shareBasisPoints: null };
  const [found] = await tx
    .select({ merchantId: merchants.id, agentId: agents.id, shareBasisPoints: agents.shareBasisPoints })
    .from(devices)
    .innerJoin(merchants, eq(merchants.id, devices.merchantId))
    .innerJoin(agents, eq(agents.id, merchants.agentId))
    .where(eq(devices.id, deviceId));
  return found ?? { merchantId: null, agentId: null, shareBasisPoints: null };
}

export interface PaidOrderInput {
  orderNo: string;
  memberId: number | null;
  deviceId: number | null;
  /** The machine's own number of a vend (unique per device); null for an order made otherwise. */
  deviceOrderNo?: string | null;
  /** The payment channel's transaction id, as the machine reported it (cashless reconciliation). */
  channelTransactionId?: string | null;
  lines: { goodsId: number; goodsName: string; price: number; quantity: number }[];
  /** orderPaymentMethods' number; `balance` takes the amount from the member's balance. */
  method: number;
  /** When the member ordered and paid. */
  createdAt: Date;
  paidAt: Date;
  /**
   * When the machine dispensed it (a vend reports a sale already made): the order is completed
   * then. Absent, the order is processing: the machine is to dispense.
   */
  completedAt?: Date;
}

export class PaymentRefused extends Error {
  constructor(readonly problem: 'short' | 'missing' | 'no member') {
    super(`payment refused: ${problem}`);
  }
}

/**
 * The one place a paid order is made — a device's vend (device-api) and the tests alike: the
 * order with its lines, its timeline, its attribution (merchant, agent, share rate as they are
 * now), the currency and GST in force, and the payment's ledger entry: the member's balance
 * −amount when paid by balance (refused, by PaymentRefused, when it does not hold it), else the
 * platform +amount. Processing (to dispense), or completed at `completedAt` for a vend. Answers
 * null when the order number (or the device's own number) was already recorded, so that a
 * replay, even a concurrent one, makes nothing: the unique indexes on the order number and on
 * (device, device order number) let one insert through and the others do nothing. Call it
 * inside a transaction that also writes the audit.
 */
export async function createPaidOrder(
  tx: Transaction,
  input: PaidOrderInput,
): Promise<{ orderId: number; amount: number } | null> {
  const amount = input.lines.reduce((total, line) => total + line.price * line.quantity, 0);
  const { currency, gstBasisPoints } = await readMoneySettings(tx);
  const attribution = await attributionOf(tx, input.deviceId);
  const { unpaid, processing, completed } = orderFlow.values;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: input.orderNo,
      memberId: input.memberId,
      deviceId: input.deviceId,
      deviceOrderNo: input.deviceOrderNo ?? null,
      channelTransactionId: input.channelTransactionId ?? null,
      amount,
      gst: includedGst(amount, gstBasisPoints),
      paymentMethod: input.method,
      status: input.completedAt ? completed : processing,
      createdAt: input.createdAt,
      paidAt: input.paidAt,
      currency,
      ...attribution,
    })
    // No target: a vend's order number is made of the device and its number, so a concurrent
    // replay may meet the first one's row on either unique index (order_no is checked first);
    // with the one index as target, a replay that met order_no answered a 500.
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (!order) return null;
  const orderId = order.id;
  await insertOrderLines(tx, orderId, input.lines);
  await tx.insert(orderEvents).values(
    input.completedAt
      ? [
          // A vend: the machine reports a sale paid and dispensed.
          { orderId, fromStatus: null, toStatus: processing, at: input.paidAt },
          { orderId, fromStatus: processing, toStatus: completed, at: input.completedAt },
        ]
      : [
          { orderId, fromStatus: null, toStatus: unpaid, at: input.createdAt },
          { orderId, fromStatus: unpaid, toStatus: processing, at: input.paidAt },
        ],
  );
  await recordPayment(tx, {
    orderId,
    memberId: input.memberId,
    method: input.method,
    amount,
    currency,
    at: input.paidAt,
  });
  return { orderId, amount };
}

/** An order's lines, numbered from 1 in the order given, each with its amount (price × quantity). */
export async function insertOrderLines(
  tx: Transaction,
  orderId: number,
  lines: readonly { goodsId: number; goodsName: string; price: number; quantity: number }[],
) {
  await tx.insert(orderLines).values(
    lines.map((line, index) => ({
      orderId,
      lineNo: index + 1,
      goodsId: line.goodsId,
      goodsName: line.goodsName,
      price: line.price,
      quantity: line.quantity,
      amount: line.price * line.quantity,
    })),
  );
}

/** The payment's ledger entry (also used by the seed for the orders it writes itself). */
export async function recordPayment(
  tx: Transaction,
  payment: { orderId: number; memberId: number | null; method: number; amount: number; currency: string; at: Date },
) {
  if (payment.method === orderPaymentMethods.balance) {
    if (payment.memberId === null) throw new PaymentRefused('no member');
    const outcome = await recordEntryOrThrow(tx, {
      account: { kind: 'member', id: payment.memberId },
      amount: -payment.amount,
      currency: payment.currency,
      kind: 'orderPayment',
      orderId: payment.orderId,
      managerId: null,
      at: payment.at,
    }).catch((error: unknown) => {
      if (error instanceof Error && 'problem' in error)
        throw new PaymentRefused((error as { problem: 'short' }).problem);
      throw error;
    });
    return outcome;
  }
  await recordEntryOrThrow(tx, {
    account: { kind: 'platform' },
    amount: payment.amount,
    currency: payment.currency,
    kind: 'orderPayment',
    orderId: payment.orderId,
    managerId: null,
    at: payment.at,
  });
  return null;
}

/** Who the audit trail names for a payment channel's answer about a refund. */
export const REFUND_CHANNEL_ACTOR = '支付渠道';

/** Why a refund cannot be made; the caller answers it as a refusal naming `field`. */
export class RefundRefused extends Error {
  constructor(
    readonly reason: 'not found' | 'not paid' | 'nothing left' | 'bad line' | 'too many',
    readonly field: string,
  ) {
    super(`refund refused: ${reason}`);
  }
}

export interface RefundOrderInput {
  orderId: number;
  /** The lines and quantities to refund; absent: all that is not refunded yet. */
  lines?: { lineNo: number; quantity: number }[] | undefined;
  reason: string;
  managerId: number | null;
  at: Date;
}

export interface RefundStarted {
  refundId: number;
  amount: number;
  currency: string;
  /** The member's balance after a refund to it; null when the money goes back through the channel. */
  balanceAfter: number | null;
  /** refundStates' key: `refunded` at once (balance), or `refunding` (sent to the channel next). */
  state: 'refunded' | 'refunding';
}

/** The states a refund counts against what is left to refund in: all but a failed one. */
const liveRefund = inArray(orderRefunds.status, [refundStates.refunding, refundStates.refunded]);

/**
 * Starts a refund of a paid order (the whole of what is left, or chosen lines), inside the
 * caller's transaction, the order's row locked so two refunds cannot both take the last of it.
 * Paid by balance: the money goes back to the balance now (ledger: member +amount) and the
 * refund is `refunded`. Paid another way: the refund is recorded `refunding`; after the commit
 * the caller hands it to the channel with `sendRefund`, whose answer writes the ledger entry.
 */
export async function refundOrder(tx: Transaction, input: RefundOrderInput): Promise<RefundStarted> {
  const [order] = await tx
    .select({
      id: orders.id,
      memberId: orders.memberId,
      amount: orders.amount,
      gst: orders.gst,
      method: orders.paymentMethod,
      paidAt: orders.paidAt,
      currency: orders.currency,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for('update');
  if (!order) throw new RefundRefused('not found', 'orderId');
  if (order.paidAt === null) throw new RefundRefused('not paid', 'orderId');
  const lines = await tx
    .select({
      lineNo: orderLines.lineNo,
      price: orderLines.price,
      quantity: orderLines.quantity,
      amount: orderLines.amount,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.lineNo));
  const earlier = await tx
    .select({ amount: orderRefunds.amount, lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), liveRefund));
  const refundedAmount = earlier.reduce((total, refund) => total + refund.amount, 0);
  // What of each line is refunded already; a whole-order refund took every line.
  const refundedQuantity = new Map<number, number>();
  for (const refund of earlier) {
    for (const line of refund.lines ??
      lines.map((whole) => ({ lineNo: whole.lineNo, quantity: whole.quantity, amount: whole.amount }))) {
      refundedQuantity.set(line.lineNo, (refundedQuantity.get(line.lineNo) ?? 0) + line.quantity);
    }
  }
  let chosen: RefundLine[];
  if (input.lines === undefined || input.lines.length === 0) {
    chosen = lines
      .map((line) => {
        const quantity = line.quantity - (refundedQuantity.get(line.lineNo) ?? 0);
        return { lineNo: line.lineNo, quantity, amount: quantity * line.price };
      })
      .filter((line) => line.quantity > 0);
  } else {
    // A line named twice (`2:1,2:1`) is one line of the sum of its quantities: never more of a
    // line than was bought, whatever the request repeats.
    const wantedQuantity = new Map<number, number>();
    for (const wanted of input.lines) {
      if (!Number.isInteger(wanted.quantity) || wanted.quantity < 1) throw new RefundRefused('bad line', 'lines');
      wantedQuantity.set(wanted.lineNo, (wantedQuantity.get(wanted.lineNo) ?? 0) + wanted.quantity);
    }
    chosen = [...wantedQuantity].map(([lineNo, quantity]) => {
      const line = lines.find((candidate) => candidate.lineNo === lineNo);
      if (!line) throw new RefundRefused('bad line', 'lines');
      if (quantity + (refundedQuantity.get(line.lineNo) ?? 0) > line.quantity)
        throw new RefundRefused('too many', 'lines');
      return { lineNo: line.lineNo, quantity, amount: quantity * line.price };
    });
  }
  const amount = Math.min(
    chosen.reduce((total, line) => total + line.amount, 0),
    order.amount - refundedAmount,
  );
  if (chosen.length === 0 || amount <= 0) throw new RefundRefused('nothing left', 'orderId');
  // The GST given back in proportion; the last refund takes what is left of it, so no cent strays.
  const gst =
    amount === order.amount - refundedAmount
      ? order.gst - Math.round((order.gst * refundedAmount) / order.amount)
      : Math.round((order.gst * amount) / order.amount);
  const byBalance = order.method === orderPaymentMethods.balance && order.memberId !== null;
  const refund = insertedRow(
    await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amount,
        gst,
        currency: order.currency,
        method: order.method,
        status: byBalance ? refundStates.refunded : refundStates.refunding,
        lines: input.lines === undefined || input.lines.length === 0 ? null : chosen,
        reason: input.reason,
        createdBy: input.managerId,
        createdAt: input.at,
        finishedAt: byBalance ? input.at : null,
      })
      .returning({ id: orderRefunds.id }),
  );
  const refundId = refund.id;
  let balanceAfter: number | null = null;
  if (byBalance && order.memberId !== null) {
    balanceAfter = await recordEntryOrThrow(tx, {
      account: { kind: 'member', id: order.memberId },
      amount,
      currency: order.currency,
      kind: 'orderRefund',
      orderId: order.id,
      refundId,
      managerId: input.managerId,
      note: input.reason,
      at: input.at,
    });
    await tx
      .update(orders)
      .set({ refunded: sql`${orders.refunded} + ${amount}`, refundedGst: sql`${orders.refundedGst} + ${gst}` })
      .where(eq(orders.id, order.id));
  }
  return { refundId, amount, currency: order.currency, balanceAfter, state: byBalance ? 'refunded' : 'refunding' };
}

/**
 * Writes a channel's answer about a refund under way, in its own transaction: refunded (the
 * platform −amount in the ledger, the order's refunded sum up), failed (may be retried), or
 * still pending. A refund no longer `refunding` (answered already) is left alone.
 */
export async function applyRefundAnswer(
  db: Database,
  refundId: number,
  answer: RefundAnswer,
  at: Date,
  audit?: (tx: Transaction) => Promise<void>,
): Promise<'refunded' | 'failed' | 'refunding'> {
  return db.transaction(async (tx) => {
    const status =
      answer.outcome === 'refunded'
        ? refundStates.refunded
        : answer.outcome === 'failed'
          ? refundStates.failed
          : refundStates.refunding;
    const [refund] = await tx
      .update(orderRefunds)
      .set({
        status,
        channelReference: answer.outcome === 'failed' ? sql`${orderRefunds.channelReference}` : answer.reference,
        failure: answer.outcome === 'failed' ? answer.reason : null,
        finishedAt: answer.outcome === 'pending' ? null : at,
      })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, refundStates.refunding)))
      .returning({
        orderId: orderRefunds.orderId,
        amount: orderRefunds.amount,
        gst: orderRefunds.gst,
        currency: orderRefunds.currency,
        createdBy: orderRefunds.createdBy,
      });
    if (!refund) return 'refunding';
    if (answer.outcome === 'refunded') {
      await recordEntryOrThrow(tx, {
        account: { kind: 'platform' },
        amount: -refund.amount,
        currency: refund.currency,
        kind: 'orderRefund',
        orderId: refund.orderId,
        refundId,
        managerId: refund.createdBy,
        at,
      });
      await tx
        .update(orders)
        .set({
          refunded: sql`${orders.refunded} + ${refund.amount}`,
          refundedGst: sql`${orders.refundedGst} + ${refund.gst}`,
        })
        .where(eq(orders.id, refund.orderId));
    }
    // The channel's answer is an event of its own, recorded with the entry it wrote.
    if (answer.outcome !== 'pending')
      await recordSystemAudit(tx, {
        actorName: REFUND_CHANNEL_ACTOR,
        action: 'refundAnswer',
        page: '订单列表',
        target: `orderId=${refund.orderId} refundId=${refundId}`,
        after: {
          status: answer.outcome,
          money: {
            amount: answer.outcome === 'refunded' ? refund.amount : 0,
            currency: refund.currency,
            account: 'platform',
            outcome: answer.outcome,
          } satisfies MoneyMoved,
        },
        at,
      });
    await audit?.(tx);
    return answer.outcome === 'refunded' ? 'refunded' : answer.outcome === 'failed' ? 'failed' : 'refunding';
  });
}

/** The channel's view of a refund: what `request` and `check` are given. */
async function channelRequestOf(db: Database, refundId: number) {
  const [found] = await db
    .select({
      refundId: orderRefunds.id,
      orderNo: orders.orderNo,
      method: orderRefunds.method,
      amount: orderRefunds.amount,
      currency: orderRefunds.currency,
      reference: orderRefunds.channelReference,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId));
  return found;
}

/**
 * Hands a `refunding` refund to the channel (after the transaction that created it committed:
 * no database transaction waits on a provider) and writes its answer. A channel that throws
 * leaves the refund `refunding`, to be checked again.
 */
export async function sendRefund(db: Database, channel: RefundChannel, refundId: number, now: () => Date) {
  const request = await channelRequestOf(db, refundId);
  if (!request) return 'refunding' as const;
  let answer: RefundAnswer;
  try {
    answer = request.reference
      ? await channel.check({ ...request, reference: request.reference })
      : await channel.request(request);
  } catch {
    return 'refunding' as const;
  }
  return applyRefundAnswer(db, refundId, answer, now());
}

/** Refunds still waiting for their channel (oldest first), for a check. */
export async function refundsUnderWay(db: Database, orderId?: number) {
  const rows = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      orderId === undefined
        ? eq(orderRefunds.status, refundStates.refunding)
        : and(eq(orderRefunds.status, refundStates.refunding), eq(orderRefunds.orderId, orderId)),
    )
    .orderBy(asc(orderRefunds.id));
  return rows.map((row) => row.id);
}

/** An order's refunds, newest last, for its detail. */
export async function refundsOf(db: Database, orderId: number) {
  return db
    .select({
      refundId: orderRefunds.id,
      amount: orderRefunds.amount,
      method: orderRefunds.method,
      status: orderRefunds.status,
      lines: orderRefunds.lines,
      reason: orderRefunds.reason,
      failure: orderRefunds.failure,
      attempts: orderRefunds.attempts,
      createdBy: orderRefunds.createdBy,
      createdAt: orderRefunds.createdAt,
      finishedAt: orderRefunds.finishedAt,
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
}
