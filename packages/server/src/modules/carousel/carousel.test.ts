import { ResultCode, type CarouselRow, type EndpointName, type RequestInput } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../seed/seed-tools';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, carouselImages } from '../../db/schema';
import { uploadReferences } from '../../maintenance/upload-references';
import { referencedUploadKeys } from '../uploads';
import { seedCarousel } from './demo-data';

const png = (colour: readonly [number, number, number]) =>
  new File([new Uint8Array(solidPng(32, 18, colour))], 'ad.png', { type: 'image/png' });

describe.each(backends)('advertisement images on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const call = <Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) =>
    server.envelope(name, { token, input });
  const upload = async (colour: readonly [number, number, number]) => {
    const answer = await call('uploadImage', { file: png(colour) });
    expect(answer.code).toBe(ResultCode.SUCCESS);
    return answer.data.url;
  };
  const listed = async () => (await call('getCarouselList', { size: 100 })).data.rows as CarouselRow[];
  async function refusedWritingNothing<Name extends EndpointName>(
    name: Name,
    input: RequestInput<Name>,
    field: string,
  ) {
    const before = await databaseDigest(db());
    expect(await call(name, input)).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest(db())).toEqual(before);
  }

  it('adds images last and enabled, edits, hides and removes them, saying who and auditing', async () => {
    const first = await upload([200, 0, 0]);
    const a = (await call('addCarouselImage', { image: first, link: 'https://shop.example.com/sale?id=1' })).data;
    const b = (await call('addCarouselImage', { image: await upload([0, 200, 0]), link: '/pages/goods/list' })).data;
    const c = (await call('addCarouselImage', { image: await upload([0, 0, 200]) })).data;
    expect((await listed()).map((row) => [row.imageId, row.sortOrder, row.isFlag, row.updatedBy])).toEqual([
      [a.imageId, 10, 1, 'admin'],
      [b.imageId, 20, 1, 'admin'],
      [c.imageId, 30, 1, 'admin'],
    ]);
    expect((await call('updateCarouselImage', { imageId: c.imageId, image: first, link: '/pages/me' })).code).toBe(1);
    expect((await call('updateCarouselIsFlag', { imageId: b.imageId, isFlag: 0 })).code).toBe(1);
    expect((await call('getCarouselList', { isFlag: 1 })).data.rows.map((row: CarouselRow) => row.imageId)).toEqual([
      a.imageId,
      c.imageId,
    ]);
    expect((await listed()).find((row) => row.imageId === c.imageId)).toMatchObject({
      image: first,
      link: '/pages/me',
    });
    const [edit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'updateCarouselImage'));
    expect(edit).toMatchObject({ page: '轮播广告图', after: { image: first, link: '/pages/me' }, result: 1 });
    expect((await call('removeCarouselImage', { imageId: c.imageId })).code).toBe(1);
    expect((await listed()).map((row) => row.imageId)).toEqual([a.imageId, b.imageId]);
    await refusedWritingNothing('removeCarouselImage', { imageId: c.imageId }, 'imageId');
    await refusedWritingNothing('updateCarouselImage', { imageId: c.imageId, image: first }, 'imageId');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '//evil.example.com/x',
    'data:text/html,hi',
    'ftp://x.cn/a',
    'www.example.com',
    'https:// x',
    // What a URL parser resolves off-site: a backslash read as a slash, a tab dropped.
    '/\\evil.example/phish',
    '/\\/evil.example/phish',
    '/\t/evil.example/phish',
    'https:\\\\evil.example',
    'https://user:pw@evil.example/',
  ])('refuses the link %j by its field, writing nothing', async (link) => {
    await refusedWritingNothing('addCarouselImage', { image: '/uploads/images/a.png', link }, 'link');
  });

  it.each([
    ['', 'image'],
    ['javascript:alert(1)', 'image'],
  ])('refuses the image %j by its field, writing nothing', async (image, field) => {
    await refusedWritingNothing('addCarouselImage', { image }, field);
  });

  it('reorders by the full list of ids only', async () => {
    const ids = (await listed()).map((row) => row.imageId);
    const extra = (await call('addCarouselImage', { image: '/uploads/images/x.png' })).data.imageId;
    const all = [...ids, extra];
    expect((await call('sortCarouselImages', { imageIds: [...all].reverse() })).code).toBe(1);
    expect((await listed()).map((row) => [row.imageId, row.sortOrder])).toEqual(
      [...all].reverse().map((id, index) => [id, (index + 1) * 10]),
    );
    await refusedWritingNothing('sortCarouselImages', { imageIds: all.slice(1) }, 'imageIds');
    await refusedWritingNothing('sortCarouselImages', { imageIds: [...all, all[0]!] }, 'imageIds');
    await refusedWritingNothing('sortCarouselImages', { imageIds: [...all.slice(1), 999_999] }, 'imageIds');
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'sortCarouselImages'));
    expect(event).toMatchObject({ before: { imageIds: all }, after: { imageIds: [...all].reverse() } });
  });

  it('saves the dispensing screen image with who and when; a refused upload leaves it as it was', async () => {
    expect((await call('getSendGoodsPic', {})).data).toEqual({ image: null, updatedBy: null, updateTime: null });
    const image = await upload([10, 20, 30]);
    expect((await call('updateSendGoodsPic', { image })).code).toBe(ResultCode.SUCCESS);
    const saved = { image, updatedBy: 'admin', updateTime: server.clock.now().toISOString() };
    expect((await call('getSendGoodsPic', {})).data).toEqual(saved);
    // The sweep keeps the file a setting names.
    expect([...(await referencedUploadKeys(db(), uploadReferences))].some((key) => image.endsWith(key))).toBe(true);

    const before = await databaseDigest(db());
    const refused = await call('uploadImage', { file: new File(['not a picture'], 'ad.png', { type: 'image/png' }) });
    expect(refused).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'file' } });
    expect(await databaseDigest(db())).toEqual(before);
    expect((await call('getSendGoodsPic', {})).data).toEqual(saved);
    await refusedWritingNothing('updateSendGoodsPic', { image: 'javascript:alert(1)' }, 'image');
    await refusedWritingNothing('updateSendGoodsPic', { image: '' }, 'image');
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'updateSendGoodsPic'));
    expect(event).toMatchObject({ page: '出货屏广告图', before: null, after: { image } });
  });

  it('lets only holders of each page write to it', async () => {
    const carouselOnly = await createManager(server, adminToken, 'carousel_only', ['轮播广告图']);
    const other = await createManager(server, adminToken, 'no_ads', ['会员列表']);
    const id = (await listed())[0]!.imageId;
    const denied = { code: ResultCode.NO_PERMISSION };
    const before = await databaseDigest(db());
    expect(await call('updateSendGoodsPic', { image: '/uploads/images/a.png' }, carouselOnly.token)).toMatchObject(
      denied,
    );
    expect(await call('addCarouselImage', { image: '/uploads/images/a.png' }, other.token)).toMatchObject(denied);
    expect(await call('sortCarouselImages', { imageIds: [id] }, other.token)).toMatchObject(denied);
    expect(await call('updateCarouselIsFlag', { imageId: id, isFlag: 0 }, other.token)).toMatchObject(denied);
    expect(await call('removeCarouselImage', { imageId: id }, other.token)).toMatchObject(denied);
    expect(await databaseDigest(db())).toEqual(before);
    expect((await call('getCarouselList', {}, carouselOnly.token)).code).toBe(ResultCode.SUCCESS);
  });

  it('seeds three demo images the upload store serves', async () => {
    await db().delete(carouselImages);
    await seedCarousel(db(), server.clock.now(), server.app.uploads);
    const rows = await listed();
    expect(rows.map((row) => row.isFlag)).toEqual([1, 1, 0]);
    for (const row of rows) expect((await server.app.inject({ url: row.image })).statusCode).toBe(200);
  });
});
