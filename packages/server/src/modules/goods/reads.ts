import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { goods, goodsCategories } from './tables';

/** The ids of the goods in any category of this name. */
export async function goodsIdsInCategory(db: Database, categoryName: string): Promise<number[]> {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(goodsCategories, eq(goodsCategories.id, goods.categoryId))
    .where(eq(goodsCategories.name, categoryName));
  return rows.map((row) => row.id);
}
