import { Readable } from 'node:stream';
import { ResultCode, type Envelope, type FilePart, type UploadKind } from '@vending/contract';
import type { CallContext, Handlers } from '../../http/api-routes';
import { successfulCallsSince } from '../audit';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { ReceivedFile } from '../../http/multipart';
import type { Services } from '../services';
import { detectMediaType, SIGNATURE_BYTES } from './file-signatures';
import type { UploadStore } from './upload-store';
import { storedBytes } from './sweep';

type UploadHandlers = Pick<Handlers, 'uploadImage' | 'uploadVideo' | 'uploadSoftwarePackage'>;

const FIELD = 'file';

const acceptedTypes: Record<UploadKind, Text> = {
  image: text('PNG、JPEG、GIF 或 WebP 图片', 'a PNG, JPEG, GIF or WebP image'),
  video: text('MP4 或 WebM 视频', 'an MP4 or WebM video'),
  softwarePackage: text('.apk 或 .zip 文件', 'an .apk or .zip file'),
};

class UploadTooLarge extends Error {}
/** The request broke off, was malformed, or carried more after the file. */
class UploadMalformed extends Error {}

/** The next chunk of the upload; a failure of the request itself is the client's, not ours. */
async function nextChunk(iterator: AsyncIterator<Buffer>): Promise<IteratorResult<Buffer>> {
  try {
    return await iterator.next();
  } catch {
    throw new UploadMalformed();
  }
}

/**
 * A refusal of the file in plain words, the file being what the form asked for: `reason`
 * completes “该文件…” / “The file …”.
 */
function fileFailure(reason: Text): Envelope {
  return failure(text(`该文件${reason.zh}`, `The file ${reason.en}`), FIELD);
}

function formatBytes(bytes: number): Text {
  const mib = bytes / 1_048_576;
  return Number.isInteger(mib) ? text(`${mib} MiB`, `${mib} MiB`) : text(`${bytes} 字节`, `${bytes} bytes`);
}

/**
 * The first `bytes` of an upload, and a stream of all of it (those bytes included) that
 * fails at the end with UploadTooLarge when the client sent more than the limit, or with
 * UploadMalformed when the request did not end with the file.
 */
async function peek(file: ReceivedFile, bytes: number): Promise<{ head: Buffer; content: Readable }> {
  const iterator: AsyncIterator<Buffer> = file.stream()[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await nextChunk(iterator);
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    try {
      yield head;
      while (!ended) {
        const next = await nextChunk(iterator);
        if (next.done) break;
        yield next.value;
      }
      if (file.truncated) throw new UploadTooLarge();
      if (!(await file.endsRequest())) throw new UploadMalformed();
    } finally {
      await iterator.return?.();
    }
  }
  return { head: head.subarray(0, bytes), content: Readable.from(all(), { objectMode: false }) };
}

async function receive(kind: UploadKind, file: FilePart, store: UploadStore, maxBytes: number): Promise<Envelope> {
  // The gate hands over what the request carried; anything else cannot be read.
  if (!(file instanceof ReceivedFile)) return fileFailure(text('没有收到，请选择一个文件', 'is missing'));
  try {
    const { head, content } = await peek(file, SIGNATURE_BYTES);
    const mediaType = detectMediaType(kind, head, file.name);
    if (!mediaType) {
      content.destroy();
      return fileFailure(text(`不是 ${acceptedTypes[kind].zh}`, `is not ${acceptedTypes[kind].en}`));
    }
    return success(await store.put(content, { kind, mediaType, originalName: file.name }));
  } catch (error) {
    if (error instanceof UploadTooLarge) {
      const limit = formatBytes(maxBytes);
      return fileFailure(text(`超过 ${limit.zh}`, `is larger than ${limit.en}`));
    }
    if (error instanceof UploadMalformed) {
      return fileFailure(
        text(
          '上传不完整，或之后还有内容（每次只能上传一个文件）',
          'arrived incomplete, or more followed it (upload one file at a time)',
        ),
      );
    }
    throw error;
  }
}

const UPLOAD_CALLS = ['uploadImage', 'uploadVideo', 'uploadSoftwarePackage'];
const HOUR_MS = 3_600_000;

/**
 * What an administrator uploaded in the last hour, read from the audit trail (every upload is
 * a record of it, with the stored size), so every instance on the database counts alike.
 */
function uploadedInLastHour(services: Services, managerId: number) {
  return successfulCallsSince(services.db, managerId, UPLOAD_CALLS, new Date(services.now().getTime() - HOUR_MS));
}

/**
 * Refuses an upload that would take more than its room: the administrator's hourly share (a
 * number of files and of bytes), then the store's quota, whose top `uploadPackageReserveBytes`
 * only software packages may use. One file may cross a limit, none after.
 */
async function receiveWithinQuota(
  kind: UploadKind,
  file: FilePart,
  services: Services,
  context: CallContext,
  maxBytes: number,
): Promise<Envelope> {
  const { config, uploads } = services;
  const share = await uploadedInLastHour(services, context.manager.managerId);
  if (share.files >= config.uploadFilesPerHour || share.bytes >= config.uploadBytesPerHour) {
    const bytes = formatBytes(config.uploadBytesPerHour);
    return fileFailure(
      text(
        `上传过多：每位管理员每小时最多上传 ${config.uploadFilesPerHour} 个文件、${bytes.zh}，请稍后再试`,
        `cannot be stored: each administrator may upload ${config.uploadFilesPerHour} files and ${bytes.en} an hour; try again later`,
      ),
    );
  }
  const room =
    kind === 'softwarePackage' ? config.uploadQuotaBytes : config.uploadQuotaBytes - config.uploadPackageReserveBytes;
  if ((await storedBytes(uploads)) >= room) {
    const quota = formatBytes(config.uploadQuotaBytes);
    return fileFailure(
      text(
        `无法保存：上传空间已满（${quota.zh}），请联系管理员清理后再试`,
        `cannot be stored: the upload space (${quota.en}) is full; ask an administrator to free some`,
      ),
    );
  }
  const answer = await receive(kind, file, uploads, maxBytes);
  // The trail's record of the upload carries its size: the share above is counted from it.
  if (answer.code === ResultCode.SUCCESS) {
    const stored = answer.data as { key: string; size: number };
    context.audit.after = { key: stored.key, size: stored.size };
  }
  return answer;
}

export function uploadHandlers(services: Services): UploadHandlers {
  const { config } = services;
  return {
    uploadImage: ({ file }, context) =>
      receiveWithinQuota('image', file, services, context, config.uploadMaxImageBytes),
    uploadVideo: ({ file }, context) =>
      receiveWithinQuota('video', file, services, context, config.uploadMaxVideoBytes),
    uploadSoftwarePackage: ({ file }, context) =>
      receiveWithinQuota('softwarePackage', file, services, context, config.uploadMaxPackageBytes),
  };
}
