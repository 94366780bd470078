import { parseKey, type UploadStore } from './upload-store';

export type UploadFolder = 'images' | 'videos' | 'packages';

/**
 * The stored file a URL names in `folder`: its key, size and SHA-256 (the key is the content's
 * hash), or undefined when the URL is not the store's own URL of a file it holds there. A record
 * pointing at an upload checks it with this, and takes the size and hash from the store,
 * never from the client.
 */
export async function storedUpload(uploads: UploadStore, url: string, folder: UploadFolder) {
  const key = new RegExp(`(?:^|/)(${folder}/([0-9a-f]{64})\\.[a-z0-9]+)$`).exec(url);
  if (!key?.[1] || !key[2] || !parseKey(key[1])) return undefined;
  // Only the store's own URL of the key: `https://evil.example/x/images/<a real key>.png` ends
  // alike, yet a device told to play it would fetch it from that host.
  if (uploads.urlOf(key[1]) !== url) return undefined;
  const stored = await uploads.get(key[1]);
  if (!stored) return undefined;
  return { key: key[1], size: stored.size, sha256: key[2] };
}
