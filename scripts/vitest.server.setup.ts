import pg from 'pg';

/*
 * The server suites run two files at once (one per core). Each file empties its PostgreSQL
 * database before it starts, so files running side by side must not share one: each worker
 * takes a database of its own beside the one TEST_DATABASE_URL names, made on first use.
 */
const shared = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (shared && worker && !process.env.TEST_DATABASE_WORKER) {
  const own = new URL(shared);
  const name = `${own.pathname.slice(1)}_worker_${worker}`;
  own.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: shared });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // Two files of one worker never start at once; a role without CREATEDB cannot run the suite in parallel.
    throw new Error(`Could not create the test database ${name} (the role of TEST_DATABASE_URL needs CREATEDB)`, {
      cause: error,
    });
  } finally {
    await client.end();
  }
  process.env.TEST_DATABASE_URL = own.toString();
  process.env.TEST_DATABASE_WORKER = worker;
}
