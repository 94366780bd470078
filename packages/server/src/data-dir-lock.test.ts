import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';

const serverRoot = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
function freshFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs the real entry point and waits for it to stop by itself. */
function startServerProcess(dataDir: string): Promise<{ exitCode: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (exitCode) => resolve({ exitCode, stderr }));
  });
}

describe('data folder lock', () => {
  it('makes a second server process on the same folder refuse with a clear message', async () => {
    const dataDir = freshFolder();
    const release = lockDataDir(dataDir);
    try {
      const second = await startServerProcess(dataDir);
      expect(second.exitCode).toBe(1);
      expect(second.stderr).toContain(`The data folder ${dataDir} is in use by process ${process.pid}`);
      expect(second.stderr).not.toMatch(/\n\s+at /);
    } finally {
      release();
    }
  });

  it('refuses a second holder in the same process and frees the folder on release', () => {
    const dataDir = freshFolder();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = freshFolder();
    const finishedPid = 2 ** 22 + 1; // above Linux's pid_max, so never a running process
    fs.writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: finishedPid, hostname: os.hostname(), startedAt: 'earlier' }),
    );
    const release = lockDataDir(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });
});

describe('data folder lease', () => {
  const writeHolder = (dataDir: string, holder: Record<string, unknown>) =>
    fs.writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify(holder));
  const fast = { renewMs: 50, staleMs: 1_000, settleMs: 50 };

  it('refuses while another machine or container renews its lease, and takes over once it stops', () => {
    const dataDir = freshFolder();
    const elsewhere = { pid: 1, hostname: 'recreated-container', startedAt: 'earlier', token: 'theirs' };
    writeHolder(dataDir, { ...elsewhere, renewedAt: new Date().toISOString() });
    expect(() => lockDataDir(dataDir, { timing: fast })).toThrow(/in use by process 1 on recreated-container/);
    // The same holder, silent for longer than the lease: a container gone, its file left on the volume.
    writeHolder(dataDir, { ...elsewhere, renewedAt: new Date(Date.now() - 60_000).toISOString() });
    const release = lockDataDir(dataDir, { timing: fast });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('tells a holder whose folder was taken from it', async () => {
    const dataDir = freshFolder();
    let lostTo: unknown;
    const release = lockDataDir(dataDir, { timing: fast, onLost: (holder) => (lostTo = holder) });
    writeHolder(dataDir, { pid: 2, hostname: 'intruder', startedAt: 'now', token: 'other', renewedAt: 'now' });
    await expect.poll(() => lostTo).toMatchObject({ hostname: 'intruder' });
    release();
  });

  it('lets exactly one of two servers starting together take over an abandoned lease', async () => {
    const dataDir = freshFolder();
    writeHolder(dataDir, {
      pid: 1,
      hostname: 'gone',
      startedAt: 'earlier',
      token: 'old',
      renewedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const contender = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `import { lockDataDir } from './src/db/data-dir-lock.ts';
             try { lockDataDir(${JSON.stringify(dataDir)}); console.log('held'); setTimeout(() => {}, 1500); }
             catch { console.log('refused'); }`,
          ],
          { cwd: serverRoot, stdio: ['ignore', 'pipe', 'inherit'] },
        );
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', reject);
        child.on('exit', () => resolve(output.trim()));
      });
    const outcomes = await Promise.all([contender(), contender()]);
    expect(outcomes.sort()).toEqual(['held', 'refused']);
  });
});
