import { z } from 'zod';
import { endpoint } from '../endpoint';
import { flagValue, recordId } from '../fields';
import { flagParam, instant, intParam, money, pagedRows, pagingParams, textParam } from '../wire';
import { selectOption } from './agents';

// Goods (商品管理): the goods sold from device slots, the platform's goods library and the
// goods categories. Money is an integer of minor units, GST included in the price.

/** A price or cost in minor units: a price above zero, a cost from zero, at most 1 000 000.00. */
const MAX_MONEY = 100_000_000;
export const priceParam = intParam({ min: 1, max: MAX_MONEY });
export const costParam = intParam({ min: 0, max: MAX_MONEY });

/** An uploaded image's URL (as the upload answered it); empty for none. */
export const optionalImage = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)?$/, 'must be an uploaded image')
  .transform((url) => (url === '' ? null : url));

/** A barcode as printed on the goods: 8 to 14 digits (EAN-8, UPC, EAN-13, GTIN-14). */
const barcodePattern = /^\d{8,14}$/;
export const barcodeParam = z.string().trim().regex(barcodePattern, 'must be 8 to 14 digits');
/** A barcode, or empty when the goods have none. */
export const optionalBarcode = z
  .string()
  .trim()
  .regex(/^(\d{8,14})?$/, 'must be 8 to 14 digits')
  .transform((code) => (code === '' ? null : code));

/** Several records at once (a selection of the table), 1 to 100 ids. */
const idList = z.array(recordId).min(1, 'must not be empty').max(100);

// The goods list (商品列表).

export const goodsListRequest = z.strictObject({
  /** Part of the name or the barcode. */
  keyword: textParam(50).optional(),
  categoryId: recordId.optional(),
  onShelf: flagParam.optional(),
  ...pagingParams,
});
export const goodsRow = z.object({
  goodsId: z.int(),
  goodsName: z.string(),
  picture: z.string().nullable(),
  categoryId: z.int().nullable(),
  categoryName: z.string().nullable(),
  barcode: z.string().nullable(),
  /** GST included, in minor units. */
  price: money,
  cost: money,
  /** Price less cost, in minor units. */
  margin: money,
  /** The margin in percent of the price, one decimal. */
  marginRate: z.number(),
  /** 1 on shelf (sold), 0 off shelf. */
  onShelf: flagValue,
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type GoodsRow = z.infer<typeof goodsRow>;
const goodsFields = {
  goodsName: textParam(50),
  categoryId: recordId,
  barcode: optionalBarcode.optional(),
  price: priceParam,
  cost: costParam,
  picture: optionalImage.optional(),
};
export const addGoodsRequest = z.strictObject(goodsFields);
export const updateGoodsRequest = z.strictObject({ goodsId: recordId, ...goodsFields });
export const goodsShelfRequest = z.strictObject({ goodsId: recordId, onShelf: flagParam });
export const goodsShelfBatchRequest = z.strictObject({ goodsIds: idList, onShelf: flagParam });

// The goods library (商品库).

export const goodsLibraryListRequest = z.strictObject({
  /** Part of the name or the barcode. */
  keyword: textParam(50).optional(),
  categoryId: recordId.optional(),
  ...pagingParams,
});
export const goodsLibraryRow = z.object({
  libraryId: z.int(),
  goodsName: z.string(),
  picture: z.string().nullable(),
  categoryId: z.int().nullable(),
  categoryName: z.string().nullable(),
  barcode: z.string(),
  /** Suggested price and cost, in minor units. */
  price: money,
  cost: money,
  /** 1 when the goods list has its barcode already. */
  inGoods: flagValue,
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type GoodsLibraryRow = z.infer<typeof goodsLibraryRow>;
const libraryFields = {
  goodsName: textParam(50),
  categoryId: recordId,
  barcode: barcodeParam,
  price: priceParam,
  cost: costParam,
  picture: optionalImage.optional(),
};
export const addGoodsLibraryRequest = z.strictObject(libraryFields);
export const updateGoodsLibraryRequest = z.strictObject({ libraryId: recordId, ...libraryFields });
export const libraryToGoodsRequest = z.strictObject({ libraryIds: idList });
export const libraryToGoodsAnswer = z.object({
  /** Goods created. */
  added: z.int().min(0),
  /** Chosen items whose barcode the goods list had already. */
  skipped: z.int().min(0),
});

// Goods categories (商品分类).

export const goodsCategoryListRequest = z.strictObject({
  /** Part of the name. */
  keyword: textParam(20).optional(),
  ...pagingParams,
});
export const goodsCategoryRow = z.object({
  categoryId: z.int(),
  name: z.string(),
  icon: z.string().nullable(),
  /** Smaller first. */
  sortOrder: z.int(),
  /** Goods of the category. */
  goodsCount: z.int(),
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type GoodsCategoryRow = z.infer<typeof goodsCategoryRow>;
const categoryFields = {
  name: textParam(20),
  icon: optionalImage.optional(),
  sortOrder: intParam({ min: 0, max: 1_000_000 }),
};
export const addGoodsCategoryRequest = z.strictObject(categoryFields);
export const updateGoodsCategoryRequest = z.strictObject({ categoryId: recordId, ...categoryFields });
export const removeGoodsCategoryRequest = z.strictObject({ categoryId: recordId });
/** Every category's id, in the new order. */
export const sortGoodsCategoriesRequest = z.strictObject({ categoryIds: z.array(recordId).min(1).max(1_000) });

const options = z.object({ rows: z.array(selectOption) });

export const goodsEndpoints = {
  getGoodsList: endpoint({
    method: 'GET',
    path: '/api/goods/back/goods/getGoodsList',
    encoding: 'query',
    request: goodsListRequest,
    data: pagedRows(goodsRow),
    menu: '商品列表',
    summary:
      'Goods, newest first, with their category and margin, filtered by keyword (name or barcode), category and shelf.',
  }),
  getGoodsCategoryOptions: endpoint({
    method: 'GET',
    path: '/api/goods/back/goods/getGoodsCategoryOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    menu: '商品列表',
    summary: 'Every goods category by name, in their order, for filtering and choosing a category.',
  }),
  addGoods: endpoint({
    method: 'POST',
    path: '/api/goods/back/goods/addGoods',
    encoding: 'form',
    request: addGoodsRequest,
    data: z.object({ goodsId: z.int() }),
    menu: '商品列表',
    summary: 'Add goods; price above zero and cost from zero in minor units; the barcode, when given, is unique.',
  }),
  updateGoods: endpoint({
    method: 'POST',
    path: '/api/goods/back/goods/updateGoods',
    encoding: 'form',
    request: updateGoodsRequest,
    data: z.null(),
    menu: '商品列表',
    summary: "Edit goods' name, category, barcode, price, cost and picture.",
  }),
  updateGoodsOnShelf: endpoint({
    method: 'POST',
    path: '/api/goods/back/goods/updateGoodsOnShelf',
    encoding: 'form',
    request: goodsShelfRequest,
    data: z.null(),
    menu: '商品列表',
    summary: 'Put goods on shelf (1) or take them off (0).',
  }),
  updateGoodsOnShelfBatch: endpoint({
    method: 'POST',
    path: '/api/goods/back/goods/updateGoodsOnShelfBatch',
    encoding: 'json',
    request: goodsShelfBatchRequest,
    data: z.object({ changed: z.int().min(0) }),
    menu: '商品列表',
    summary: 'Put the chosen goods on shelf (1) or take them off (0) in one write; every id must exist.',
  }),
  getGoodsLibraryList: endpoint({
    method: 'GET',
    path: '/api/goods/back/library/getGoodsLibraryList',
    encoding: 'query',
    request: goodsLibraryListRequest,
    data: pagedRows(goodsLibraryRow),
    menu: '商品库',
    summary:
      'The goods library, newest first, saying which items the goods list has, filtered by keyword and category.',
  }),
  getLibraryCategoryOptions: endpoint({
    method: 'GET',
    path: '/api/goods/back/library/getLibraryCategoryOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: options,
    menu: '商品库',
    summary: 'Every goods category by name, in their order, for the goods library.',
  }),
  addGoodsLibrary: endpoint({
    method: 'POST',
    path: '/api/goods/back/library/addGoodsLibrary',
    encoding: 'form',
    request: addGoodsLibraryRequest,
    data: z.object({ libraryId: z.int() }),
    menu: '商品库',
    summary: 'Add an item to the goods library; its barcode is unique in the library.',
  }),
  updateGoodsLibrary: endpoint({
    method: 'POST',
    path: '/api/goods/back/library/updateGoodsLibrary',
    encoding: 'form',
    request: updateGoodsLibraryRequest,
    data: z.null(),
    menu: '商品库',
    summary: 'Edit an item of the goods library.',
  }),
  addLibraryToGoods: endpoint({
    method: 'POST',
    path: '/api/goods/back/library/addLibraryToGoods',
    encoding: 'json',
    request: libraryToGoodsRequest,
    data: libraryToGoodsAnswer,
    menu: '商品库',
    summary:
      'Copy the chosen library items into the goods list in one transaction; items whose barcode the goods list has are skipped and counted.',
  }),
  getGoodsCategoryList: endpoint({
    method: 'GET',
    path: '/api/goods/back/category/getGoodsCategoryList',
    encoding: 'query',
    request: goodsCategoryListRequest,
    data: pagedRows(goodsCategoryRow),
    menu: '商品分类',
    summary: 'Goods categories in their order, with their goods counted, filtered by name.',
  }),
  addGoodsCategory: endpoint({
    method: 'POST',
    path: '/api/goods/back/category/addGoodsCategory',
    encoding: 'form',
    request: addGoodsCategoryRequest,
    data: z.object({ categoryId: z.int() }),
    menu: '商品分类',
    summary: 'Add a goods category; its name is unique.',
  }),
  updateGoodsCategory: endpoint({
    method: 'POST',
    path: '/api/goods/back/category/updateGoodsCategory',
    encoding: 'form',
    request: updateGoodsCategoryRequest,
    data: z.null(),
    menu: '商品分类',
    summary: "Edit a category's name, icon and order.",
  }),
  removeGoodsCategory: endpoint({
    method: 'POST',
    path: '/api/goods/back/category/removeGoodsCategory',
    encoding: 'form',
    request: removeGoodsCategoryRequest,
    data: z.null(),
    menu: '商品分类',
    summary:
      'Remove a category no goods use (library items of it are left without one); refused, with the count, while goods use it.',
  }),
  sortGoodsCategories: endpoint({
    method: 'POST',
    path: '/api/goods/back/category/sortGoodsCategories',
    encoding: 'json',
    request: sortGoodsCategoriesRequest,
    data: z.null(),
    menu: '商品分类',
    summary: 'Reorder the categories: the ids of every category, each once, in the new order.',
  }),
} as const;
