import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * PGlite takes no lock on its folder, and two processes writing one folder lose rows
 * silently. The folder's lock is a lease: a file naming its holder that the holder renews
 * every few seconds. A second server refuses while the lease is fresh, whichever machine or
 * container holds it; a lease nobody renewed for LEASE_STALE_MS (a crashed process, a
 * container recreated on the same volume) is taken over, and so is at once one whose holder
 * is a finished process on this machine. Taking over is a race two starting servers can both
 * enter: each replaces the file atomically with its own, waits, and reads it back; only the
 * last writer finds itself there. A holder that finds another's name at a renewal has lost
 * the folder and is told to stop.
 */

interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Unique per take: tells this holder from a previous run under the same pid. */
  token: string;
  /** When the holder last renewed the lease (ISO). */
  renewedAt: string;
}

export interface LeaseTiming {
  /** How often the holder renews. */
  renewMs: number;
  /** A lease not renewed for this long is taken over. */
  staleMs: number;
  /** How long a taker waits before reading back whether it won. */
  settleMs: number;
}

export const DEFAULT_LEASE: LeaseTiming = { renewMs: 5_000, staleMs: 20_000, settleMs: 250 };

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

/** Replaces the file in one step (a rename), so no reader ever sees half of it. */
function writeAtomically(lockPath: string, holder: LockHolder) {
  const candidate = `${lockPath}.${holder.token}`;
  fs.writeFileSync(candidate, JSON.stringify(holder));
  fs.renameSync(candidate, lockPath);
}

function sleepSync(milliseconds: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

/** A finished process on this machine; a process elsewhere cannot be checked. */
function isFinishedHere(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return false;
  // Our own pid in an old file: a previous run under the same pid (a container's pid 1).
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EPERM';
  }
}

function isAbandoned(holder: LockHolder | undefined, now: number, timing: LeaseTiming): boolean {
  if (!holder) return true;
  const renewedAt = Date.parse(holder.renewedAt);
  return Number.isNaN(renewedAt) || now - renewedAt > timing.staleMs || isFinishedHere(holder);
}

export interface LockOptions {
  timing?: LeaseTiming;
  /** Called when a renewal finds another holder's name: this process must stop using the folder. */
  onLost?: (holder: LockHolder | undefined) => void;
}

/** Takes the folder's lease or throws DataDirInUseError; the returned function releases it. */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const timing = options.timing ?? DEFAULT_LEASE;
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  if (heldByThisProcess.has(dataDir)) throw new DataDirInUseError(dataDir, readHolder(lockPath), lockPath);
  const startedAt = new Date().toISOString();
  const own = randomUUID();
  const holder = (): LockHolder => ({
    pid: process.pid,
    hostname: os.hostname(),
    startedAt,
    token: own,
    renewedAt: new Date().toISOString(),
  });

  let taken = false;
  try {
    fs.writeFileSync(lockPath, JSON.stringify(holder()), { flag: 'wx' });
    taken = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (!taken) {
    const current = readHolder(lockPath);
    if (!isAbandoned(current, Date.now(), timing)) throw new DataDirInUseError(dataDir, current, lockPath);
    writeAtomically(lockPath, holder());
    // Another server may be taking over at the same moment: the last write stands.
    sleepSync(timing.settleMs);
    const winner = readHolder(lockPath);
    if (winner?.token !== own) throw new DataDirInUseError(dataDir, winner, lockPath);
  }

  heldByThisProcess.add(dataDir);
  const renewal = setInterval(() => {
    const current = readHolder(lockPath);
    if (current?.token !== own) {
      clearInterval(renewal);
      heldByThisProcess.delete(dataDir);
      options.onLost?.(current);
      return;
    }
    writeAtomically(lockPath, holder());
  }, timing.renewMs).unref();
  const release = () => {
    process.off('exit', release);
    clearInterval(renewal);
    if (!heldByThisProcess.delete(dataDir)) return;
    if (readHolder(lockPath)?.token === own) fs.rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}
