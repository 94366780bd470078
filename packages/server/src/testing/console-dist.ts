import fs from 'node:fs';
import path from 'node:path';

/** A built console's folder for CONSOLE_DIST, holding `files` (path → content); remove it after. */
export function writeConsoleDist(files: Record<string, string | Buffer>): string {
  const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'console-dist-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  return dist;
}
