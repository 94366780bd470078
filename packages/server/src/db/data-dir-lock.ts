import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * PGlite takes no lock on its folder, and two processes writing one folder lose rows
 * silently. A lock file holding the owner's pid keeps a second server out; a file left
 * by a crashed process is taken over, because its pid no longer runs.
 */

interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: LockHolder | undefined, lockPath: string) {
    const who = holder ? `process ${holder.pid} on ${holder.hostname} since ${holder.startedAt}` : 'another process';
    super(
      `The data folder ${dataDir} is in use by ${who}. Stop that server first, or give this one another DATA_DIR. ` +
        `If no server uses the folder any more, delete ${lockPath}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Folders this process holds, so that two servers in one process also refuse each other. */
const heldByThisProcess = new Set<string>();

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

function isRunning(holder: LockHolder): boolean {
  // A process on another machine (a shared folder) cannot be checked; assume it runs.
  if (holder.hostname !== os.hostname()) return true;
  // Our own pid in an old file: a previous run under the same pid (a container's pid 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirInUseError; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  if (heldByThisProcess.has(dataDir)) throw new DataDirInUseError(dataDir, readHolder(lockPath), lockPath);
  const holder: LockHolder = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(holder), { flag: 'wx' });
      heldByThisProcess.add(dataDir);
      const release = () => {
        process.off('exit', release);
        if (!heldByThisProcess.delete(dataDir)) return;
        if (readHolder(lockPath)?.startedAt === holder.startedAt) fs.rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(lockPath);
      if (current && isRunning(current)) throw new DataDirInUseError(dataDir, current, lockPath);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(dataDir, readHolder(lockPath), lockPath);
}
