import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UploadKind } from '@vending/contract';

/** Media types a store keeps, with the extension a stored file's key ends in. */
export const storedMediaTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/vnd.android.package-archive': 'apk',
  'application/zip': 'zip',
} as const;
export type StoredMediaType = keyof typeof storedMediaTypes;

export interface PutOptions {
  kind: UploadKind;
  /** Already checked against the content; it picks the key's extension and the served type. */
  mediaType: StoredMediaType;
  /** The name the client sent: for logs only, never part of the key. */
  originalName?: string | undefined;
}

export interface StoredFile {
  /** Names the file in the store: `<kind folder>/<sha-256 of the content>.<extension>`. */
  key: string;
  /** Where it is served: the static base URL, then the key. */
  url: string;
  /** Its length in bytes. */
  size: number;
  /** The SHA-256 of its content, hex: also the middle of its key. */
  sha256: string;
}

export interface StoredContent {
  mediaType: StoredMediaType;
  /** The whole file's length in bytes. */
  size: number;
  /**
   * Its bytes: all of them, or the inclusive `range` (within the size); undefined when the
   * file went away since `get` found it.
   */
  open(range?: { start: number; end: number }): Promise<Readable | undefined>;
}

/**
 * Where uploaded files live. The server ships a filesystem store under the data folder;
 * another store (object storage, say) implements the same four calls.
 */
export interface UploadStore {
  /**
   * Stores the content and answers its key and URL. When the content stream fails (too
   * large, client gone), nothing is kept and the promise rejects with the stream's error.
   */
  put(content: Readable | Buffer, options: PutOptions): Promise<StoredFile>;
  /** The file under a key (its bytes read only on `open`), or undefined for a key that names nothing (or is malformed). */
  get(key: string): Promise<StoredContent | undefined>;
  /** Removes a file; false when there was none. */
  delete(key: string): Promise<boolean>;
  /** Every stored file, with its size and when it was stored. */
  list(): AsyncIterable<{ key: string; size: number; storedAt: Date }>;
  /** Removes what uploads cut off half-way left behind, when older than `before`; answers how many. */
  removeInterrupted(before: Date): Promise<number>;
  urlOf(key: string): string;
}

const folderOfKind: Record<UploadKind, string> = {
  image: 'images',
  video: 'videos',
  softwarePackage: 'packages',
};
const extensionToMediaType = new Map<string, StoredMediaType>(
  Object.entries(storedMediaTypes).map(([mediaType, extension]) => [extension, mediaType as StoredMediaType]),
);

/** The only keys a store hands out; anything else (`..`, slashes, other names) names nothing. */
const KEY = /^(images|videos|packages)\/([0-9a-f]{64})\.(png|jpg|gif|webp|mp4|webm|apk|zip)$/;

export function keyOf(kind: UploadKind, sha256Hex: string, mediaType: StoredMediaType): string {
  return `${folderOfKind[kind]}/${sha256Hex}.${storedMediaTypes[mediaType]}`;
}

/** The parts of a well-formed key, or undefined. */
export function parseKey(key: string): { folder: string; file: string; mediaType: StoredMediaType } | undefined {
  const match = KEY.exec(key);
  if (!match) return undefined;
  const [, folder = '', hash = '', extension = ''] = match;
  const mediaType = extensionToMediaType.get(extension);
  return mediaType ? { folder, file: `${hash}.${extension}`, mediaType } : undefined;
}

/** `base` + `/` + key, whether the base is a path (`/uploads`) or a full URL (a CDN). */
export function joinUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}

/**
 * Writes an upload to a new file in `folder`, hashing it on the way: its SHA-256 names it in
 * the store, so the key is known only once the last byte is in. The caller moves the file into
 * place (or sends it on) and removes it on failure; on a failed write it is removed here.
 */
export async function writeHashed(
  content: Buffer | Readable,
  folder: string,
  mode: number,
): Promise<{ temporary: string; sha256: string; size: number }> {
  const hash = createHash('sha256');
  const temporary = path.join(folder, randomBytes(16).toString('hex'));
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    await pipeline(source, hashing, fs.createWriteStream(temporary, { flags: 'wx', mode }));
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  return { temporary, sha256: hash.digest('hex'), size };
}
