import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * `npm test` runs the server suites on PostgreSQL in a pass of its own that picks the blocks
 * titled "… on 'PostgreSQL'" (scripts/test.mjs). A `describe.each(backends)` block titled any
 * other way would silently never run on PostgreSQL there, so every one must end in "on $name"
 * (and so must a `describe.each(oneBackend)` block, which runs only in that pass when it is there).
 */
const sourceRoot = path.resolve(import.meta.dirname, '../..', 'src');

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server suites per database', () => {
  const blocks = testFiles(sourceRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/describe\.each\((?:backends|oneBackend)\)\(\s*(['"`])(.*?)\1/gs)].map(
      (match) => ({
        file: path.relative(sourceRoot, file),
        title: match[2] ?? '',
      }),
    ),
  );

  it('are found (the pattern still reads the files)', () => {
    expect(blocks.length).toBeGreaterThan(30);
  });

  it('are each titled "… on $name", so the PostgreSQL pass of npm test picks them', () => {
    expect(blocks.filter((block) => !block.title.endsWith(' on $name'))).toEqual([]);
  });

  // A suite that runs only where TEST_DATABASE_URL is set (describe.runIf / skipIf) runs only in
  // that pass too, so its title must say "on PostgreSQL" or it would never run in npm test.
  const postgresOnly = testFiles(sourceRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/describe\.(?:runIf|skipIf)\([^)]*\)\(\s*(['"`])(.*?)\1/gs)].map(
      (match) => ({ file: path.relative(sourceRoot, file), title: match[2] ?? '' }),
    ),
  );

  it('that need PostgreSQL are found', () => {
    expect(postgresOnly.length).toBeGreaterThanOrEqual(3);
  });

  it('that need PostgreSQL are each titled "… on PostgreSQL …", so its pass picks them', () => {
    expect(postgresOnly.filter((block) => !/ on PostgreSQL\b/.test(block.title))).toEqual([]);
  });
});
