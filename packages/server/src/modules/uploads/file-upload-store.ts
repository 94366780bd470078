import fs from 'node:fs';
import path from 'node:path';
import { joinUrl, keyOf, parseKey, writeHashed, type UploadStore } from './upload-store';

/**
 * Files under one folder, named by the SHA-256 of their content: the same file uploaded
 * twice is stored once, a name never changes meaning (so it may be cached for ever), and no
 * part of a name comes from the client. A file is written under `.incoming/` first and
 * renamed into place once complete, so a half-written upload is never served.
 */
export function fileUploadStore(root: string, staticBaseUrl: string): UploadStore {
  const incoming = path.join(root, '.incoming');
  fs.mkdirSync(incoming, { recursive: true });
  const pathOf = (key: string) => {
    const parts = parseKey(key);
    return parts ? { filePath: path.join(root, parts.folder, parts.file), mediaType: parts.mediaType } : undefined;
  };
  const filePathOf = (key: string) => {
    const located = pathOf(key);
    if (!located) throw new Error(`not a key of this store: ${key}`);
    return located.filePath;
  };
  const urlOf = (key: string) => joinUrl(staticBaseUrl, key);

  return {
    urlOf,

    async put(content, { kind, mediaType }) {
      const { temporary, sha256, size } = await writeHashed(content, incoming, 0o644);
      try {
        const key = keyOf(kind, sha256, mediaType);
        const target = filePathOf(key);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        // Same name, same bytes: replacing an existing copy changes nothing.
        await fs.promises.rename(temporary, target);
        return { key, url: urlOf(key), size, sha256 };
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const located = pathOf(key);
      if (!located) return undefined;
      const missing = (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      };
      const stat = await fs.promises.stat(located.filePath).catch(missing);
      if (!stat) return undefined;
      return {
        mediaType: located.mediaType,
        size: stat.size,
        async open(range) {
          const handle = await fs.promises.open(located.filePath, 'r').catch(missing);
          return handle?.createReadStream(range ? { start: range.start, end: range.end } : {});
        },
      };
    },

    async *list() {
      for (const folder of ['images', 'videos', 'packages']) {
        let names: string[];
        try {
          names = await fs.promises.readdir(path.join(root, folder));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        for (const name of names) {
          const key = `${folder}/${name}`;
          if (!parseKey(key)) continue;
          const stat = await fs.promises.stat(path.join(root, folder, name)).catch(() => undefined);
          if (stat) yield { key, size: stat.size, storedAt: stat.mtime };
        }
      }
    },

    async removeInterrupted(before) {
      let removed = 0;
      for (const name of await fs.promises.readdir(incoming)) {
        const filePath = path.join(incoming, name);
        const stat = await fs.promises.stat(filePath).catch(() => undefined);
        if (stat && stat.mtime < before) {
          await fs.promises.rm(filePath, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    async delete(key) {
      const located = pathOf(key);
      if (!located) return false;
      try {
        await fs.promises.unlink(located.filePath);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}
