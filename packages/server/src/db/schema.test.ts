import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const modulesFolder = path.resolve(import.meta.dirname, '../modules');
const tableFiles = fs
  .readdirSync(modulesFolder)
  .map((module) => path.join(modulesFolder, module, 'tables.ts'))
  .filter((file) => fs.existsSync(file));

// drizzle-kit and the typed database see only what the barrel exports.
describe('the schema barrel', () => {
  it.each(tableFiles.map((file) => path.relative(modulesFolder, file)))('exports every table of %s', async (file) => {
    const declared = Object.values(await import(path.join(modulesFolder, file))).filter((value) => is(value, PgTable));
    expect(declared.length).toBeGreaterThan(0);
    for (const table of declared) expect(Object.values(schema)).toContain(table);
  });
});
