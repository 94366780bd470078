import { ResultCode } from '@vending/contract';
import type { FastifyInstance } from 'fastify';
import { coded, Messages } from '../../http/envelope';
import { parseKey, type UploadStore } from './upload-store';

/** Inclusive first and last byte of a part of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): a range,
 * `unsatisfiable` (it starts past the end: 416), or undefined to send the whole file (no
 * header, another unit, a malformed or multi-part request, which a server may answer whole).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Uploaded files under the static base URL's path. Keys name content by its hash, so an
 * answer may be cached for ever (and the hash is its ETag); a file is never sniffed, framed or
 * run as a page, and a folder is not a key, so nothing is listed. Byte ranges are served (206),
 * as video players need: Safari and iOS will not play an MP4 served whole only, and seeking
 * would fetch it again.
 */
export function serveUploads(app: FastifyInstance, store: UploadStore, servePath: string) {
  app.get(`${servePath}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () => reply.status(404).send(coded(ResultCode.NOT_FOUND, Messages.NOT_FOUND));
    const parts = parseKey(key);
    if (!parts) return notFound();
    const stored = await store.get(key);
    if (!stored) return notFound();
    const etag = `"${parts.file.split('.')[0] ?? ''}"`;
    reply
      .header('content-type', stored.mediaType)
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // Inert public files: a console hosted on another origin may show them (helmet's
      // same-origin default would block its images).
      .header('cross-origin-resource-policy', 'cross-origin');
    if (!stored.mediaType.startsWith('image/')) reply.header('content-disposition', 'attachment');

    const ifRange = request.headers['if-range'];
    const range =
      ifRange === undefined || ifRange === etag ? requestedRange(request.headers.range, stored.size) : undefined;
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${stored.size}`)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('');
    }
    const stream = await stored.open(range);
    if (!stream) return notFound();
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', stored.size);
    }
    return reply.send(stream);
  });
}
