import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { joinUrl, keyOf, parseKey, writeHashed, type UploadStore } from './upload-store';

export interface S3StoreOptions {
  bucket: string;
  /** Prepended to every key in the bucket (`vending/` → `vending/images/<hash>.png`); may be empty. */
  prefix: string;
  /** Where the files are served: STATIC_BASE_URL. */
  staticBaseUrl: string;
  /** An S3-compatible service other than AWS (MinIO, Ceph RGW, R2…). */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most self-hosted services). */
  forcePathStyle: boolean;
}

/** What interrupted uploads leave locally: nothing reaches the bucket before it is complete. */
const LOCAL_INCOMING = path.join(os.tmpdir(), 'vending-s3-incoming');

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Uploaded files in an S3-compatible bucket, so that every instance serves every file. Keys
 * are those of the filesystem store (the content's SHA-256), so the key is known only once the
 * whole upload is read: it is written to a local temporary file while hashed, then put under
 * its key with its length, type and caching headers; a cut-off upload never reaches the bucket.
 */
export function s3UploadStore(options: S3StoreOptions): UploadStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    // The SDK's default trailing checksums (aws-chunked bodies) are not spoken by every
    // S3-compatible service; the key is the content's SHA-256 already.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const { bucket, prefix } = options;
  const objectKey = (key: string) => `${prefix}${key}`;
  const urlOf = (key: string) => joinUrl(options.staticBaseUrl, key);
  fs.mkdirSync(LOCAL_INCOMING, { recursive: true });

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    urlOf,

    async put(content, { kind, mediaType }) {
      const { temporary, sha256, size } = await writeHashed(content, LOCAL_INCOMING, 0o600);
      try {
        const key = keyOf(kind, sha256, mediaType);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: fs.createReadStream(temporary),
            ContentLength: size,
            ContentType: mediaType,
            // Served straight from the bucket (STATIC_BASE_URL on it), the same caching and disposition.
            CacheControl: 'public, max-age=31536000, immutable',
            ...(mediaType.startsWith('image/') ? {} : { ContentDisposition: 'attachment' }),
          }),
        );
        return { key, url: urlOf(key), size, sha256 };
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
    },

    async get(key) {
      const parts = parseKey(key);
      if (!parts) return undefined;
      const found = await head(key);
      if (!found) return undefined;
      return {
        mediaType: parts.mediaType,
        size: found.ContentLength ?? 0,
        async open(range) {
          try {
            const answer = await client.send(
              new GetObjectCommand({
                Bucket: bucket,
                Key: objectKey(key),
                ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
              }),
            );
            return answer.Body as Readable;
          } catch (error) {
            if (isMissing(error)) return undefined;
            throw error;
          }
        },
      };
    },

    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? '').slice(prefix.length);
          if (!parseKey(key)) continue;
          yield { key, size: object.Size ?? 0, storedAt: object.LastModified ?? new Date(0) };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async removeInterrupted(before) {
      // Only this machine's temporary files: the bucket never holds a partial upload.
      let removed = 0;
      for (const name of await fs.promises.readdir(LOCAL_INCOMING)) {
        const filePath = path.join(LOCAL_INCOMING, name);
        const stat = await fs.promises.stat(filePath).catch(() => undefined);
        if (stat && stat.mtime < before) {
          await fs.promises.rm(filePath, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    async delete(key) {
      if (!parseKey(key) || !(await head(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return true;
    },
  };
}
