import { integer, timestamp } from 'drizzle-orm/pg-core';
import { managers } from './tables';

// Function declarations, not arrow constants: managers.agent_id references agents, whose table
// uses these, so the modules import each other; a declaration exists before either runs.

/** The administrator who created or last changed a row; null for the seed or once they are removed. */
export function updatedBy() {
  return integer('updated_by').references(() => managers.id, { onDelete: 'set null' });
}
/** When that was. */
export function updatedAt() {
  return timestamp('updated_at', { withTimezone: true, mode: 'date' });
}
