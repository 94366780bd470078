// A throwaway PostgreSQL cluster for the server tests: Debian's binaries, a temporary folder,
// a free loopback port, trust auth, fsync off; stopped and removed when the tests end.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster and returns its URL and a stop function, or null when PostgreSQL is not installed. */
export async function startThrowawayPostgres() {
  const bin = postgresBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'vending-pg-'));
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as Debian's postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const run = (command, args) =>
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () =>
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    ]);
  start();
  run(path.join(bin, 'psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-q',
    '-c',
    'create database vending_test',
  ]);
  const pgCtl = (...args) => run(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/vending_test`,
    /** Stops the cluster (fast: open connections are ended); `resume` starts it again on the same port. */
    halt() {
      pgCtl('-m', 'fast', '-w', 'stop');
    },
    resume: start,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
