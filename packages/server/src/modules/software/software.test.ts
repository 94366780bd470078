import {
  compareVersions,
  ResultCode,
  softwareUpdateStatuses,
  type DeviceSoftwareRow,
  type EndpointName,
  type RequestInput,
  type SoftwareReleaseRow,
} from '@vending/contract';
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager } from '../../testing/accounts';
import { databaseDigest } from '../../testing/digest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { auditEvents, devices } from '../../db/schema';
import { uploadReferences } from '../../maintenance/upload-references';
import { referencedUploadKeys } from '../uploads';
import { emptyZip, seedSoftware } from './demo-data';
import { deviceSoftwareUpdates, softwareReleases } from './tables';

const zipFile = (comment: string, name = 'app.zip') =>
  new File([new Uint8Array(emptyZip(comment))], name, { type: 'application/zip' });

describe.each(backends)('software releases and device updates on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let deviceIds: number[];
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    const created = await db()
      .insert(devices)
      .values(
        [1, 2, 3].map((index) => ({
          deviceNo: `SW00000${index}`,
          deviceName: `${index}号测试机`,
          address: '测试地址',
          softwareVersion: '2.4.0',
        })),
      )
      .returning({ id: devices.id });
    deviceIds = created.map((row) => row.id);
  });
  afterAll(() => server.close());

  const call = <Name extends EndpointName>(name: Name, input: RequestInput<Name>, token = adminToken) =>
    server.envelope(name, { token, input });
  const upload = async (comment: string, name?: string) => {
    const answer = await call('uploadSoftwarePackage', { file: zipFile(comment, name) });
    expect(answer.code).toBe(ResultCode.SUCCESS);
    return answer.data as { url: string; size: number; sha256: string };
  };
  const releases = async () => (await call('getSoftwareReleaseList', { size: 100 })).data.rows as SoftwareReleaseRow[];
  const deviceRows = async (input: RequestInput<'getDeviceSoftwareList'> = {}) =>
    (await call('getDeviceSoftwareList', { size: 100, ...input })).data.rows as DeviceSoftwareRow[];
  async function refusedWritingNothing<Name extends EndpointName>(
    name: Name,
    input: RequestInput<Name>,
    field: string,
    message?: RegExp,
  ) {
    const before = await databaseDigest(db());
    const answer = await call(name, input);
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field } });
    if (message) expect(answer.msg).toMatch(message);
    expect(await databaseDigest(db())).toEqual(before);
  }
  const release = (packageUrl: string, more: Partial<RequestInput<'addSoftwareRelease'>> = {}) => ({
    platform: 'android' as const,
    version: '3.0.0',
    buildNumber: 300,
    changeLog: '新版本',
    packageUrl,
    forceUpdate: 1 as const,
    releaseTime: '2026-11-20T08:30:00.000Z',
    ...more,
  });

  it("adds a release with the store's size and checksum, edits it and keeps the package from the sweep", async () => {
    const uploaded = await upload('release 3.0.0');
    const bytes = emptyZip('release 3.0.0');
    expect(uploaded).toMatchObject({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    const added = await call('addSoftwareRelease', release(uploaded.url));
    expect(added.code).toBe(ResultCode.SUCCESS);
    const [row] = await releases();
    expect(row).toMatchObject({
      releaseId: added.data.releaseId,
      platform: 'android',
      version: '3.0.0',
      buildNumber: 300,
      packageUrl: uploaded.url,
      packageSize: bytes.length,
      packageSha256: uploaded.sha256,
      forceUpdate: 1,
      releaseTime: '2026-11-20T08:30:00.000Z',
      deviceCount: 0,
      updatedBy: 'admin',
    });
    expect([...(await referencedUploadKeys(db(), uploadReferences))].some((key) => uploaded.url.endsWith(key))).toBe(
      true,
    );

    const other = await upload('release 3.0.0 fixed', 'fixed.apk');
    expect(other.url).toMatch(/\.apk$/);
    const edited = await call('updateSoftwareRelease', {
      releaseId: added.data.releaseId,
      ...release(other.url, { changeLog: '修复', forceUpdate: 0 }),
    });
    expect(edited.code).toBe(ResultCode.SUCCESS);
    expect((await releases())[0]).toMatchObject({
      packageUrl: other.url,
      packageSha256: other.sha256,
      packageSize: other.size,
      changeLog: '修复',
      forceUpdate: 0,
    });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'updateSoftwareRelease'));
    expect(event).toMatchObject({
      page: '软件列表',
      before: { packageUrl: uploaded.url },
      after: { changeLog: '修复' },
    });
    // The same build or version on the other platform is no clash.
    expect((await call('addSoftwareRelease', release(other.url, { platform: 'controller' }))).code).toBe(
      ResultCode.SUCCESS,
    );
  });

  it('refuses a taken build or version by its field, writing nothing', async () => {
    const url = (await releases())[0]!.packageUrl;
    await refusedWritingNothing(
      'addSoftwareRelease',
      release(url, { version: '3.0.1' }),
      'buildNumber',
      /构建号|build/,
    );
    await refusedWritingNothing('addSoftwareRelease', release(url, { buildNumber: 301 }), 'version');
    const added = await call('addSoftwareRelease', release(url, { version: '3.0.1', buildNumber: 301 }));
    expect(added.code).toBe(ResultCode.SUCCESS);
    await refusedWritingNothing(
      'updateSoftwareRelease',
      { releaseId: added.data.releaseId, ...release(url, { version: '3.0.1' }) },
      'buildNumber',
    );
  });

  it.each([
    [{ version: '3' }, 'version'],
    [{ version: '3.0.0-beta' }, 'version'],
    [{ version: '03.1.0' }, 'version'],
    [{ buildNumber: 0 }, 'buildNumber'],
    [{ buildNumber: '1.5' }, 'buildNumber'],
    [{ changeLog: 'x'.repeat(2001) }, 'changeLog'],
    [{ platform: 'ios' }, 'platform'],
    [{ releaseTime: 'yesterday' }, 'releaseTime'],
    [{ packageUrl: '' }, 'packageUrl'],
  ])('refuses %j by its field, writing nothing', async (bad, field) => {
    await refusedWritingNothing(
      'addSoftwareRelease',
      { ...release('/uploads/packages/x.zip', { version: '9.9.9', buildNumber: 999 }), ...bad } as never,
      field,
    );
  });

  it('refuses a package URL naming nothing in the store, whatever it claims', async () => {
    const stored = (await releases())[0]!.packageUrl;
    for (const packageUrl of [
      `/uploads/packages/${'a'.repeat(64)}.zip`,
      '/uploads/images/whatever.png',
      `https://evil.example.com/${stored.replace(/^\//, '')}`,
      `${stored}?x=1`,
    ])
      await refusedWritingNothing(
        'addSoftwareRelease',
        release(packageUrl, { version: '9.9.9', buildNumber: 999 }),
        'packageUrl',
      );
  });

  it('pushes a release to devices in one upsert, lists their states and retries failures', async () => {
    const [target, older] = await releases();
    const pushed = await call('pushSoftwareRelease', {
      deviceIds: [deviceIds[0]!, deviceIds[1]!],
      releaseId: older!.releaseId,
    });
    expect(pushed).toMatchObject({ code: ResultCode.SUCCESS, data: { pushed: 2 } });
    // Pushing again replaces the release and the status: one row per device.
    await db()
      .update(deviceSoftwareUpdates)
      .set({ status: softwareUpdateStatuses.failed, failureReason: '存储空间不足' })
      .where(eq(deviceSoftwareUpdates.deviceId, deviceIds[1]!));
    expect(
      (
        await call('pushSoftwareRelease', {
          deviceIds: [deviceIds[1]!, deviceIds[0]!, deviceIds[0]!],
          releaseId: target!.releaseId,
        })
      ).data,
    ).toEqual({ pushed: 2, offline: 2 });
    const stored = await db().select().from(deviceSoftwareUpdates).orderBy(asc(deviceSoftwareUpdates.deviceId));
    expect(stored.map((row) => [row.deviceId, row.releaseId, row.status, row.failureReason])).toEqual([
      [deviceIds[0], target!.releaseId, softwareUpdateStatuses.pending, ''],
      [deviceIds[1], target!.releaseId, softwareUpdateStatuses.pending, ''],
    ]);

    await db()
      .update(deviceSoftwareUpdates)
      .set({ status: softwareUpdateStatuses.failed, failureReason: '下载超时' })
      .where(eq(deviceSoftwareUpdates.deviceId, deviceIds[1]!));
    const rows = await deviceRows();
    expect(rows.find((row) => row.deviceId === deviceIds[0])).toMatchObject({
      currentVersion: '2.4.0',
      targetVersion: target!.version,
      updateState: 'pending',
      updatedBy: 'admin',
      pushTime: server.clock.now().toISOString(),
    });
    expect(rows.find((row) => row.deviceId === deviceIds[1])).toMatchObject({
      updateState: 'failed',
      failureReason: '下载超时',
    });
    // Nothing pushed, and behind the latest release: it may be upgraded.
    expect(rows.find((row) => row.deviceId === deviceIds[2])).toMatchObject({
      releaseId: null,
      targetVersion: null,
      status: null,
      updateState: 'outdated',
      latestVersion: '3.0.1',
      pushTime: null,
    });
    expect((await deviceRows({ updateState: 'failed' })).map((row) => row.deviceId)).toEqual([deviceIds[1]]);
    expect((await deviceRows({ updateState: 'outdated' })).map((row) => row.deviceId)).toEqual([deviceIds[2]]);
    expect(await deviceRows({ updateState: 'upToDate' })).toEqual([]);
    // A version no release has (9.9.9) is shown as such, not as up to date.
    await db().update(devices).set({ softwareVersion: '9.9.9' }).where(eq(devices.id, deviceIds[2]!));
    expect((await deviceRows()).find((row) => row.deviceId === deviceIds[2])!.updateState).toBe('unknownVersion');
    expect((await deviceRows({ updateState: 'unknownVersion' })).map((row) => row.deviceId)).toEqual([deviceIds[2]]);
    expect(await deviceRows({ updateState: 'upToDate' })).toEqual([]);
    await db().update(devices).set({ softwareVersion: '2.4.0' }).where(eq(devices.id, deviceIds[2]!));
    expect((await deviceRows({ version: target!.version })).map((row) => row.deviceId).sort()).toEqual(
      [deviceIds[0], deviceIds[1]].sort(),
    );
    expect((await deviceRows({ keyword: 'SW000003' })).map((row) => row.deviceId)).toEqual([deviceIds[2]]);

    expect((await call('retrySoftwareUpdates', { deviceIds: [deviceIds[0]!, deviceIds[1]!] })).data).toEqual({
      retried: 1,
      skipped: 1,
    });
    expect((await deviceRows()).find((row) => row.deviceId === deviceIds[1])).toMatchObject({
      updateState: 'pending',
      failureReason: '',
    });
    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, 'pushSoftwareRelease'));
    expect(event).toMatchObject({ page: '设备软件列表', result: 1 });

    await refusedWritingNothing('pushSoftwareRelease', { deviceIds: [deviceIds[2]!], releaseId: 999_999 }, 'releaseId');
    await refusedWritingNothing(
      'pushSoftwareRelease',
      { deviceIds: [deviceIds[2]!, 999_999], releaseId: target!.releaseId },
      'deviceIds',
    );
    await refusedWritingNothing('pushSoftwareRelease', { deviceIds: [], releaseId: target!.releaseId }, 'deviceIds');
  });

  it('refuses to delete a release a device update names, saying how many; deletes it once none does', async () => {
    const [target] = await releases();
    expect(target!.deviceCount).toBe(2);
    await refusedWritingNothing('deleteSoftwareRelease', { releaseId: target!.releaseId }, 'releaseId', /2/);
    await db().delete(deviceSoftwareUpdates);
    expect((await call('deleteSoftwareRelease', { releaseId: target!.releaseId })).code).toBe(ResultCode.SUCCESS);
    expect((await releases()).some((row) => row.releaseId === target!.releaseId)).toBe(false);
    await refusedWritingNothing('deleteSoftwareRelease', { releaseId: target!.releaseId }, 'releaseId');
  });

  it('lets only holders of each page read and write it (code 21)', async () => {
    const listOnly = await createManager(server, adminToken, 'software_only', ['软件列表']);
    const devicesOnly = await createManager(server, adminToken, 'dev_software', ['设备软件列表']);
    const [target] = await releases();
    const denied = { code: ResultCode.NO_PERMISSION };
    const before = await databaseDigest(db());
    expect(
      await call('pushSoftwareRelease', { deviceIds, releaseId: target!.releaseId }, listOnly.token),
    ).toMatchObject(denied);
    expect(await call('retrySoftwareUpdates', { deviceIds }, listOnly.token)).toMatchObject(denied);
    expect(
      await call(
        'addSoftwareRelease',
        release(target!.packageUrl, { version: '8.0.0', buildNumber: 800 }),
        devicesOnly.token,
      ),
    ).toMatchObject(denied);
    expect(await call('deleteSoftwareRelease', { releaseId: target!.releaseId }, devicesOnly.token)).toMatchObject(
      denied,
    );
    expect(await call('uploadSoftwarePackage', { file: zipFile('x') }, devicesOnly.token)).toMatchObject(denied);
    expect(await databaseDigest(db())).toEqual(before);
    expect((await call('getSoftwareReleaseList', {}, listOnly.token)).code).toBe(ResultCode.SUCCESS);
    expect((await call('getDeviceSoftwareList', {}, devicesOnly.token)).code).toBe(ResultCode.SUCCESS);
    expect((await call('getSoftwareReleaseOptions', {}, devicesOnly.token)).code).toBe(ResultCode.SUCCESS);
  });

  it('orders versions by their numbers then build, refuses a lower build, and asks to confirm a downgrade', async () => {
    expect(compareVersions('2.10.0', '2.9.3')).toBe(1);
    expect(compareVersions('2.6', '2.6.0')).toBe(0);
    expect(compareVersions('2.6.0', '2.6.0', 260, 261)).toBe(-1);
    const url = (await releases())[0]!.packageUrl;
    const highest = Math.max(...(await releases()).map((row) => row.buildNumber));
    await refusedWritingNothing(
      'addSoftwareRelease',
      release(url, { version: '3.1.0', buildNumber: highest - 1 }),
      'buildNumber',
      /低于|lower/,
    );
    // 3.10.0 comes after 3.9.0 (not before it, as text would have it): the latest.
    const nine = await call('addSoftwareRelease', release(url, { version: '3.9.0', buildNumber: highest + 1 }));
    const ten = await call('addSoftwareRelease', release(url, { version: '3.10.0', buildNumber: highest + 2 }));
    expect([nine.code, ten.code]).toEqual([ResultCode.SUCCESS, ResultCode.SUCCESS]);
    await db().delete(deviceSoftwareUpdates).where(eq(deviceSoftwareUpdates.deviceId, deviceIds[2]!));
    await db().update(devices).set({ softwareVersion: '3.10.0' }).where(eq(devices.id, deviceIds[2]!));
    expect((await deviceRows({ keyword: 'SW000003' }))[0]).toMatchObject({
      latestVersion: '3.10.0',
      updateState: 'upToDate',
    });
    // Pushing 3.9.0 to a device on 3.10.0 is a downgrade: refused until confirmed.
    await refusedWritingNothing(
      'pushSoftwareRelease',
      { deviceIds: [deviceIds[2]!], releaseId: nine.data.releaseId },
      'confirmDowngrade',
      /降级|downgrade/,
    );
    const confirmed = await call('pushSoftwareRelease', {
      deviceIds: [deviceIds[2]!],
      releaseId: nine.data.releaseId,
      confirmDowngrade: 1,
    });
    // The device has never beaten: offline, so its update starts when it next reports.
    expect(confirmed).toMatchObject({ code: ResultCode.SUCCESS, data: { pushed: 1, offline: 1 } });
  });

  it('seeds releases of both platforms whose packages the store serves, and updates in every status', async () => {
    await db().delete(deviceSoftwareUpdates);
    await db().delete(softwareReleases);
    await db()
      .insert(devices)
      .values(
        Array.from({ length: 8 }, (_, index) => ({
          deviceNo: `SWX${index}`,
          deviceName: `演示机${index}`,
          address: '演示地址',
        })),
      );
    await seedSoftware(db(), server.clock.now(), server.app.uploads);
    const rows = await releases();
    expect(new Set(rows.map((row) => row.platform))).toEqual(new Set(['android', 'controller']));
    for (const row of rows) {
      const served = await server.app.inject({ url: row.packageUrl });
      expect(served.statusCode).toBe(200);
      expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(row.packageSha256);
      expect(served.rawPayload.length).toBe(row.packageSize);
    }
    const states = new Set((await deviceRows()).map((row) => row.updateState));
    // Devices with nothing pushed run versions behind 2.6.0: they may be upgraded, not "up to date".
    expect(states).toEqual(new Set(['outdated', 'pending', 'updating', 'upgraded', 'failed']));
    expect((await deviceRows({ updateState: 'failed' })).every((row) => row.failureReason !== '')).toBe(true);
    expect((await call('getSoftwareReleaseOptions', {})).data.rows[0]).toMatchObject({ label: '安卓主控 2.6.0 (260)' });
  });
});
