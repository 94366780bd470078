import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../modules/members/tables';
import { backends, startTestServer } from '../testing/test-server';
import { checkBooks } from './books-check';

/*
 * The books' check (docs/MONEY.md, one posting module): at start (and every hour), every balance
 * is compared with the sum of its entries, and a disagreement is an error line naming the account.
 */
describe.each(backends)('the books check on $name', ({ databaseUrl }) => {
  // Two starts of a new database (migrated twice over on a busy machine): room for both.
  it('says loudly at start when a balance is not the sum of its entries', { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-books-check-'));
    const environment = { SEED_DEMO: '0' };
    const first = await startTestServer({ databaseUrl, dataDir, environment });
    let memberId: number;
    try {
      // A member written past the posting module: a balance with no entry behind it.
      [{ id: memberId }] = (await first.app.database.db
        .insert(members)
        .values({ nickName: '账外余额', phone: '13900007777', balance: 1_234 })
        .returning({ id: members.id })) as [{ id: number }];
    } finally {
      await first.close();
    }
    const lines: string[] = [];
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const second = await startTestServer({
      databaseUrl,
      dataDir,
      resetDatabase: false,
      environment: { ...environment, LOG_LEVEL: 'error' },
      logDestination,
    });
    try {
      // The maintenance runs once the server is ready (as listening makes it), then every hour.
      await second.app.ready();
      const alarm = () => lines.find((line) => line.includes('THE BOOKS DO NOT BALANCE'));
      await expect.poll(alarm, { timeout: 60_000, message: lines.join('\n') }).toBeDefined();
      const line = JSON.parse(alarm()!) as {
        level: number;
        accounts: number;
        first: { account: string; id: number; balance: number; entries: number }[];
      };
      expect(line.level).toBe(50);
      expect(line.accounts).toBe(1);
      expect(line.first).toEqual([{ account: 'member', id: memberId, balance: 1_234, entries: 0 }]);
      // Put right, the check finds nothing and says nothing.
      const db = second.app.database.db;
      await db.delete(members).where(eq(members.id, memberId));
      const quiet: unknown[] = [];
      expect(await checkBooks(db, { error: (...said: unknown[]) => void quiet.push(said) })).toEqual([]);
      expect(quiet).toEqual([]);
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
