import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FilePart } from '@vending/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The file part of a multipart request as it arrives. It is handed to the request schema
 * like a Blob and read once, by the handler, straight from the request: an upload is never
 * held in memory whole.
 */
export class ReceivedFile implements FilePart {
  readonly #part: MultipartFile;
  readonly #after: AsyncIterator<unknown>;
  constructor(part: MultipartFile, after: AsyncIterator<unknown>) {
    this.#part = part;
    this.#after = after;
  }
  /**
   * Once the file has been read: whether the request ended with it. A field or a second
   * file after it, or a broken ending, makes the upload fail before anything is kept.
   */
  async endsRequest(): Promise<boolean> {
    try {
      return (await this.#after.next()).done === true;
    } catch {
      return false;
    }
  }
  get type(): string {
    return this.#part.mimetype;
  }
  /** The client's file name: for logs and hints only, never a path. */
  get name(): string {
    return this.#part.filename;
  }
  stream(): Readable {
    return this.#part.file;
  }
  /** The client sent more than the size limit; what arrived stops at the limit. */
  get truncated(): boolean {
    return this.#part.file.truncated;
  }
  /** Stops reading an unread or half-read file, so the request does not wait on it. */
  discard() {
    if (!this.#part.file.readableEnded) this.#part.file.destroy();
  }
}

export type MultipartInput =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; problem: 'media type' | 'malformed' | { repeated: string } };

/** Few text fields, short ones, and one file: anything more is not a request of ours. */
const MAX_TEXT_FIELDS = 16;
const MAX_TEXT_FIELD_BYTES = 4096;

/**
 * The text fields of a multipart request and its one file, read up to the file: fields
 * must come before it. The file ends the request; its bytes are left there for the handler to stream;
 * beyond `maxFileBytes` they are cut and the file is marked truncated (the plugin is
 * registered with `throwFileSizeLimit: false`, so the handler answers that itself).
 */
export async function readMultipart(request: FastifyRequest, maxFileBytes: number): Promise<MultipartInput> {
  // No body at all: the schema then names the missing file.
  if (request.headers['content-type'] === undefined) return { ok: true, fields: {} };
  if (!request.isMultipart()) return { ok: false, problem: 'media type' };
  const fields: Record<string, unknown> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxFileBytes,
        files: 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: MAX_TEXT_FIELDS + 1,
      },
    });
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (Object.hasOwn(fields, part.fieldname)) {
        if (part.type === 'file') part.file.destroy();
        return { ok: false, problem: { repeated: part.fieldname } };
      }
      if (part.type === 'file') {
        // Not `for await`: leaving that loop would end the iterator the file still needs.
        fields[part.fieldname] = new ReceivedFile(part, parts);
        break;
      }
      fields[part.fieldname] = part.value;
    }
  } catch {
    discardFiles(fields);
    return { ok: false, problem: 'malformed' };
  }
  return { ok: true, fields };
}

export function discardFiles(fields: Record<string, unknown>) {
  for (const value of Object.values(fields)) if (value instanceof ReceivedFile) value.discard();
}
