import {
  ResultCode,
  type AdvertisementRow,
  type DeviceAdvertisementRow,
  type EndpointName,
  type RequestInput,
} from '@vending/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../seed/seed-tools';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, devices } from '../../db/schema';
import { uploadReferences } from '../../maintenance/upload-references';
import { referencedUploadKeys } from '../uploads';
import { demoMp4, seedAdvertisements } from './demo-data';
import { assignedDeviceIds } from './handlers';
import { advertisements, deviceAdvertisements } from './tables';

const png = (colour: readonly [number, number, number]) =>
  new File([new Uint8Array(solidPng(32, 18, colour))], 'ad.png', { type: 'image/png' });
const DAY = 86_400_000;

describe.each(backends)('advertisements on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  const db = () => server.app.database.db;
  const at = (days: number) => new Date(server.clock.now().getTime() + days * DAY).toISOString();

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    // Twenty-five devices, D001…D025; the odd ones in 东区.
    await db()
      .insert(devices)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          deviceNo: `D${String(index + 1).padStart(3, '0')}`,
          deviceName: `${index % 2 === 0 ? '东区' : '西区'}${index + 1}号机`,
          address: '科技园',
        })),
      );
  });
  afterAll(() => server.close());

  const call = <Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) =>
    server.envelope(name, { token, input });
  const uploadImage = async (colour: readonly [number, number, number]) => {
    const answer = await call('uploadImage', { file: png(colour) });
    expect(answer.code).toBe(ResultCode.SUCCESS);
    return answer.data.url as string;
  };
  const uploadVideo = async () => {
    const answer = await call('uploadVideo', { file: new File([new Uint8Array(demoMp4())], 'ad.mp4') });
    expect(answer.code).toBe(ResultCode.SUCCESS);
    return answer.data.url as string;
  };
  const listed = async (input: RequestInput<'getAdvertisementList'> = {}) =>
    (await call('getAdvertisementList', { size: 100, ...input })).data.rows as AdvertisementRow[];
  const assignments = async (input: RequestInput<'getDeviceAdvertisementList'> = {}) =>
    (await call('getDeviceAdvertisementList', { size: 100, ...input })).data.rows as DeviceAdvertisementRow[];
  async function refusedWritingNothing<Name extends EndpointName>(
    name: Name,
    input: RequestInput<Name>,
    field: string,
  ) {
    const before = await databaseDigest(db());
    const answer = await call(name, input);
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    expect(await databaseDigest(db())).toEqual(before);
    return answer;
  }
  const deviceIdsOf = async (...numbers: string[]) =>
    (await db().select({ id: devices.id, no: devices.deviceNo }).from(devices))
      .filter((row) => numbers.includes(row.no))
      .map((row) => row.id);

  let imageAd: number;
  let videoAd: number;
  let image: string;

  it('adds image and video advertisements, lists them with their state, edits, disables and filters', async () => {
    image = await uploadImage([200, 0, 0]);
    const video = await uploadVideo();
    imageAd = (
      await call('addAdvertisement', {
        title: '夏日冰饮',
        mediaKind: 'image',
        media: image,
        link: '/pages/goods/list',
        placement: 'idle',
        startTime: at(-1),
        endTime: at(10),
        sortOrder: 5,
      })
    ).data.advertisementId;
    videoAd = (
      await call('addAdvertisement', {
        title: '新品视频',
        mediaKind: 'video',
        media: video,
        placement: 'home',
        startTime: at(2),
        endTime: at(4),
      })
    ).data.advertisementId;
    const ended = (
      await call('addAdvertisement', {
        title: '春节旧广告',
        mediaKind: 'image',
        media: image,
        placement: 'idle',
        startTime: at(-9),
        endTime: at(-2),
        sortOrder: 9,
      })
    ).data.advertisementId;
    expect((await listed()).map((row) => [row.advertisementId, row.state, row.isFlag, row.updatedBy])).toEqual([
      [videoAd, 'upcoming', 1, 'admin'],
      [imageAd, 'showing', 1, 'admin'],
      [ended, 'ended', 1, 'admin'],
    ]);
    expect((await listed({ state: 'showing' })).map((row) => row.advertisementId)).toEqual([imageAd]);
    expect((await listed({ mediaKind: 'video' })).map((row) => row.advertisementId)).toEqual([videoAd]);
    expect((await listed({ keyword: '冰饮' })).map((row) => row.advertisementId)).toEqual([imageAd]);
    expect((await listed({ placement: 'idle' })).map((row) => row.advertisementId)).toEqual([imageAd, ended]);

    expect(
      (
        await call('updateAdvertisement', {
          advertisementId: imageAd,
          title: '夏日冰饮第二件半价',
          mediaKind: 'image',
          media: image,
          link: 'https://www.example.com/summer',
          placement: 'idle',
          startTime: at(-1),
          endTime: at(20),
        })
      ).code,
    ).toBe(ResultCode.SUCCESS);
    expect((await call('updateAdvertisementIsFlag', { advertisementId: ended, isFlag: 0 })).code).toBe(1);
    expect((await listed({ isFlag: 0 })).map((row) => row.advertisementId)).toEqual([ended]);
    expect((await listed()).find((row) => row.advertisementId === imageAd)).toMatchObject({
      title: '夏日冰饮第二件半价',
      link: 'https://www.example.com/summer',
      sortOrder: 0,
    });
    const [edit] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'updateAdvertisement'));
    expect(edit).toMatchObject({ page: '广告列表', before: { title: '夏日冰饮' }, result: 1 });
    // The sweep keeps the files advertisements name.
    const kept = await referencedUploadKeys(db(), uploadReferences);
    expect([image, video].every((url) => [...kept].some((key) => url.endsWith(key)))).toBe(true);
  });

  it('refuses an end not after the start by endTime, writing nothing', async () => {
    const answer = await refusedWritingNothing(
      'addAdvertisement',
      { title: '倒序', mediaKind: 'image', media: image, placement: 'idle', startTime: at(3), endTime: at(3) },
      'endTime',
    );
    expect(answer.msg).toContain('结束时间');
  });

  it('refuses media that is not an upload of the chosen kind, or not stored, by media', async () => {
    const base = { title: '素材', placement: 'idle', startTime: at(0), endTime: at(1) } as const;
    await refusedWritingNothing('addAdvertisement', { ...base, mediaKind: 'video', media: image }, 'media');
    await refusedWritingNothing(
      'addAdvertisement',
      { ...base, mediaKind: 'image', media: 'javascript:alert(1)' },
      'media',
    );
    await refusedWritingNothing(
      'addAdvertisement',
      { ...base, mediaKind: 'image', media: `/uploads/images/${'a'.repeat(64)}.png` },
      'media',
    );
    await refusedWritingNothing(
      'addAdvertisement',
      { ...base, mediaKind: 'image', media: image, link: 'javascript:alert(1)' },
      'link',
    );
  });

  it("accepts only the store's own URL of an upload: another host or path ending with a real key is refused", async () => {
    const base = { title: '素材', placement: 'idle', mediaKind: 'image', startTime: at(0), endTime: at(1) } as const;
    const key = image.slice(image.indexOf('images/'));
    for (const media of [
      `https://evil.example/anything/${key}`,
      `http://127.0.0.1/uploads/${key}`,
      `/elsewhere/${key}`,
    ]) {
      await refusedWritingNothing('addAdvertisement', { ...base, media }, 'media');
      await refusedWritingNothing('updateAdvertisement', { ...base, advertisementId: imageAd, media }, 'media');
    }
  });

  it('refuses links a URL parser resolves off-site, by link', async () => {
    const base = {
      title: '链接',
      placement: 'idle',
      mediaKind: 'image',
      media: image,
      startTime: at(0),
      endTime: at(1),
    } as const;
    for (const link of [
      '/\\evil.example/phish',
      '/\t/evil.example/phish',
      'https://user:pw@evil.example/',
      'http:\\\\evil.example',
    ]) {
      const answer = await refusedWritingNothing('addAdvertisement', { ...base, link }, 'link');
      expect(answer.data.message).toContain('应为 http(s) 地址或以 / 开头的应用内路径');
    }
  });

  it('assigns to chosen devices and to a filter, re-assigning updates the period, and removes in bulk', async () => {
    const chosen = await deviceIdsOf('D001', 'D002');
    expect((await call('assignDeviceAdvertisements', { advertisementId: imageAd, deviceIds: chosen })).data).toEqual({
      assigned: 2,
      updated: 0,
    });
    const [first] = await assignments({ advertisementId: imageAd });
    // The advertisement's own period when none is sent.
    const ad = (await listed()).find((row) => row.advertisementId === imageAd)!;
    expect(first).toMatchObject({ title: ad.title, startTime: ad.startTime, endTime: ad.endTime, state: 'showing' });

    // Every device matching 东区 (13 of them, D001 among them): D001 updated, 12 new.
    const answer = await call('assignDeviceAdvertisements', {
      advertisementId: imageAd,
      startTime: at(1),
      endTime: at(5),
      filter: { keyword: '东区' },
    });
    expect(answer.data).toEqual({ assigned: 12, updated: 1 });
    expect(await assignedDeviceIds(db(), imageAd)).toHaveLength(14);
    expect((await assignments({ keyword: 'D001' }))[0]).toMatchObject({ state: 'upcoming', startTime: at(1) });
    expect((await assignments({ keyword: 'D002' }))[0]).toMatchObject({ state: 'showing' });
    expect(await assignments({ placement: 'home' })).toEqual([]);
    expect((await call('getDeviceAdvertisementList', { size: 10 })).data.total).toBe(14);
    // The options carry each advertisement's period: the assign dialog's default.
    expect((await call('getDeviceAdvertisementOptions', {})).data.rows).toContainEqual({
      value: imageAd,
      label: ad.title,
      startTime: ad.startTime,
      endTime: ad.endTime,
    });

    const two = (await assignments({ keyword: 'D00' })).slice(0, 2).map((row) => row.assignmentId);
    expect((await call('removeDeviceAdvertisements', { assignmentIds: two })).data).toEqual({ removed: 2 });
    expect(await assignedDeviceIds(db(), imageAd)).toHaveLength(12);
    await refusedWritingNothing('removeDeviceAdvertisements', { assignmentIds: two }, 'assignmentIds');
  });

  it('refuses bad assignments by their field, writing nothing', async () => {
    const [device] = await deviceIdsOf('D003');
    await refusedWritingNothing(
      'assignDeviceAdvertisements',
      { advertisementId: imageAd, deviceIds: [device!], startTime: at(5), endTime: at(1) },
      'endTime',
    );
    await refusedWritingNothing(
      'assignDeviceAdvertisements',
      { advertisementId: imageAd, deviceIds: [device!, 999_999] },
      'deviceIds',
    );
    await refusedWritingNothing('assignDeviceAdvertisements', { advertisementId: imageAd }, 'deviceIds');
    await refusedWritingNothing(
      'assignDeviceAdvertisements',
      { advertisementId: imageAd, filter: { keyword: '无此设备' } },
      'filter',
    );
    await refusedWritingNothing(
      'assignDeviceAdvertisements',
      { advertisementId: 999_999, deviceIds: [device!] },
      'advertisementId',
    );
  });

  it('removes an advertisement with its device assignments', async () => {
    const [device] = await deviceIdsOf('D025');
    await call('assignDeviceAdvertisements', { advertisementId: videoAd, deviceIds: [device!] });
    expect((await call('removeAdvertisement', { advertisementId: videoAd })).data).toEqual({ removedAssignments: 1 });
    expect(await assignedDeviceIds(db(), videoAd)).toEqual([]);
    await refusedWritingNothing('removeAdvertisement', { advertisementId: videoAd }, 'advertisementId');
  });

  it('lets only holders of each page write to it (code 21)', async () => {
    const adsOnly = await createManager(server, adminToken, 'ads_only', ['广告列表']);
    const other = await createManager(server, adminToken, 'no_ads', ['会员列表']);
    const [device] = await deviceIdsOf('D004');
    const denied = { code: ResultCode.NO_PERMISSION };
    const before = await databaseDigest(db());
    expect(await call('updateAdvertisementIsFlag', { advertisementId: imageAd, isFlag: 0 }, other.token)).toMatchObject(
      denied,
    );
    expect(await call('removeAdvertisement', { advertisementId: imageAd }, other.token)).toMatchObject(denied);
    expect(
      await call('assignDeviceAdvertisements', { advertisementId: imageAd, deviceIds: [device!] }, adsOnly.token),
    ).toMatchObject(denied);
    expect(await call('removeDeviceAdvertisements', { assignmentIds: [1] }, adsOnly.token)).toMatchObject(denied);
    expect(await databaseDigest(db())).toEqual(before);
    expect((await call('getAdvertisementList', {}, adsOnly.token)).code).toBe(ResultCode.SUCCESS);
  });

  it('lists devices to pick by number, filtered', async () => {
    const page = await call('getAdvertisingDeviceList', { keyword: '西区', size: 5, page: 2 });
    expect(page.data.total).toBe(12);
    expect(page.data.rows.map((row: { deviceNo: string }) => row.deviceNo)).toEqual([
      'D012',
      'D014',
      'D016',
      'D018',
      'D020',
    ]);
  });

  it('seeds advertisements in every state with assignments for two pages, their files served', async () => {
    await db().delete(deviceAdvertisements);
    await db().delete(advertisements);
    await seedAdvertisements(db(), server.clock.now(), server.app.uploads);
    const rows = await listed();
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['showing', 'upcoming', 'ended']));
    expect(new Set(rows.map((row) => row.mediaKind))).toEqual(new Set(['image', 'video']));
    expect(rows.some((row) => row.isFlag === 0)).toBe(true);
    for (const row of rows) expect((await server.app.inject({ url: row.media })).statusCode).toBe(200);
    const list = await assignments();
    expect(list.length).toBeGreaterThan(20);
    expect(new Set(list.map((row) => row.state))).toEqual(new Set(['showing', 'upcoming', 'ended']));
  });
});
