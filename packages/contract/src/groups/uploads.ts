import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_ADMINISTRATOR } from '../menu';
import { fileParam } from '../wire';

// Uploads: the file is stored once under its content hash and served from the static base URL.

export const uploadImageRequest = z.strictObject({ file: fileParam('A PNG, JPEG, GIF or WebP image.') });
export const uploadVideoRequest = z.strictObject({ file: fileParam('An MP4 or WebM video.') });
export const uploadSoftwarePackageRequest = z.strictObject({
  file: fileParam('An Android package (.apk) or a .zip archive.'),
});
export const uploadedFile = z.object({
  /** Where the file is served: the static base URL, then the key. */
  url: z.string(),
  /** The stored file's name: its kind's folder, then its content hash and extension. */
  key: z.string(),
  /** Its length in bytes. */
  size: z.number().int().nonnegative(),
  /** The SHA-256 of its content, hex (a software package's checksum). */
  sha256: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const uploadEndpoints = {
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/sys-upload/back/uploadImage',
    encoding: 'multipart',
    request: uploadImageRequest,
    data: uploadedFile,
    menu: ANY_ADMINISTRATOR,
    upload: 'image',
    summary: 'Store a PNG, JPEG, GIF or WebP image (checked by content; size limited) and answer its URL.',
  }),
  uploadVideo: endpoint({
    method: 'POST',
    path: '/api/sys-upload/back/uploadVideo',
    encoding: 'multipart',
    request: uploadVideoRequest,
    data: uploadedFile,
    menu: '广告列表',
    upload: 'video',
    summary: 'Store an MP4 or WebM video (checked by content; size limited) and answer its URL.',
  }),
  uploadSoftwarePackage: endpoint({
    method: 'POST',
    path: '/api/sys-upload/back/uploadSoftwarePackage',
    encoding: 'multipart',
    request: uploadSoftwarePackageRequest,
    data: uploadedFile,
    menu: '软件列表',
    upload: 'softwarePackage',
    summary: 'Store an Android package (.apk) or .zip archive (checked by content; size limited) and answer its URL.',
  }),
} as const;
