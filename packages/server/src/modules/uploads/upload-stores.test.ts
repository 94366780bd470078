import { Readable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server';
import { fileUploadStore } from './file-upload-store';
import { s3UploadStore } from './s3-upload-store';
import type { UploadStore } from './upload-store';

/*
 * One suite, every store the server ships: the filesystem store and the S3-compatible store
 * (against an S3 server started on loopback). What the server builds on them (serving with
 * ranges, the quota, the sweep) takes only these calls.
 */

const GIF = Buffer.from('GIF89a and the rest of a gif');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(200, 7)]);
async function text(stream: Readable | undefined) {
  expect(stream).toBeDefined();
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

interface StoreUnderTest {
  store: UploadStore;
  close(): Promise<void>;
}

const stores: { name: string; start: () => Promise<StoreUnderTest> }[] = [
  {
    name: 'filesystem',
    async start() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-store-'));
      return {
        store: fileUploadStore(root, 'https://cdn.example.com/files/'),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3-compatible',
    async start() {
      const s3: TestS3Server = await startTestS3Server();
      return {
        store: s3UploadStore({
          bucket: s3.bucket,
          prefix: 'vending/',
          staticBaseUrl: 'https://cdn.example.com/files',
          endpoint: s3.endpoint,
          region: 'us-east-1',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          forcePathStyle: true,
        }),
        close: () => s3.close(),
      };
    },
  },
];

describe.each(stores)('the $name upload store', ({ start }) => {
  let under: StoreUnderTest;
  beforeAll(async () => {
    under = await start();
  });
  afterAll(() => under.close());

  it('puts by content hash, gets the size and type, and opens all or a byte range', async () => {
    const { store } = under;
    const stored = await store.put(GIF, { kind: 'image', mediaType: 'image/gif', originalName: '../x.gif' });
    expect(stored.key).toMatch(/^images\/[0-9a-f]{64}\.gif$/);
    expect(stored.url).toBe(`https://cdn.example.com/files/${stored.key}`);
    expect(stored.size).toBe(GIF.length);
    const content = await store.get(stored.key);
    expect(content).toMatchObject({ size: GIF.length, mediaType: 'image/gif' });
    expect(await text(await content!.open())).toBe(GIF.toString());
    expect(await text(await content!.open({ start: 2, end: 4 }))).toBe('F89');
    // The same content again: the same key, stored once.
    expect((await store.put(GIF, { kind: 'image', mediaType: 'image/gif' })).key).toBe(stored.key);
  });

  it('lists what it holds with sizes and times, deletes by key, and knows nothing of malformed keys', async () => {
    const { store } = under;
    const video = await store.put(MP4, { kind: 'video', mediaType: 'video/mp4' });
    const listed = [];
    for await (const file of store.list()) listed.push(file);
    expect(listed.find((file) => file.key === video.key)).toMatchObject({ size: MP4.length });
    expect(listed.every((file) => file.storedAt instanceof Date)).toBe(true);
    for (const key of ['../x', `images/../../${video.key}`, video.key.toUpperCase(), `${video.key}/`]) {
      expect(await store.get(key), key).toBeUndefined();
      expect(await store.delete(key), key).toBe(false);
    }
    expect(await store.delete(video.key)).toBe(true);
    expect(await store.get(video.key)).toBeUndefined();
    expect(await store.delete(video.key)).toBe(false);
  });

  it('keeps nothing of an upload whose stream fails half-way', async () => {
    const { store } = under;
    const before = [];
    for await (const file of store.list()) before.push(file.key);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('GIF89a partial'));
        this.destroy(new Error('client gone'));
      },
    });
    await expect(store.put(failing, { kind: 'image', mediaType: 'image/gif' })).rejects.toThrow('client gone');
    const after = [];
    for await (const file of store.list()) after.push(file.key);
    expect(after).toEqual(before);
  });
});
