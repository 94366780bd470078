import { asc, count, eq, inArray, sql, type Column } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { databaseErrorOf, isUniqueViolation } from '../../db/errors';
import { anyContains, lookup, qualified } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { newestFirst, type KeysetOrder } from '../../lists/keyset';
import { usernameOf } from '../administrators';
import { goods, goodsCategories, goodsLibrary } from './tables';
import { answerOfRollBack, RollBack } from '../../http/roll-back';
import { flagOf, withTimes } from '../../lists/wire-values';
import { reorderAll } from '../../lists/reorder';

type GoodsHandlers = Pick<
  Handlers,
  | 'getGoodsList'
  | 'getGoodsCategoryOptions'
  | 'addGoods'
  | 'updateGoods'
  | 'updateGoodsOnShelf'
  | 'updateGoodsOnShelfBatch'
  | 'getGoodsLibraryList'
  | 'getLibraryCategoryOptions'
  | 'addGoodsLibrary'
  | 'updateGoodsLibrary'
  | 'addLibraryToGoods'
  | 'getGoodsCategoryList'
  | 'addGoodsCategory'
  | 'updateGoodsCategory'
  | 'removeGoodsCategory'
  | 'sortGoodsCategories'
>;

const GOODS_BARCODE_INDEX = 'goods_barcode_idx';
const LIBRARY_BARCODE_INDEX = 'goods_library_barcode_idx';
const CATEGORY_NAME_INDEX = 'goods_categories_name_idx';

export const GoodsMessages = {
  GOODS_NOT_FOUND: text('商品不存在', 'The goods do not exist'),
  LIBRARY_NOT_FOUND: text('商品库中没有该商品', 'The goods library has no such item'),
  CATEGORY_NOT_FOUND: text('商品分类不存在', 'The goods category does not exist'),
  BARCODE_TAKEN: text('已有商品使用该条码', 'Other goods have this barcode already'),
  LIBRARY_BARCODE_TAKEN: text('商品库中已有该条码', 'The goods library has this barcode already'),
  CATEGORY_NAME_TAKEN: text('已有同名的商品分类', 'A category of this name exists already'),
  CATEGORY_IN_USE: (goodsCount: number) =>
    text(
      `该分类下还有 ${goodsCount} 个商品，不能删除`,
      `${goodsCount} goods are in this category; it cannot be removed`,
    ),
  NOT_EVERY_CATEGORY: text('排序须包含每个分类且各一次', 'The order must list every category, each once'),
} as const satisfies Record<string, Text | ((count: number) => Text)>;

const categoryNameOf = (categoryId: Column) => lookup<string>(categoryId, goodsCategories.name, goodsCategories.id);
const goodsOfCategory = sql<number>`(select count(*)::int from ${goods} g where g.category_id = ${qualified(goodsCategories.id)})`;
const libraryItemInGoods = sql<boolean>`exists (select 1 from ${goods} g where g.barcode = ${qualified(goodsLibrary.barcode)})`;

const goodsList = declareList('getGoodsList', {
  from: goods,
  dimension: NO_DIMENSION,
  select: {
    goodsId: goods.id,
    goodsName: goods.goodsName,
    picture: goods.picture,
    categoryId: goods.categoryId,
    categoryName: categoryNameOf(goods.categoryId),
    barcode: goods.barcode,
    price: goods.price,
    cost: goods.cost,
    onShelf: goods.onShelf,
    createdAt: goods.createdAt,
    updatedBy: usernameOf(goods.updatedBy),
    updatedAt: goods.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [goods.goodsName, goods.barcode]),
    categoryId: (categoryId) => eq(goods.categoryId, categoryId),
    onShelf: (onShelf) => eq(goods.onShelf, onShelf),
  },
  // goods_created_at_idx: (time desc, id desc), nulls last.
  order: newestFirst(goods.createdAt, goods.id, { indexedNullsLast: true }),
});

const libraryList = declareList('getGoodsLibraryList', {
  from: goodsLibrary,
  dimension: NO_DIMENSION,
  select: {
    libraryId: goodsLibrary.id,
    goodsName: goodsLibrary.goodsName,
    picture: goodsLibrary.picture,
    categoryId: goodsLibrary.categoryId,
    categoryName: categoryNameOf(goodsLibrary.categoryId),
    barcode: goodsLibrary.barcode,
    price: goodsLibrary.price,
    cost: goodsLibrary.cost,
    inGoods: libraryItemInGoods,
    createdAt: goodsLibrary.createdAt,
    updatedBy: usernameOf(goodsLibrary.updatedBy),
    updatedAt: goodsLibrary.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [goodsLibrary.goodsName, goodsLibrary.barcode]),
    categoryId: (categoryId) => eq(goodsLibrary.categoryId, categoryId),
  },
  // goods_library_created_at_idx: (time desc, id desc), nulls last.
  order: newestFirst(goodsLibrary.createdAt, goodsLibrary.id, { indexedNullsLast: true }),
});

/** Categories in their order: smaller sort order first, then lower id. */
function categoryOrder() {
  const place = {
    keysetSort: sql<number>`${goodsCategories.sortOrder}`,
    keysetId: sql<number>`${goodsCategories.id}`,
  };
  return {
    orderBy: [sql`${goodsCategories.sortOrder} asc`, sql`${goodsCategories.id} asc`],
    place,
    after: ({ keysetSort, keysetId }) =>
      sql`(${goodsCategories.sortOrder}, ${goodsCategories.id}) > (${keysetSort}, ${keysetId})`,
  } satisfies KeysetOrder<typeof place>;
}

const categoryList = declareList('getGoodsCategoryList', {
  from: goodsCategories,
  dimension: NO_DIMENSION,
  select: {
    categoryId: goodsCategories.id,
    name: goodsCategories.name,
    icon: goodsCategories.icon,
    sortOrder: goodsCategories.sortOrder,
    goodsCount: goodsOfCategory,
    createdAt: goodsCategories.createdAt,
    updatedBy: usernameOf(goodsCategories.updatedBy),
    updatedAt: goodsCategories.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [goodsCategories.name]),
  },
  order: categoryOrder(),
});

/** The margin in percent of the price, one decimal (0 for a price of 0, which a write refuses). */
export const marginRateOf = (price: number, cost: number) =>
  price > 0 ? Math.round(((price - cost) / price) * 1_000) / 10 : 0;

/** What an edit of goods or of a library item may change: the audit trail's before. */
function editableFieldsOf(row: {
  goodsName: string;
  categoryId: number | null;
  barcode: string | null;
  price: number;
  cost: number;
  picture: string | null;
}) {
  const { goodsName, categoryId, barcode, price, cost, picture } = row;
  return { goodsName, categoryId, barcode, price, cost, picture };
}

function barcodeTaken(error: unknown) {
  if (isUniqueViolation(error, GOODS_BARCODE_INDEX)) return failure(GoodsMessages.BARCODE_TAKEN, 'barcode');
  throw error;
}
function libraryBarcodeTaken(error: unknown) {
  if (isUniqueViolation(error, LIBRARY_BARCODE_INDEX)) return failure(GoodsMessages.LIBRARY_BARCODE_TAKEN, 'barcode');
  throw error;
}
function categoryNameTaken(error: unknown) {
  if (isUniqueViolation(error, CATEGORY_NAME_INDEX)) return failure(GoodsMessages.CATEGORY_NAME_TAKEN, 'name');
  throw error;
}

async function categoryExists(db: Database, categoryId: number) {
  const [found] = await db
    .select({ id: goodsCategories.id })
    .from(goodsCategories)
    .where(eq(goodsCategories.id, categoryId));
  return found !== undefined;
}

async function categoryOptions(db: Database) {
  const rows = await db
    .select({ value: goodsCategories.id, label: goodsCategories.name })
    .from(goodsCategories)
    .orderBy(asc(goodsCategories.sortOrder), asc(goodsCategories.id));
  return success({ rows });
}

async function goodsInCategory(db: Database, categoryId: number) {
  const [row] = await db.select({ value: count() }).from(goods).where(eq(goods.categoryId, categoryId));
  return Number(row?.value ?? 0);
}

export function goodsHandlers({ db, now }: { db: Database; now: () => Date }): GoodsHandlers {
  return {
    async getGoodsList(params) {
      const { rows, total } = await goodsList.page(db, params);
      return success({
        rows: rows.map((row) => ({
          ...withTimes(row),
          margin: row.price - row.cost,
          marginRate: marginRateOf(row.price, row.cost),
          onShelf: flagOf(row.onShelf),
        })),
        total,
      });
    },

    getGoodsCategoryOptions: () => categoryOptions(db),

    async addGoods({ picture, barcode, ...fields }, { manager }) {
      if (!(await categoryExists(db, fields.categoryId)))
        return failure(GoodsMessages.CATEGORY_NOT_FOUND, 'categoryId');
      try {
        const [created] = await db
          .insert(goods)
          .values({
            ...fields,
            barcode: barcode ?? null,
            picture: picture ?? null,
            updatedBy: manager.managerId,
            updatedAt: now(),
          })
          .returning({ goodsId: goods.id });
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        return barcodeTaken(error);
      }
    },

    async updateGoods({ goodsId, picture, barcode, ...fields }, { manager, audit }) {
      if (!(await categoryExists(db, fields.categoryId)))
        return failure(GoodsMessages.CATEGORY_NOT_FOUND, 'categoryId');
      const [before] = await db.select().from(goods).where(eq(goods.id, goodsId));
      if (!before) return failure(GoodsMessages.GOODS_NOT_FOUND, 'goodsId');
      const after = { ...fields, barcode: barcode ?? null, picture: picture ?? null };
      try {
        await db
          .update(goods)
          .set({ ...after, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(goods.id, goodsId));
      } catch (error) {
        return barcodeTaken(error);
      }
      audit.before = editableFieldsOf(before);
      audit.after = after;
      return success(null);
    },

    async updateGoodsOnShelf({ goodsId, onShelf }, { manager, audit }) {
      const [before] = await db.select({ onShelf: goods.onShelf }).from(goods).where(eq(goods.id, goodsId));
      if (!before) return failure(GoodsMessages.GOODS_NOT_FOUND, 'goodsId');
      await db
        .update(goods)
        .set({ onShelf, updatedBy: manager.managerId, updatedAt: now() })
        .where(eq(goods.id, goodsId));
      audit.before = { onShelf: before.onShelf };
      audit.after = { onShelf };
      return success(null);
    },

    async updateGoodsOnShelfBatch({ goodsIds, onShelf }, { manager, audit }) {
      const ids = [...new Set(goodsIds)];
      try {
        return await db.transaction(async (transaction) => {
          const before = await transaction
            .select({ goodsId: goods.id, onShelf: goods.onShelf })
            .from(goods)
            .where(inArray(goods.id, ids))
            .for('update');
          if (before.length !== ids.length) throw new RollBack(failure(GoodsMessages.GOODS_NOT_FOUND, 'goodsIds'));
          const changed = before.filter((row) => row.onShelf !== onShelf).map((row) => row.goodsId);
          if (changed.length > 0)
            await transaction
              .update(goods)
              .set({ onShelf, updatedBy: manager.managerId, updatedAt: now() })
              .where(inArray(goods.id, changed));
          audit.before = { onShelf: Object.fromEntries(before.map((row) => [row.goodsId, row.onShelf])) };
          audit.after = { goodsIds: ids, onShelf };
          return success({ changed: changed.length });
        });
      } catch (error) {
        return answerOfRollBack(error);
      }
    },

    async getGoodsLibraryList(params) {
      const { rows, total } = await libraryList.page(db, params);
      return success({ rows: rows.map((row) => ({ ...withTimes(row), inGoods: flagOf(row.inGoods) })), total });
    },

    getLibraryCategoryOptions: () => categoryOptions(db),

    async addGoodsLibrary({ picture, ...fields }, { manager }) {
      if (!(await categoryExists(db, fields.categoryId)))
        return failure(GoodsMessages.CATEGORY_NOT_FOUND, 'categoryId');
      try {
        const [created] = await db
          .insert(goodsLibrary)
          .values({ ...fields, picture: picture ?? null, updatedBy: manager.managerId, updatedAt: now() })
          .returning({ libraryId: goodsLibrary.id });
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        return libraryBarcodeTaken(error);
      }
    },

    async updateGoodsLibrary({ libraryId, picture, ...fields }, { manager, audit }) {
      if (!(await categoryExists(db, fields.categoryId)))
        return failure(GoodsMessages.CATEGORY_NOT_FOUND, 'categoryId');
      const [before] = await db.select().from(goodsLibrary).where(eq(goodsLibrary.id, libraryId));
      if (!before) return failure(GoodsMessages.LIBRARY_NOT_FOUND, 'libraryId');
      const after = { ...fields, picture: picture ?? null };
      try {
        await db
          .update(goodsLibrary)
          .set({ ...after, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(goodsLibrary.id, libraryId));
      } catch (error) {
        return libraryBarcodeTaken(error);
      }
      audit.before = editableFieldsOf(before);
      audit.after = after;
      return success(null);
    },

    async addLibraryToGoods({ libraryIds }, { manager, audit }) {
      const ids = [...new Set(libraryIds)];
      try {
        return await db.transaction(async (transaction) => {
          const items = await transaction.select().from(goodsLibrary).where(inArray(goodsLibrary.id, ids));
          if (items.length !== ids.length) throw new RollBack(failure(GoodsMessages.LIBRARY_NOT_FOUND, 'libraryIds'));
          // A barcode the goods list has (a racing write's included) is skipped, not refused.
          const created = await transaction
            .insert(goods)
            .values(
              items.map((item) => ({
                goodsName: item.goodsName,
                barcode: item.barcode,
                categoryId: item.categoryId,
                price: item.price,
                cost: item.cost,
                picture: item.picture,
                updatedBy: manager.managerId,
                updatedAt: now(),
              })),
            )
            .onConflictDoNothing({ target: goods.barcode })
            .returning({ goodsId: goods.id, barcode: goods.barcode });
          audit.after = { libraryIds: ids, added: created.map((row) => row.goodsId) };
          return success({ added: created.length, skipped: items.length - created.length });
        });
      } catch (error) {
        return answerOfRollBack(error);
      }
    },

    async getGoodsCategoryList(params) {
      const { rows, total } = await categoryList.page(db, params);
      return success({ rows: rows.map(withTimes), total });
    },

    async addGoodsCategory({ icon, ...fields }, { manager }) {
      try {
        const [created] = await db
          .insert(goodsCategories)
          .values({ ...fields, icon: icon ?? null, updatedBy: manager.managerId, updatedAt: now() })
          .returning({ categoryId: goodsCategories.id });
        return created ? success(created) : failure(Messages.SERVER_ERROR);
      } catch (error) {
        return categoryNameTaken(error);
      }
    },

    async updateGoodsCategory({ categoryId, icon, ...fields }, { manager, audit }) {
      const [before] = await db.select().from(goodsCategories).where(eq(goodsCategories.id, categoryId));
      if (!before) return failure(GoodsMessages.CATEGORY_NOT_FOUND, 'categoryId');
      const after = { ...fields, icon: icon ?? null };
      try {
        await db
          .update(goodsCategories)
          .set({ ...after, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(goodsCategories.id, categoryId));
      } catch (error) {
        return categoryNameTaken(error);
      }
      audit.before = { name: before.name, icon: before.icon, sortOrder: before.sortOrder };
      audit.after = after;
      return success(null);
    },

    async removeGoodsCategory({ categoryId }, { audit }) {
      const [before] = await db.select().from(goodsCategories).where(eq(goodsCategories.id, categoryId));
      if (!before) return failure(GoodsMessages.CATEGORY_NOT_FOUND, 'categoryId');
      const using = await goodsInCategory(db, categoryId);
      if (using > 0) return failure(GoodsMessages.CATEGORY_IN_USE(using), 'categoryId');
      try {
        await db.delete(goodsCategories).where(eq(goodsCategories.id, categoryId));
      } catch (error) {
        // Goods added to it meanwhile: the foreign key refused the delete.
        if (databaseErrorOf(error).code === '23503')
          return failure(GoodsMessages.CATEGORY_IN_USE(await goodsInCategory(db, categoryId)), 'categoryId');
        throw error;
      }
      audit.before = { name: before.name, icon: before.icon, sortOrder: before.sortOrder };
      return success(null);
    },

    async sortGoodsCategories({ categoryIds }, { manager, audit }) {
      try {
        return await db.transaction(async (transaction) => {
          const before = await reorderAll(transaction, goodsCategories, categoryIds, {
            step: 10,
            refusal: failure(GoodsMessages.NOT_EVERY_CATEGORY, 'categoryIds'),
            managerId: manager.managerId,
            at: now(),
          });
          audit.before = { categoryIds: before };
          audit.after = { categoryIds };
          return success(null);
        });
      } catch (error) {
        return answerOfRollBack(error);
      }
    },
  };
}
