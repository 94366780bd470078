import { createHash } from 'node:crypto';
import type { Database } from './database';

/**
 * The name of a prepared statement, made from its text: on a PostgreSQL connection a name
 * may stand for one text only (node-postgres refuses a second text under the same name), so
 * two statements never share a name and the same statement, built again, gets the same one.
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * A statement built with drizzle once per database (not on every call: in the member list's
 * page-1 profile drizzle took more CPU than the pg driver, most of it building statements) and prepared under `statementName`: PostgreSQL then
 * parses it once per connection. Its values come as `sql.placeholder(…)`s at execute.
 */
export function preparedPerDatabase<Statement>(
  prefix: string,
  build: (db: Database) => { toSQL(): { sql: string }; prepare(name: string): Statement },
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      const query = build(db);
      statement = query.prepare(statementName(prefix, query.toSQL().sql));
      statements.set(db, statement);
    }
    return statement;
  };
}
