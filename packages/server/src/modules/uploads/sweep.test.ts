import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, backends, startTestServer, type TestServer } from '../../testing/test-server';
import { members } from '../members/tables';
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
    expect(await sweepUploads(server.app.database.db, server.app.uploads, new Date())).toEqual({
      unreferenced: 0,
      interrupted: 0,
    });
    const later = new Date(Date.now() + UNREFERENCED_GRACE_MS + 60_000);
    expect(await sweepUploads(server.app.database.db, server.app.uploads, later)).toEqual({
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
