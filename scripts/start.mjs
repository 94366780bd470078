// `npm start`: installs what is missing, builds the console and serves it with the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(path.join(root, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund']);
// Vite's list of chunks is for whoever changes the build (`npm run build`); here only its warnings.
process.stdout.write('\n  Building the console…\n');
run('npm', ['run', 'build', '--silent', '-w', '@vending/console', '--', '--logLevel', 'warn']);

// The server serves packages/console/dist and the API; DATA_DIR defaults to ./data at the root.
// The server reads .env itself; read here too, so a LOG_FORMAT set there wins over the default.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
// Log lines a person reads: warnings and errors only unless LOG_LEVEL says more (docs/DEPLOY.md).
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT ?? 'text' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
