import type { UploadKind } from '@vending/contract';
import type { StoredMediaType } from './upload-store';

/** Enough leading bytes to tell every accepted type apart (WebP needs 12). */
export const SIGNATURE_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function imageType(head: Buffer): StoredMediaType | undefined {
  if (startsWith(head, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** MP4 (an ISO media box `ftyp` at byte 4) or WebM (an EBML header whose doc type is webm). */
function videoType(head: Buffer): StoredMediaType | undefined {
  if (startsWith(head, ascii('ftyp'), 4)) return 'video/mp4';
  // Matroska and WebM share the EBML magic; the doc type sits further in than the head we peek,
  // so an EBML file is taken as WebM and served as such (a Matroska file plays the same).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return undefined;
}

/** An .apk is a zip archive; the client's name only chooses which of the two it is served as. */
function packageType(head: Buffer, originalName: string | undefined): StoredMediaType | undefined {
  const zip = startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
  if (!zip) return undefined;
  const baseName = (originalName ?? '').split(/[\\/]/).pop() ?? '';
  return /\.apk$/i.test(baseName) ? 'application/vnd.android.package-archive' : 'application/zip';
}

/** The media type the content's first bytes prove, or undefined when they fit no accepted type. */
export function detectMediaType(
  kind: UploadKind,
  head: Buffer,
  originalName: string | undefined,
): StoredMediaType | undefined {
  if (kind === 'image') return imageType(head);
  if (kind === 'video') return videoType(head);
  return packageType(head, originalName);
}
