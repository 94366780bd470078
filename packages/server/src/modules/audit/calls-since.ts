import { ResultCode } from '@vending/contract';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditEvents } from './tables';

/**
 * An administrator's successful calls of these endpoints since a moment, read from the audit
 * trail: how many, and the sum of the `size` each recorded in its after-image (the uploads'
 * hourly share, uploads/handlers.ts).
 */
export async function successfulCallsSince(
  db: Database,
  managerId: number,
  actions: readonly string[],
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: count(),
      bytes: sql<string>`coalesce(sum((${auditEvents.after} ->> 'size')::bigint), 0)`,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.actorId, managerId),
        gt(auditEvents.at, since),
        inArray(auditEvents.action, [...actions]),
        eq(auditEvents.result, ResultCode.SUCCESS),
      ),
    );
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}
