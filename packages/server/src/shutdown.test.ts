import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyMigratedPglite } from './testing/pglite-template';

/*
 * The real entry point with a client that sends half a request and then nothing: it must
 * neither keep the process alive after SIGTERM past the deadline, nor survive a second signal.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

async function startServer(environment: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-shutdown-'));
  await copyMigratedPglite(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      ADMIN_PASSWORD: 'shutdown-admin-1',
      OPERATOR_PASSWORD: 'shutdown-operator-1',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  // Both streams are read, so the child never blocks on a full pipe; the output explains a failure.
  let output = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const found = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.on('exit', () => reject(new Error(`the server stopped before listening: ${output}`)));
  });
  // Half a login: the headers promise 200 bytes, 10 come, then silence.
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/sys-manager/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nusername=a',
  );
  // A whole request answered after it: by then the server has taken the half one in.
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  return { child, exited, socket, port };
}

describe('shutting down with a stalled client', () => {
  it('exits by the deadline after SIGTERM', async () => {
    const { child, exited, socket } = await startServer({
      SHUTDOWN_DEADLINE_MS: '300',
      CONNECTION_IDLE_TIMEOUT_MS: '600000',
    });
    child.kill('SIGTERM');
    expect(await exited).toMatchObject({ code: 1 });
    socket.destroy();
  });

  it('exits at once on a second signal', async () => {
    const { child, exited, socket, port } = await startServer({
      SHUTDOWN_DEADLINE_MS: '600000',
      CONNECTION_IDLE_TIMEOUT_MS: '600000',
    });
    child.kill('SIGTERM');
    // The first signal taken in: the server stops listening (two signals sent together may be
    // delivered as one).
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            () => 'listening',
            () => 'closed',
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe('closed');
    child.kill('SIGTERM');
    // Gone at once rather than waiting out the deadline (ignoring the signal left it running).
    expect(await exited).toMatchObject({ code: 1 });
    socket.destroy();
  });

  it('closes a connection that stopped sending', async () => {
    const { child, socket } = await startServer({ CONNECTION_IDLE_TIMEOUT_MS: '300' });
    await new Promise((resolve) => socket.once('close', resolve));
    expect(socket.destroyed).toBe(true);
    child.kill('SIGTERM');
  });
});
