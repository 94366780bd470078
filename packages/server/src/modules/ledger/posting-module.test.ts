import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One posting module (docs/MONEY.md): nothing but `modules/ledger/ledger.ts` inserts a ledger
 * entry or writes a balance column. This is the grep MONEY.md names, over the server's source
 * without its tests, so a new writer fails here rather than in an audit of the books.
 */
const serverSource = path.resolve(import.meta.dirname, '../..');
const POSTING_MODULE = path.join('modules', 'ledger', 'ledger.ts');
const WRITES =
  /insert\(ledgerEntries\)|insert into \$\{ledgerEntries\}|insert into ledger_entries|\.set\(\{ ?balance|[^_a-zA-Z]balance: (sql|random)|set balance/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the posting module', () => {
  it('is the only source that inserts a ledger entry or writes a balance', () => {
    const writers = sourceFiles(serverSource).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (WRITES.test(line) ? [`${path.relative(serverSource, file)}:${index + 1}`] : [])),
    );
    // The module itself writes (its entries and balances), and nothing else does.
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((writer) => !writer.startsWith(`${POSTING_MODULE}:`))).toEqual([]);
  });
});
