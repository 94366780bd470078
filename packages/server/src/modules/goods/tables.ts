import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';

/** Goods categories (drinks, snacks…), shown in `sortOrder` then id order. */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** An uploaded image's URL; null for none. */
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('goods_categories_name_idx').on(table.name)],
);

/** The business's goods, sold from device slots. Money in minor units, GST included in the price. */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    goodsName: text('goods_name').notNull(),
    price: integer('price').notNull(),
    /** What one costs the business, in minor units. */
    cost: integer('cost').notNull().default(0),
    /** EAN-13 or similar; unique where present, so the library never adds one twice. */
    barcode: text('barcode'),
    categoryId: integer('category_id').references(() => goodsCategories.id),
    /** An uploaded image's URL; null for none. */
    picture: text('picture'),
    /** Short of stock below this many in a slot; null follows the global threshold (缺货商品设置). */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Items in one case as the warehouse stocks it; null when it is not stocked by the case. */
    caseSize: smallint('case_size'),
    /** 1 on shelf (sold), 0 off shelf. */
    onShelf: smallint('on_shelf').notNull().default(1),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('goods_barcode_idx').on(table.barcode),
    index('goods_category_id_idx').on(table.categoryId),
    index('goods_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** The platform-wide catalogue of default goods, copied into the goods list on demand. */
export const goodsLibrary = pgTable(
  'goods_library',
  {
    id: serial('id').primaryKey(),
    goodsName: text('goods_name').notNull(),
    barcode: text('barcode').notNull(),
    categoryId: integer('category_id').references(() => goodsCategories.id, { onDelete: 'set null' }),
    /** Suggested price and cost, in minor units. */
    price: integer('price').notNull(),
    cost: integer('cost').notNull().default(0),
    picture: text('picture'),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('goods_library_barcode_idx').on(table.barcode),
    index('goods_library_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);
