import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made; most tables have one, and lists sort by it. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
