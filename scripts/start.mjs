// `npm start`: builds the console and serves it with the API on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(path.join(root, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund']);
run('npm', ['run', 'build', '--silent']);

const serverEntry = path.join(root, 'packages/server/src/main.ts');
const child = existsSync(serverEntry)
  ? spawn(process.execPath, ['--import', 'tsx', serverEntry], { cwd: root, stdio: 'inherit' })
  : spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', process.env.PORT ?? '8080', '--strictPort'], {
      cwd: path.join(root, 'packages/console'),
      stdio: 'inherit',
    });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
