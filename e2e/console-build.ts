import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The built console the server under test serves (the e2e run builds it first). */
export const consoleDist = path.resolve(import.meta.dirname, '../packages/console/dist');

export interface BuiltChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
}

let manifest: Record<string, BuiltChunk> | undefined;
/** Vite's manifest of the build, read once. */
export function consoleManifest(): Record<string, BuiltChunk> {
  manifest ??= JSON.parse(readFileSync(path.join(consoleDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    BuiltChunk
  >;
  return manifest;
}

/** The sources a built file holds, from its (hidden) source map. */
const sourcesOf = (file: string) =>
  (JSON.parse(readFileSync(path.join(consoleDist, `${file}.map`), 'utf8')) as { sources: string[] }).sources;

/** The URL path of the built file holding a source module: its own lazy chunk, or a group of vite.config.ts. */
export function chunkOf(source: string): string {
  const chunks = consoleManifest();
  const file =
    chunks[source]?.file ??
    [...new Set(Object.values(chunks).map((chunk) => chunk.file))]
      .filter((built) => built.endsWith('.js'))
      .find((built) => sourcesOf(built).some((held) => held.endsWith(`/${source}`)));
  if (!file) throw new Error(`${source} is not in any chunk of the build`);
  return `/${file}`;
}
