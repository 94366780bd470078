import { refundStates } from '@vending/contract';
import { sql } from 'drizzle-orm';
import { orderLines, orderRefunds } from './tables';

/**
 * What refunds took back of an order line (in a query over `orderLines`): its whole quantity
 * for a refund of the whole order, else the quantity a refund named for that line; refunded
 * refunds only.
 */
export const refundedQuantityOfLine =
  () => sql`coalesce((select sum(case when r.lines is null then ${orderLines.quantity}
          else (select coalesce(sum((e->>'quantity')::int), 0) from jsonb_array_elements(r.lines) e
                where (e->>'lineNo')::int = ${orderLines.lineNo}) end)
        from ${orderRefunds} r where r.order_id = ${orderLines.orderId} and r.status = ${refundStates.refunded}), 0)`;
