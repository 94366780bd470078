import fs from 'node:fs';
import { buildServer } from './app';
import { loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { writeGeneratedPasswords } from './modules/administrators/first-start';
import { demoFleetCredentials } from './simulator/demo-credentials';
import { startFleet, type Fleet } from './simulator/fleet';

// A .env file in the working folder is read first; variables already set win over it.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

async function start() {
  const config = loadConfig();
  const app = await buildServer(config);
  const notice = writeGeneratedPasswords(config.dataDir, app.createdAccounts);
  if (notice) process.stdout.write(`\n  ${notice}\n`);
  let closing = false;
  let fleet: Fleet | undefined;
  const shutdown = (signal: string) => {
    if (closing) {
      // A second signal: whoever sent it wants the process gone now.
      app.log.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests still running at the deadline (a client that stopped sending) are cut.
    setTimeout(() => {
      app.log.error({ deadlineMs: config.shutdownDeadlineMs }, 'shutdown deadline passed: exiting');
      process.exit(1);
    }, config.shutdownDeadlineMs);
    // The demo fleet stops first (its calls are this server's own), then the server: it stops
    // accepting connections, lets running requests finish, then closes the database.
    (fleet?.stop() ?? Promise.resolve())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  // Before listening and before saying where: a signal sent as soon as the address is
  // printed (a supervisor, a test) finds the handlers in place.
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(
    `\n  Vending console: http://${shownHost}:${port}/  (API reference: /api/docs, OpenAPI: /api/openapi.json)\n\n`,
  );
  if (config.seedDemo && config.simulateDevices > 0 && !closing) {
    // The demo's devices talk to this server through the device API, as real ones would.
    const devices = await demoFleetCredentials(app.database.db, config.dataDir, config.simulateDevices, new Date());
    const loopback = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : shownHost;
    fleet = startFleet({
      baseUrl: `http://${loopback}:${port}`,
      devices,
      timeZone: config.businessTimeZone,
      tickMs: 60_000,
      log: (message) => app.log.warn({ simulatedDevice: true }, message),
    });
    process.stdout.write(
      `  Demo fleet: ${devices.length} simulated devices report through the device API (SIMULATE_DEVICES=0 turns it off).\n\n`,
    );
  }
}

start().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
