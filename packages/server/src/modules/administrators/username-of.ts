import { sql, type AnyColumn } from 'drizzle-orm';
import { managers } from './tables';

/** An administrator's username by id, read beside each row of a list (null when there is none). */
export const usernameOf = (managerId: AnyColumn) =>
  sql<string | null>`(select ${managers.username} from ${managers} where ${managers.id} = ${managerId})`;
