import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../db/database';
import { loadConfig } from '../config';

/*
 * A new PGlite folder costs seconds (initdb runs in WebAssembly); a copy of one already
 * migrated costs a tenth of that. The migrated folder is kept in the temp folder under a
 * hash of the migrations and the PGlite version, so any change to either makes a new one.
 */

const TEMPLATE_PREFIX = 'vending-pglite-template-';

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(pglite, '../../package.json')));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const filePath = path.join(migrationsFolder, file);
    if (fs.statSync(filePath).isFile()) hash.update(file).update(fs.readFileSync(filePath));
  }
  return hash.digest('hex').slice(0, 16);
}

const LAST_USED = 'last-used';
const UNUSED_FOR_MS = 86_400_000;

/**
 * Drops templates no run has copied for a day. Another checkout's run may be copying one
 * with other migrations right now, so a template still in use is never removed.
 */
function pruneUnusedTemplates() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(TEMPLATE_PREFIX) || !/^[0-9a-f]{16}$/.test(name.slice(TEMPLATE_PREFIX.length))) continue;
    const template = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(path.join(template, LAST_USED)).mtimeMs > UNUSED_FOR_MS) {
        fs.rmSync(template, { recursive: true, force: true });
      }
    } catch {
      // Built before use was recorded, or removed meanwhile: leave it to the next run.
    }
  }
}

async function migratedTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), TEMPLATE_PREFIX + templateKey());
  if (fs.existsSync(path.join(template, 'pgdata', 'PG_VERSION'))) return template;
  // Built aside and renamed into place, so a run never copies a half-built folder.
  const building = fs.mkdtempSync(`${template}-building-`);
  try {
    const database = await openDatabase({ ...loadConfig({}), databaseUrl: undefined, dataDir: building });
    await database.close();
    fs.renameSync(building, template);
    pruneUnusedTemplates();
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    // Another run may have built it meanwhile.
    if (!fs.existsSync(path.join(template, 'pgdata', 'PG_VERSION'))) throw error;
  }
  return template;
}

/** Puts a migrated, empty database into `dataDir`, where the server's embedded database lives. */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  const template = await migratedTemplate();
  fs.writeFileSync(path.join(template, LAST_USED), '');
  fs.cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
}
