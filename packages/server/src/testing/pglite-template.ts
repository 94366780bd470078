import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../db/database';
import { loadConfig } from '../config';
import type { CreatedAccount } from '../modules/administrators/first-start';

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
 * Drops templates no run has copied for a day, and builds left half done for an hour. Another
 * checkout's run may be copying one with other migrations right now, so a template still in use
 * is never removed.
 */
function pruneUnusedTemplates(prefix = TEMPLATE_PREFIX) {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const template = path.join(os.tmpdir(), name);
    // A build a run left behind when it was stopped (a timed-out hook, a killed worker).
    if (/^[0-9a-f]{16}-building-/.test(name.slice(prefix.length))) {
      try {
        if (Date.now() - fs.statSync(template).mtimeMs > 3_600_000)
          fs.rmSync(template, { recursive: true, force: true });
      } catch {
        // Removed meanwhile.
      }
      continue;
    }
    if (!/^[0-9a-f]{16}$/.test(name.slice(prefix.length))) continue;
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

const SEEDED_PREFIX = 'vending-pglite-seeded-';
const CREATED_ACCOUNTS = 'created-accounts.json';
/** The server's lease on its folder (db/data-dir-lock.ts): never part of a copy. */
const LOCK_FILE = 'server.lock';

let sourceHash: string | undefined;
/**
 * What the seed is made of: every source file of the server and the contract (tests and their
 * helpers left out: the settings are keyed on their own), hashed once per worker. Any change to them makes a new seeded template.
 */
function seedSourceHash(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  for (const folder of [
    path.join(import.meta.dirname, '..'),
    path.join(import.meta.dirname, '../../../contract/src'),
  ]) {
    for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith(`testing${path.sep}`)) continue;
      hash.update(file).update(fs.readFileSync(path.join(folder, file)));
    }
  }
  sourceHash = hash.digest('hex');
  return sourceHash;
}

/**
 * A seeded embedded database for `configKey` (the server's configuration with its data folder
 * named by a placeholder, and the clock it starts at): the migrated template, then one start of
 * the server that seeds the demo, kept as a folder beside the migrated one. The demo seed costs a
 * test server some 3.5 s of CPU of its 4.5 (2026-11-28: 4.6 s with the seed, 1.0 s without); a copy
 * of the seeded folder costs what a copy of the migrated one does. Keyed by the migrations, the
 * seed's sources and `configKey`, so a change to any of them seeds anew; `seed` is that one start
 * (it answers the accounts it created, which a copy's server reports as its own).
 */
export async function copySeededPglite(
  dataDir: string,
  configKey: string,
  seed: (buildingDir: string) => Promise<CreatedAccount[]>,
): Promise<CreatedAccount[]> {
  const key = createHash('sha256').update(templateKey()).update(seedSourceHash()).update(configKey).digest('hex');
  const template = path.join(os.tmpdir(), SEEDED_PREFIX + key.slice(0, 16));
  const built = () => fs.existsSync(path.join(template, CREATED_ACCOUNTS));
  // One builder per template: another worker starting the same settings waits for its copy
  // rather than seed beside it (two seeds at once on two cores took each past a hook's bound).
  const lock = `${template}-lock`;
  let holdsLock = false;
  const deadline = Date.now() + 600_000;
  while (!built() && !holdsLock) {
    try {
      fs.mkdirSync(lock);
      holdsLock = true;
    } catch {
      // A lock left by a stopped run is taken over after 10 minutes.
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > 600_000 || Date.now() > deadline)
          fs.rmSync(lock, { force: true, recursive: true });
      } catch {
        // Released meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  if (!built()) {
    const building = fs.mkdtempSync(`${template}-building-`);
    try {
      await copyMigratedPglite(building);
      const created = await seed(building);
      fs.rmSync(path.join(building, LOCK_FILE), { force: true });
      fs.writeFileSync(path.join(building, CREATED_ACCOUNTS), JSON.stringify(created));
      fs.renameSync(building, template);
      pruneUnusedTemplates(SEEDED_PREFIX);
    } catch (error) {
      fs.rmSync(building, { recursive: true, force: true });
      // Another worker may have built it meanwhile.
      if (!built()) throw error;
    } finally {
      fs.rmSync(lock, { force: true, recursive: true });
    }
  } else if (holdsLock) fs.rmSync(lock, { force: true, recursive: true });
  fs.writeFileSync(path.join(template, LAST_USED), '');
  fs.cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => ![LAST_USED, CREATED_ACCOUNTS, LOCK_FILE].includes(path.basename(source)),
  });
  return JSON.parse(fs.readFileSync(path.join(template, CREATED_ACCOUNTS), 'utf8')) as CreatedAccount[];
}
