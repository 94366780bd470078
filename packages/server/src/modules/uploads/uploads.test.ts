import fs from 'node:fs';
import path from 'node:path';
import { endpoints, ResultCode, successEnvelopeSchema } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, backends, multipartEncode, startTestServer, type TestServer } from '../../testing/test-server';
import { fileUploadStore } from './file-upload-store';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-not-a-real-image-but-a-png-signature'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF rest of a jpeg')]);
const GIF = Buffer.from('GIF89a and the rest of a gif');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 data')]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('zip entries follow')]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm EBML header')]);
const IMAGE_LIMIT = 4096;
const VIDEO_LIMIT = 6144;
const PACKAGE_LIMIT = 8192;

const file = (bytes: Buffer | string, name: string, type = 'application/octet-stream') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe.each(backends)('uploads on $name', ({ databaseUrl }) => {
  let server: TestServer;
  let adminToken: string;
  let operatorToken: string;
  const storedFiles = () =>
    fs
      .readdirSync(path.join(server.dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);

  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      environment: {
        SEED_DEMO: '0',
        UPLOAD_MAX_IMAGE_BYTES: String(IMAGE_LIMIT),
        UPLOAD_MAX_PACKAGE_BYTES: String(PACKAGE_LIMIT),
        UPLOAD_MAX_VIDEO_BYTES: String(VIDEO_LIMIT),
      },
    });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
    operatorToken = await server.login('operator', 'operator-secret-1');
  });
  afterAll(() => server.close());

  const upload = (input: Record<string, unknown>, token = adminToken) =>
    server.envelope('uploadImage', { token, input });

  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ] as const)('stores a %s image by its content hash and serves it back', async (_label, bytes, extension, type) => {
    // Any administrator may upload an image, one without the software page too.
    const answer = successEnvelopeSchema(endpoints.uploadImage.data).parse(
      await upload({ file: file(bytes, 'photo.bin') }, operatorToken),
    );
    expect(answer.data.key).toMatch(new RegExp(`^images/[0-9a-f]{64}\\.${extension}$`));
    expect(answer.data.url).toBe(`/uploads/${answer.data.key}`);

    const served = await server.app.inject({ url: answer.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // A console hosted on another origin (docs/DEPLOY.md) shows these images too.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('stores the same content once', async () => {
    const first = await upload({ file: file(PNG, 'a.png', 'image/png') });
    const second = await upload({ file: file(PNG, 'b.png', 'image/png') });
    expect(second.data.key).toBe(first.data.key);
    expect(storedFiles().filter((name) => name === first.data.key.split('/')[1])).toHaveLength(1);
  });

  it('refuses a text file named .png, by its content, and keeps nothing', async () => {
    const before = storedFiles();
    const answer = await upload({ file: file('hello, not an image', 'evil.png', 'image/png') });
    expect(answer).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'file' } });
    // In plain words, naming the file as the form does (issue 30 item 6), no parameter's name.
    expect(answer.msg).toBe('该文件不是 PNG、JPEG、GIF 或 WebP 图片');
    expect(storedFiles()).toEqual(before);
    // A .zip is not an image either.
    expect(await upload({ file: file(ZIP, 'x.png') })).toMatchObject({ code: 0, data: { field: 'file' } });
  });

  it('refuses a file over the limit with an envelope naming the field, keeping nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_LIMIT)]);
    const response = await server.call('uploadImage', { token: adminToken, input: { file: file(big, 'big.png') } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '该文件超过 4096 字节',
      data: { message: '该文件超过 4096 字节', field: 'file' },
    });
    expect(storedFiles()).toEqual(before);
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads', '.incoming'))).toEqual([]);
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(IMAGE_LIMIT - PNG.length)]);
    expect((await upload({ file: file(atLimit, 'edge.png') })).code).toBe(1);
  });

  it('names the missing file: no body, a body without the file, another field, a second file', async () => {
    const noBody = await server.call('uploadImage', { token: adminToken, rawBody: undefined });
    expect(noBody.json()).toMatchObject({ code: 0, data: { field: 'file' } });
    expect(await upload({})).toMatchObject({ code: 0, data: { field: 'file' } });
    expect(await upload({ file: 'just text' })).toMatchObject({ code: 0, data: { field: 'file' } });
    expect(await upload({ note: 'x', file: file(PNG, 'a.png') })).toMatchObject({ code: 0, data: { field: 'note' } });
    const twoFiles = await upload({ file: file(PNG, 'a.png'), other: file(PNG, 'b.png') });
    expect(twoFiles).toMatchObject({ code: 0, data: { field: 'file' } });
  });

  it('refuses a body that is not multipart, or is broken, without a 500', async () => {
    const form = await server.call('uploadImage', {
      token: adminToken,
      rawBody: 'file=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ code: 0, msg: '不支持的请求格式：应为 multipart/form-data' });
    const broken = await server.call('uploadImage', {
      token: adminToken,
      rawBody: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ code: 0 });
  });

  it('wants a token and, for packages, the software page', async () => {
    const anonymous = await server.call('uploadImage', { input: { file: file(PNG, 'a.png') } });
    expect(anonymous.json()).toMatchObject({ code: ResultCode.LOGIN_REQUIRED });
    const denied = await server.envelope('uploadSoftwarePackage', {
      token: operatorToken,
      input: { file: file(ZIP, 'app.apk') },
    });
    expect(denied).toEqual({ code: ResultCode.NO_PERMISSION, msg: '没有权限', data: null });
  });

  it('stores an .apk or .zip package, checked by content, and serves it as a download', async () => {
    const apk = await server.envelope('uploadSoftwarePackage', {
      token: adminToken,
      input: { file: file(ZIP, 'release-1.2.apk') },
    });
    expect(apk.data.key).toMatch(/^packages\/[0-9a-f]{64}\.apk$/);
    const served = await server.app.inject({ url: apk.data.url });
    expect(served.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload.equals(ZIP)).toBe(true);
    const zip = await server.envelope('uploadSoftwarePackage', {
      token: adminToken,
      input: { file: file(ZIP, 'bundle.zip') },
    });
    expect(zip.data.key).toMatch(/\.zip$/);
    const notZip = await server.envelope('uploadSoftwarePackage', {
      token: adminToken,
      input: { file: file(PNG, 'app.apk') },
    });
    expect(notZip).toMatchObject({ code: 0, data: { field: 'file' } });
    const big = Buffer.concat([ZIP, Buffer.alloc(PACKAGE_LIMIT)]);
    expect(
      await server.envelope('uploadSoftwarePackage', { token: adminToken, input: { file: file(big, 'big.zip') } }),
    ).toMatchObject({ code: 0, msg: '该文件超过 8192 字节' });
  });

  it('never uses the client file name as a path', async () => {
    for (const name of ['../../../etc/passwd.png', '..\\..\\server.lock.png', '/tmp/abs.png', 'a/../../b.png']) {
      const answer = await upload({ file: file(GIF, name) });
      expect(answer.code, name).toBe(1);
      expect(answer.data.key, name).toMatch(/^images\/[0-9a-f]{64}\.gif$/);
    }
    expect(fs.existsSync(path.join(server.dataDir, 'abs.png'))).toBe(false);
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads')).sort()).toEqual(['.incoming', 'images', 'packages']);
  });

  it('serves only well-formed keys: no traversal, no listing, no other files', async () => {
    fs.writeFileSync(path.join(server.dataDir, 'secret.txt'), 'secret');
    for (const url of [
      '/uploads/',
      '/uploads/images',
      '/uploads/images/',
      '/uploads/../secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/images/..%2f..%2f..%2fsecret.txt',
      '/uploads/.incoming/x',
      `/uploads/images/${'0'.repeat(64)}.png`,
      `/uploads/images/${'A'.repeat(64)}.png`,
      `/uploads/images/${'0'.repeat(64)}.html`,
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
  });

  it('tells the console where to upload and where files are served', async () => {
    const settings = (await server.app.inject({ url: '/config.json' })).json();
    expect(settings).toEqual({
      apiBaseUrl: '',
      staticBaseUrl: '/uploads',
      uploadUrl: endpoints.uploadImage.path,
      navigationUrl: '',
    });
  });

  it('describes the uploads as multipart in the OpenAPI document', async () => {
    const document = (await server.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths[endpoints.uploadImage.path].post;
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(operation['x-menu']).toBe('any administrator');
  });

  it.each([
    ['MP4', MP4, 'mp4', 'video/mp4'],
    ['WebM', WEBM, 'webm', 'video/webm'],
  ] as const)('stores an %s video by its content and serves it back', async (_label, bytes, extension, type) => {
    const answer = successEnvelopeSchema(endpoints.uploadVideo.data).parse(
      await server.envelope('uploadVideo', { token: adminToken, input: { file: file(bytes, 'clip.bin') } }),
    );
    expect(answer.data.key).toMatch(new RegExp(`^videos/[0-9a-f]{64}\\.${extension}$`));
    expect(answer.data.size).toBe(bytes.length);
    const served = await server.app.inject({ url: answer.data.url });
    expect(served.headers['content-type']).toBe(type);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a text file named .mp4 with the message, and an oversize video, keeping nothing', async () => {
    const before = storedFiles();
    const text = await server.envelope('uploadVideo', {
      token: adminToken,
      input: { file: file('hello, not a video', 'clip.mp4', 'video/mp4') },
    });
    expect(text).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'file' } });
    expect(text.msg).toContain('MP4 或 WebM');
    // An image is not a video either.
    expect(
      await server.envelope('uploadVideo', { token: adminToken, input: { file: file(PNG, 'clip.mp4') } }),
    ).toMatchObject({ code: 0, data: { field: 'file' } });
    const big = Buffer.concat([MP4, Buffer.alloc(VIDEO_LIMIT)]);
    expect(await server.envelope('uploadVideo', { token: adminToken, input: { file: file(big, 'big.mp4') } })).toEqual({
      code: 0,
      msg: `该文件超过 ${VIDEO_LIMIT} 字节`,
      data: { message: `该文件超过 ${VIDEO_LIMIT} 字节`, field: 'file' },
    });
    expect(storedFiles()).toEqual(before);
    // The video upload takes the advertisements page's permission.
    expect(
      await server.envelope('uploadVideo', { token: operatorToken, input: { file: file(MP4, 'clip.mp4') } }),
    ).toMatchObject({ code: ResultCode.NO_PERMISSION });
  });
});

describe('byte ranges of uploaded files, and the console policy for another upload origin', () => {
  let server: TestServer;
  const video = Buffer.concat([MP4, Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251))]);
  let url: string;
  beforeAll(async () => {
    server = await startTestServer({
      environment: { SEED_DEMO: '0', STATIC_BASE_URL: 'https://cdn.example.com/files' },
    });
    const token = await server.login('admin', ADMIN_PASSWORD);
    const answer = await server.envelope('uploadVideo', { token, input: { file: file(video, 'ad.mp4') } });
    expect(answer.code).toBe(ResultCode.SUCCESS);
    url = `/files/${answer.data.key as string}`;
  });
  afterAll(() => server.close());

  const get = (range?: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url, headers: { ...(range === undefined ? {} : { range }), ...headers } });

  it('says it serves ranges, and serves the whole file without one', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(video.length));
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, video.length - 1],
    ['bytes=-10', video.length - 10, video.length - 1],
    ['bytes=1000-999999', 1000, video.length - 1],
  ])('answers %s with 206, its part and Content-Range', async (range, start, end) => {
    const part = await get(range);
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(part.headers['content-length']).toBe(String(end - start + 1));
    expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    // The same guarding headers as the whole file.
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    expect(part.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('answers a range past the end with 416 and the size', async () => {
    const past = await get(`bytes=${video.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('sends the whole file for a malformed or multi-part range, or an If-Range of another version', async () => {
    for (const range of ['bytes=5-1', 'items=0-1', 'bytes=0-1,5-6']) expect((await get(range)).statusCode).toBe(200);
    expect((await get('bytes=0-1', { 'if-range': '"another"' })).statusCode).toBe(200);
    const etag = (await get()).headers.etag as string;
    expect((await get('bytes=0-1', { 'if-range': etag })).statusCode).toBe(206);
  });

  it("lets the console's page play media and show images from the upload origin", async () => {
    const policy = String((await server.app.inject({ url: '/config.json' })).headers['content-security-policy']);
    expect(policy).toMatch(/media-src 'self' blob: https:\/\/cdn\.example\.com(;|$)/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
  });
});

describe.each(backends)("an administrator's hourly share of uploads on $name", ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl, environment: { SEED_DEMO: '0', UPLOAD_FILES_PER_HOUR: '2' } });
  });
  afterAll(() => server.close());

  it('counts the successful uploads of the last hour from the audit trail, one administrator at a time', async () => {
    const adminToken = await server.login('admin', ADMIN_PASSWORD);
    const upload = (bytes: Buffer, token = adminToken) =>
      server.envelope('uploadImage', { token, input: { file: file(bytes, 'photo.bin') } });
    expect((await upload(PNG)).code).toBe(ResultCode.SUCCESS);
    // A refused file is not counted: it recorded no success.
    expect((await upload(ZIP)).code).toBe(ResultCode.FAILURE);
    expect((await upload(JPEG)).code).toBe(ResultCode.SUCCESS);
    const third = await upload(GIF);
    expect(third.code).toBe(ResultCode.FAILURE);
    expect(third.msg).toContain('每位管理员每小时最多上传 2 个文件');
    // Another administrator has a share of their own.
    expect((await upload(GIF, await server.login('operator', 'operator-secret-1'))).code).toBe(ResultCode.SUCCESS);
  });
});

describe('filesystem upload store', () => {
  it('puts, gets and deletes by key, and knows nothing of malformed keys', async () => {
    const root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'vending-store-'));
    try {
      const store = fileUploadStore(root, 'https://cdn.example.com/files/');
      const stored = await store.put(GIF, { kind: 'image', mediaType: 'image/gif', originalName: '../x.gif' });
      expect(stored.url).toBe(`https://cdn.example.com/files/${stored.key}`);
      const content = await store.get(stored.key);
      expect(content?.size).toBe(GIF.length);
      const part = await content?.open({ start: 2, end: 4 });
      expect((await part?.toArray())?.map((chunk: Buffer) => chunk.toString()).join('')).toBe('F89');
      for (const key of ['../x', `images/../../${stored.key}`, stored.key.toUpperCase(), `${stored.key}/`]) {
        expect(await store.get(key), key).toBeUndefined();
        expect(await store.delete(key), key).toBe(false);
      }
      expect(await store.delete(stored.key)).toBe(true);
      expect(await store.get(stored.key)).toBeUndefined();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('encodes multipart bodies like a browser (test helper sanity)', async () => {
    const { contentType, body } = await multipartEncode({ file: file(PNG, 'a.png', 'image/png') });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body.includes(PNG)).toBe(true);
  });
});
