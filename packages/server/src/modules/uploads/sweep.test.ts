import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  backends,
  OPERATOR_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { members } from '../../db/schema';
import { uploadReferences } from '../../maintenance/upload-references';
import { sweepUploads, UNREFERENCED_GRACE_MS } from './sweep';

const png = (text: string) =>
  new File(
    [new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(text)]))],
    'a.png',
    {
      type: 'image/png',
    },
  );

describe.each(backends)('the upload store kept tidy and within its quota on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0', UPLOAD_QUOTA_BYTES: '100' } });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const upload = (text: string) => server.envelope('uploadImage', { token: adminToken, input: { file: png(text) } });
  const incoming = () => path.join(server.dataDir, 'uploads', '.incoming');

  it('removes files no record names once their grace is over, and what interrupted uploads left', async () => {
    const kept = await upload('kept by a member');
    const dropped = await upload('chosen in a form never saved');
    expect([kept.code, dropped.code]).toEqual([1, 1]);
    const [member] = await server.app.database.db
      .insert(members)
      .values({ nickName: '留下头像', phone: '13900009999', avatar: kept.data.url })
      .returning({ id: members.id });
    fs.writeFileSync(path.join(incoming(), 'cut-off-upload'), 'half a file');

    // Within the grace period nothing goes.
    expect(await sweepUploads(server.app.database.db, server.app.uploads, new Date(), uploadReferences)).toEqual({
      unreferenced: 0,
      interrupted: 0,
    });
    const later = new Date(Date.now() + UNREFERENCED_GRACE_MS + 60_000);
    expect(await sweepUploads(server.app.database.db, server.app.uploads, later, uploadReferences)).toEqual({
      unreferenced: 1,
      interrupted: 1,
    });
    expect((await server.app.inject({ url: kept.data.url })).statusCode).toBe(200);
    expect((await server.app.inject({ url: dropped.data.url })).statusCode).toBe(404);
    expect(fs.readdirSync(incoming())).toEqual([]);
    await server.app.database.db.delete(members).where(eq(members.id, member!.id));
  });

  it('refuses an upload once the store holds its quota, with a message', async () => {
    // 100 bytes: the file kept above and one more fill it.
    await upload('x'.repeat(80));
    expect(await upload('one too many')).toMatchObject({
      code: 0,
      data: { field: 'file', message: expect.stringContaining('上传空间已满') },
    });
  });
});

const HOUR = 3_600_000;
const zip = (text: string) =>
  new File([new Uint8Array(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(text)]))], 'app.zip');

describe.each(backends)("each administrator's share of the upload store on $name", ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let operatorToken: string;
  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      environment: {
        SEED_DEMO: '0',
        UPLOAD_FILES_PER_HOUR: '3',
        UPLOAD_BYTES_PER_HOUR: '200',
        UPLOAD_QUOTA_BYTES: '400',
        UPLOAD_PACKAGE_RESERVE_BYTES: '150',
      },
    });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    operatorToken = await server.login('operator', OPERATOR_PASSWORD);
  });
  afterAll(() => server.close());

  const upload = (text: string, token = adminToken) =>
    server.envelope('uploadImage', { token, input: { file: png(text) } });

  it('sweeps a file no record names within two hours, not a day', async () => {
    const dropped = await upload('chosen, never saved');
    expect(dropped.code).toBe(1);
    const twoHoursLater = new Date(Date.now() + 2 * HOUR);
    expect(
      (await sweepUploads(server.app.database.db, server.app.uploads, twoHoursLater, uploadReferences)).unreferenced,
    ).toBe(1);
    expect((await server.app.inject({ url: dropped.data.url })).statusCode).toBe(404);
  });

  it('refuses more files an hour than the share, for that administrator only, and again after the hour', async () => {
    server.clock.advance(HOUR + 1);
    expect((await upload('one')).code).toBe(1);
    expect((await upload('two')).code).toBe(1);
    expect((await upload('three')).code).toBe(1);
    const fourth = await upload('four');
    expect(fourth).toMatchObject({ code: 0, data: { field: 'file' } });
    expect(fourth.msg).toContain('每位管理员每小时最多上传 3 个文件');
    // Another administrator's share is their own.
    expect((await upload('the operator', operatorToken)).code).toBe(1);
    server.clock.advance(HOUR + 1);
    expect((await upload('an hour on')).code).toBe(1);
  });

  it('refuses more bytes an hour than the share', async () => {
    server.clock.advance(HOUR + 1);
    expect((await upload('x'.repeat(220))).code).toBe(1);
    expect(await upload('one more')).toMatchObject({ code: 0, data: { field: 'file' } });
  });

  it('keeps the top of the quota for software packages', async () => {
    server.clock.advance(HOUR + 1);
    // Stored now: about 290 bytes, past the 250 images and videos may fill.
    const image = await upload('no room left for images');
    expect(image).toMatchObject({ code: 0, data: { field: 'file', message: expect.stringContaining('上传空间已满') } });
    const pkg = await server.envelope('uploadSoftwarePackage', {
      token: adminToken,
      input: { file: zip('a package') },
    });
    expect(pkg.code).toBe(1);
  });
});
