import type { Column } from 'drizzle-orm';
import { lookup } from '../../db/sql';
import { managers } from './tables';

/**
 * An administrator's username by id, read beside each row of a list (null when there is none).
 * Qualified on both sides: the outer column unqualified, one that `managers` also has (`id`,
 * `phone`…) would be read from `managers` and match the wrong rows.
 */
export const usernameOf = (managerId: Column) => lookup<string>(managerId, managers.username, managers.id);
