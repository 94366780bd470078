import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { createFirstAccounts, writeGeneratedPasswords } from './modules/administrators/first-start';
import { openMemberBalances } from './modules/ledger';
import { seedMembersInBulk } from './modules/members/demo-data';
import { setPersonalPages } from './modules/roles';

/** `npm run seed -- --members 100000` (from the root, so DATA_DIR is ./data there): adds members for volume tests. */
async function seed() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({ options: { members: { type: 'string', default: '0' } } });
  const memberCount = Number(values.members);
  if (!Number.isInteger(memberCount) || memberCount < 0) throw new Error('--members must be a whole number');
  const config = loadConfig();
  const database = await openDatabase(config, async (db) => {
    const created = await createFirstAccounts(
      db,
      {
        admin: config.adminPassword,
        operator: config.demoOperator ? config.operatorPassword : false,
      },
      setPersonalPages,
    );
    const notice = writeGeneratedPasswords(config.dataDir, created);
    if (notice) process.stdout.write(`${notice}\n`);
  });
  try {
    await seedMembersInBulk(database.db, openMemberBalances, memberCount, new Date(), { seed: Date.now() });
    process.stdout.write(`Added ${memberCount} members to the ${database.kind} database.\n`);
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof DataDirInUseError || !(error instanceof Error) ? String(error instanceof Error ? error.message : error) : (error.stack ?? error.message)}\n`,
  );
  process.exit(1);
});
