import {
  endpoints,
  ResultCode,
  successEnvelopeSchema,
  type EndpointName,
  type GoodsCategoryRow,
  type GoodsLibraryRow,
  type GoodsRow,
  type RequestInput,
} from '@vending/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MISSING_ID } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { auditEvents } from '../../db/schema';
import { goods, goodsCategories, goodsLibrary } from './tables';

describe.each(backends)('goods, the goods library and categories on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let operatorToken: string;
  const db = () => server.app.database.db;

  async function data<Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) {
    const answer = await server.envelope(name, { token, input });
    return successEnvelopeSchema(endpoints[name].data as z.ZodType).parse(answer).data as z.infer<
      (typeof endpoints)[Name]['data']
    >;
  }
  async function categoryId(name: string) {
    const [row] = await db().select().from(goodsCategories).where(eq(goodsCategories.name, name));
    return row!.id;
  }
  async function refusedWritingNothing<Name extends EndpointName>(
    name: Name,
    input: RequestInput<Name>,
    expected: { field: string; msg?: string },
  ) {
    const before = await databaseDigest(db());
    const answer = await server.envelope(name, { token: adminToken, input });
    expect(answer).toMatchObject({
      code: ResultCode.FAILURE,
      ...(expected.msg !== undefined && { msg: expected.msg }),
      data: { field: expected.field },
    });
    expect(await databaseDigest(db())).toEqual(before);
  }

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    operatorToken = await server.login('operator', OPERATOR_PASSWORD);
  });
  afterAll(() => server.close());

  const goodsInput = async () => ({
    goodsName: '脉动 600ml 青柠味',
    categoryId: await categoryId('饮料'),
    barcode: '6902538005158',
    price: '550',
    cost: '300',
    picture: '/uploads/images/' + 'a'.repeat(64) + '.png',
  });

  it('lists the demo goods with their category and margin, filtered by keyword, category and shelf', async () => {
    const all = (await data('getGoodsList', { size: 100 })) as { rows: GoodsRow[]; total: number };
    expect(all.total).toBe(20);
    const water = all.rows.find((row) => row.barcode === '6921168509256');
    expect(water).toMatchObject({
      categoryName: '饮料',
      price: 200,
      cost: 90,
      margin: 110,
      marginRate: 55,
      onShelf: 1,
    });
    const byBarcode = (await data('getGoodsList', { keyword: '69211685' })) as { rows: GoodsRow[] };
    expect(byBarcode.rows.map((row) => row.goodsName).sort()).toEqual(['东方树叶', '农夫山泉 550ml']);
    const snacks = (await data('getGoodsList', { categoryId: await categoryId('零食'), size: 100 })) as {
      total: number;
    };
    expect(snacks.total).toBe(7);
    const off = (await data('getGoodsList', { onShelf: '0' })) as { rows: GoodsRow[] };
    expect(off.rows.map((row) => row.goodsName).sort()).toEqual(['卫龙辣条', '口香糖']);
  });

  it('adds and edits goods, keeping who changed them, and audits the edit', async () => {
    const input = await goodsInput();
    const { goodsId } = (await data('addGoods', input)) as { goodsId: number };
    let [row] = ((await data('getGoodsList', { keyword: '青柠' })) as { rows: GoodsRow[] }).rows;
    expect(row).toMatchObject({ goodsId, price: 550, cost: 300, margin: 250, marginRate: 45.5, updatedBy: 'admin' });
    expect(await data('updateGoods', { goodsId, ...input, price: '600', barcode: '', picture: '' })).toBeNull();
    [row] = ((await data('getGoodsList', { keyword: '青柠' })) as { rows: GoodsRow[] }).rows;
    expect(row).toMatchObject({ price: 600, barcode: null, picture: null });
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'updateGoods'))
      .orderBy(auditEvents.id);
    expect(JSON.stringify(event)).toContain('6902538005158');
  });

  it.each([
    ['price', '0'],
    ['price', '12.5'],
    ['cost', '-1'],
    ['barcode', '12ab'],
    ['goodsName', ''],
    ['picture', 'javascript:alert(1)'],
  ])('refuses goods with %s = %j by its field, writing nothing', async (field, value) => {
    await refusedWritingNothing('addGoods', { ...(await goodsInput()), barcode: '', [field]: value }, { field });
  });

  it('refuses a barcode other goods have, naming the field', async () => {
    await refusedWritingNothing(
      'addGoods',
      { ...(await goodsInput()), barcode: '6921168509256' },
      { field: 'barcode', msg: '已有商品使用该条码' },
    );
    const [water] = await db().select().from(goods).where(eq(goods.barcode, '6921168509256'));
    const [cola] = await db().select().from(goods).where(eq(goods.barcode, '6928804011142'));
    await refusedWritingNothing(
      'updateGoods',
      {
        goodsId: cola!.id,
        goodsName: cola!.goodsName,
        categoryId: cola!.categoryId!,
        barcode: water!.barcode!,
        price: cola!.price,
        cost: cola!.cost,
      },
      { field: 'barcode' },
    );
    await refusedWritingNothing(
      'addGoods',
      { ...(await goodsInput()), barcode: '', categoryId: MISSING_ID },
      { field: 'categoryId', msg: '商品分类不存在' },
    );
  });

  it('puts one or many goods on and off shelf; an unknown id among them changes nothing', async () => {
    const rows = await db()
      .select()
      .from(goods)
      .where(inArray(goods.goodsName, ['红牛', '王老吉']));
    const ids = rows.map((row) => row.id);
    expect(await data('updateGoodsOnShelfBatch', { goodsIds: ids, onShelf: 0 })).toEqual({ changed: 2 });
    expect(await data('updateGoodsOnShelfBatch', { goodsIds: ids, onShelf: 0 })).toEqual({ changed: 0 });
    await refusedWritingNothing(
      'updateGoodsOnShelfBatch',
      { goodsIds: [...ids, MISSING_ID], onShelf: 1 },
      {
        field: 'goodsIds',
      },
    );
    await refusedWritingNothing('updateGoodsOnShelfBatch', { goodsIds: [], onShelf: 1 }, { field: 'goodsIds' });
    expect(await data('updateGoodsOnShelf', { goodsId: ids[0]!, onShelf: 1 })).toBeNull();
    const after = await db().select().from(goods).where(inArray(goods.id, ids));
    expect(after.map((row) => row.onShelf).sort()).toEqual([0, 1]);
  });

  it('lists the library saying which items the goods list has, and copies the chosen ones, skipping duplicates', async () => {
    const library = (await data('getGoodsLibraryList', { size: 100 })) as { rows: GoodsLibraryRow[]; total: number };
    expect(library.total).toBe(8);
    expect(
      library.rows
        .filter((row) => row.inGoods === 1)
        .map((row) => row.goodsName)
        .sort(),
    ).toEqual(['农夫山泉 550ml', '可口可乐 330ml']);
    const chosen = library.rows.filter((row) => ['清风抽纸', '维达湿巾', '可口可乐 330ml'].includes(row.goodsName));
    const [goodsBefore] = await db().select({ value: count() }).from(goods);
    expect(await data('addLibraryToGoods', { libraryIds: chosen.map((row) => row.libraryId) })).toEqual({
      added: 2,
      skipped: 1,
    });
    const [goodsAfter] = await db().select({ value: count() }).from(goods);
    expect(Number(goodsAfter!.value) - Number(goodsBefore!.value)).toBe(2);
    const [tissue] = await db().select().from(goods).where(eq(goods.barcode, '6922266440526'));
    expect(tissue).toMatchObject({
      goodsName: '清风抽纸',
      price: 300,
      cost: 160,
      categoryId: await categoryId('日用品'),
    });
    // All three are in the goods list now.
    expect(await data('addLibraryToGoods', { libraryIds: chosen.map((row) => row.libraryId) })).toEqual({
      added: 0,
      skipped: 3,
    });
    await refusedWritingNothing(
      'addLibraryToGoods',
      { libraryIds: [library.rows[0]!.libraryId, MISSING_ID] },
      { field: 'libraryIds' },
    );
  });

  it('adds and edits library items; a taken barcode or a bad price is refused by its field', async () => {
    const input = {
      goodsName: '农夫果园 500ml',
      categoryId: await categoryId('饮料'),
      barcode: '6921168550098',
      price: '450',
      cost: '240',
    };
    const { libraryId } = (await data('addGoodsLibrary', input)) as { libraryId: number };
    expect(await data('updateGoodsLibrary', { libraryId, ...input, price: '500' })).toBeNull();
    const [stored] = await db().select().from(goodsLibrary).where(eq(goodsLibrary.id, libraryId));
    expect(stored?.price).toBe(500);
    await refusedWritingNothing(
      'addGoodsLibrary',
      { ...input, goodsName: '重复' },
      { field: 'barcode', msg: '商品库中已有该条码' },
    );
    await refusedWritingNothing('addGoodsLibrary', { ...input, barcode: '' }, { field: 'barcode' });
    await refusedWritingNothing('updateGoodsLibrary', { libraryId, ...input, price: '0' }, { field: 'price' });
  });

  it('lists categories in their order with their goods counted; adds, edits and removes one', async () => {
    const list = (await data('getGoodsCategoryList', { size: 100 })) as { rows: GoodsCategoryRow[] };
    expect(list.rows.map((row) => row.name)).toEqual(['饮料', '零食', '乳制品', '咖啡', '日用品']);
    const [drinks] = await db()
      .select({ value: count() })
      .from(goods)
      .where(eq(goods.categoryId, await categoryId('饮料')));
    expect(list.rows[0]?.goodsCount).toBe(Number(drinks?.value));
    const { categoryId: created } = (await data('addGoodsCategory', { name: '冷冻食品', sortOrder: '60' })) as {
      categoryId: number;
    };
    expect(
      await data('updateGoodsCategory', { categoryId: created, name: '速冻食品', sortOrder: '5', icon: '' }),
    ).toBeNull();
    const first = ((await data('getGoodsCategoryList', {})) as { rows: GoodsCategoryRow[] }).rows[0];
    expect(first).toMatchObject({ name: '速冻食品', goodsCount: 0, updatedBy: 'admin' });
    await refusedWritingNothing(
      'addGoodsCategory',
      { name: '饮料', sortOrder: '1' },
      {
        field: 'name',
        msg: '已有同名的商品分类',
      },
    );
    expect(await data('removeGoodsCategory', { categoryId: created })).toBeNull();
    expect(await db().select().from(goodsCategories).where(eq(goodsCategories.id, created))).toEqual([]);
  });

  it('refuses to remove a category goods use, saying how many, in either language', async () => {
    const snacks = await categoryId('零食');
    const [used] = await db().select({ value: count() }).from(goods).where(eq(goods.categoryId, snacks));
    const n = Number(used?.value);
    await refusedWritingNothing(
      'removeGoodsCategory',
      { categoryId: snacks },
      {
        field: 'categoryId',
        msg: `该分类下还有 ${n} 个商品，不能删除`,
      },
    );
    const english = await server.envelope('removeGoodsCategory', {
      token: adminToken,
      input: { categoryId: snacks },
      headers: { 'accept-language': 'en' },
    });
    expect(english.msg).toContain(`${n} goods are in this category`);
  });

  it('reorders the categories by the full list of ids; anything but every category once is refused', async () => {
    const ids = ((await data('getGoodsCategoryList', {})) as { rows: GoodsCategoryRow[] }).rows.map(
      (row) => row.categoryId,
    );
    const reversed = [...ids].reverse();
    expect(await data('sortGoodsCategories', { categoryIds: reversed })).toBeNull();
    const after = ((await data('getGoodsCategoryList', {})) as { rows: GoodsCategoryRow[] }).rows;
    expect(after.map((row) => row.categoryId)).toEqual(reversed);
    expect(after.map((row) => row.sortOrder)).toEqual([10, 20, 30, 40, 50]);
    for (const categoryIds of [reversed.slice(1), [...reversed, reversed[0]!], [...reversed.slice(1), MISSING_ID]]) {
      await refusedWritingNothing('sortGoodsCategories', { categoryIds }, { field: 'categoryIds' });
    }
  });

  it('keeps every goods page to those holding its permission', async () => {
    for (const name of ['getGoodsList', 'getGoodsLibraryList', 'getGoodsCategoryList'] as const) {
      expect((await server.envelope(name, { token: operatorToken })).code).toBe(ResultCode.NO_PERMISSION);
    }
    const before = await databaseDigest(db());
    expect(
      (await server.envelope('addGoodsCategory', { token: operatorToken, input: { name: '越权', sortOrder: 1 } })).code,
    ).toBe(ResultCode.NO_PERMISSION);
    expect(await databaseDigest(db())).toEqual(before);
  });
});
