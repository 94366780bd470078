import { integer, timestamp } from 'drizzle-orm/pg-core';
import { managers } from './tables';

/** The administrator who created or last changed a row; null for the seed or once they are removed. */
export const updatedBy = () => integer('updated_by').references(() => managers.id, { onDelete: 'set null' });
/** When that was. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' });
