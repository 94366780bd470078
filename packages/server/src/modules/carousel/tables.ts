import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { updatedAt, updatedBy } from '../administrators/columns';

/** The carousel of the members' home screen (轮播广告图): image, link, order, enabled. */
export const carouselImages = pgTable(
  'carousel_images',
  {
    id: serial('id').primaryKey(),
    /** An uploaded image's URL. */
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isFlag: smallint('is_flag').notNull().default(1),
    createdAt: createdAt(),
    updatedBy: updatedBy(),
    updatedAt: updatedAt(),
  },
  (table) => [index('carousel_images_order_idx').on(table.sortOrder, table.id)],
);
