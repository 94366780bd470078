import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { searchGrams } from '../../lists/search-grams';

/** The spec's "users": members of the vending service. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    nickName: text('nick_name').notNull(),
    phone: text('phone').notNull(),
    avatar: text('avatar'),
    balance: integer('balance').notNull().default(0),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('members_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('members_phone_idx').on(table.phone),
    // The keyword filter's index (lists/search-grams.ts; the functions come with migration 0014).
    index('members_search_idx').using('gin', searchGrams([table.nickName, table.phone])),
  ],
);
