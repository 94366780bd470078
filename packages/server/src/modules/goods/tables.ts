import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  goodsName: text('goods_name').notNull(),
  price: integer('price').notNull(),
});
