import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { DEVICE_API_PREFIX, endpoints, generateOpenApi, ResultCode } from '@vending/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseFaultLog, type OpenDatabase, type QueryLog } from './db/database';
import { renderApiDocs, type OpenApiDocument } from './http/api-docs';
import { coded, failure, localizeEnvelope, Messages } from './http/envelope';
import type { Text } from './http/language';
import { requestLanguage } from './http/language';
import { registerApiRoutes } from './http/api-routes';
import { conditionalAnswer } from './http/conditional';
import { redactingLogStream } from './http/redacting-log';
import { OneLinePerRequest } from './http/request-log';
import { textLogStream } from './http/text-log';
import { createFirstAccounts, type CreatedAccount } from './modules/administrators/first-start';
import { managerHandlers } from './modules/administrators/handlers';
import { administratorRoles, setPersonalPages } from './modules/roles';
import { ensurePresetRoles } from './modules/roles/presets';
import { roleHandlers } from './modules/roles/handlers';
import { countDevices } from './modules/equipment';
import { auditHandlers } from './modules/audit/handlers';
import { homeHandlers } from './modules/home/handlers';
import { searchHandlers } from './modules/home/search';
import { memberMoneyHandlers } from './modules/members/money-handlers';
import { memberHandlers } from './modules/members/handlers';
import { personnelHandlers } from './modules/personnel/handlers';
import { rechargeHandlers } from './modules/recharges/handlers';
import { newestRechargesOfMember } from './modules/recharges';
import { completedSalesOfDevices, newestOrdersOfMember, orderNoOf } from './modules/orders';
import { anyLedgerEntry, memberLedgerPage, recordEntry } from './modules/ledger';
import { financeHandlers } from './modules/finance/handlers';
import { reconciliationHandlers } from './modules/finance/reconciliation';
import { platformStatementHandlers } from './modules/finance/platform-statement';
import { reportHandlers } from './modules/reports/handlers';
import { agentHandlers } from './modules/agents/handlers';
import { equipmentHandlers } from './modules/equipment/handlers';
import { planHandlers } from './modules/equipment/plan-handlers';
import { regionHandlers } from './modules/equipment/region-handlers';
import { alarmCentreHandlers } from './modules/equipment/alarm-handlers';
import { shortageSlotHandlers } from './modules/equipment/shortage-handlers';
import { tripHandlers } from './modules/trips/handlers';
import { onlineRule } from './modules/equipment/online';
import { openSilenceAlarms, resolveAlarm, SilenceGrace, SILENCE_SWEEP_MS } from './modules/device-api/alarms';
import { pruneTemperatures } from './modules/equipment/temperature';
import { alarmCentreUrlOf, deliveryLoop, DELIVERY_SWEEP_MS } from './modules/device-api/outbox';
import { alarmWebhookHandlers } from './modules/device-api/webhook-handlers';
import { deviceHandlers } from './modules/device-api/handlers';
import { registerDeviceRoutes, type DeviceGate } from './modules/device-api/routes';
import { memoryRateCounter, postgresRateCounter } from './modules/device-api/limiter';
import { franchiseHandlers } from './modules/franchise/handlers';
import { goodsHandlers } from './modules/goods/handlers';
import { feedbackHandlers } from './modules/feedback/handlers';
import { placeHandlers } from './modules/places/handlers';
import { optionHandlers } from './modules/settings/option-handlers';
import { readAlarmWebhook } from './modules/settings/alarm-webhook';
import { settingsHandlers } from './modules/settings/handlers';
import { carouselHandlers } from './modules/carousel/handlers';
import { softwareHandlers } from './modules/software/handlers';
import { advertisementHandlers } from './modules/advertisements/handlers';
import { orderHandlers } from './modules/orders/handlers';
import { activityHandlers } from './modules/activities/handlers';
import { ACTIVITY_POLL_MS } from './modules/activities/scheduler';
import { scheduleJob, timerTicker, type Ticker } from './jobs';
import { sendDueActivities } from './modules/activities/sender';
import type { Services } from './modules/services';
import { sessionHandlers } from './modules/session/handlers';
import { fileUploadStore } from './modules/uploads/file-upload-store';
import { s3UploadStore } from './modules/uploads/s3-upload-store';
import { uploadHandlers } from './modules/uploads/handlers';
import { serveUploads } from './modules/uploads/serve-uploads';
import type { UploadStore } from './modules/uploads/upload-store';
import { pruneStaleRows, PRUNE_INTERVAL_MS } from './maintenance/prune';
import { vacuumEmbedded } from './maintenance/vacuum';
import { checkBooks } from './maintenance/books-check';
import { sweepUploads } from './modules/uploads/sweep';
import { uploadReferences } from './maintenance/upload-references';
import { seedDemoAccounts } from './seed/demo-accounts';
import { seedDemoData } from './seed/demo-data';
import { SimulatedRefundChannel, type RefundChannel } from './modules/orders/refund-channel';

export interface ServerOptions {
  /** The clock; tests move it to expire sessions and throttling windows. */
  now?: () => Date;
  /** Where uploads go; by default files under UPLOAD_DIR. */
  uploadStore?: UploadStore;
  /** What paces the server's scheduled work (activities); tests tick it by hand. */
  ticker?: Ticker;
  /** Where the log's JSON lines go (standard output by default); secrets are removed first. */
  logDestination?: NodeJS.WritableStream;
  /** Where refunds go; by default the simulated channel set by SIMULATED_REFUND_OUTCOME. */
  refundChannel?: RefundChannel;
  /** Told of each statement after the start (tests count what a call costs). */
  onQuery?: QueryLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts the first start created, with any generated password to show once. */
    createdAccounts: CreatedAccount[];
    database: OpenDatabase;
    /** The upload store the handlers use (the maintenance sweeps it too). */
    uploads: UploadStore;
    /** The device API's gate: what it turned away, and its credential cache. */
    deviceGate: DeviceGate;
  }
}

/** The administrators' calls that end a credential the device gate may remember: a rotation, a disabling. */
const CREDENTIAL_CHANGES = new Set([endpoints.issueDeviceCredential.path, endpoints.updateDeviceIsFlag.path]);

const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.passWord',
  'req.body.oldPassWord',
  'res.headers["set-cookie"]',
];

function fastifyErrorMessage(error: FastifyError): Text {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return Messages.BODY_TOO_LARGE;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return Messages.UNSUPPORTED_MEDIA_TYPE;
    default:
      return Messages.BAD_REQUEST;
  }
}

/**
 * The console page's policy: its own scripts only, never framed, no plugins, no <base>.
 * Uploaded images and videos come from the static base URL: when that is another origin (a
 * CDN, an object store), the page may show its images and play its videos too.
 */
function contentSecurityPolicyOf(staticBaseUrl: string) {
  const uploadOrigin = /^https?:\/\//.test(staticBaseUrl) ? [new URL(staticBaseUrl).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...uploadOrigin],
      mediaSrc: ["'self'", 'blob:', ...uploadOrigin],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  };
}

function serveConsole(app: FastifyInstance, consoleDist: string) {
  if (!fs.existsSync(path.join(consoleDist, 'index.html'))) return;
  app.register(fastifyStatic, {
    root: consoleDist,
    cacheControl: false,
    // The build writes brotli and gzip copies at the best levels beside its files
    // (packages/console/precompress.ts): sent as they are, 15 % smaller than compressed per
    // request. A file without a copy is compressed per request as before (@fastify/compress).
    preCompressed: true,
    // The build keeps source maps and Vite's manifest for the bundle budget and the
    // benchmarks; they describe the source and are nobody else's business.
    dotfiles: 'ignore',
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(response, sentPath) {
      // The file itself, when its compressed copy is what goes.
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      // Vite names built assets by content hash; the page itself must always be re-checked.
      const hashed = filePath.startsWith(path.join(consoleDist, 'assets') + path.sep);
      response.header(
        'cache-control',
        filePath.endsWith('.html')
          ? 'no-cache'
          : hashed
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
      );
    },
  });
}

/** The API (and the built console when present) on one Fastify instance; nothing listens yet. */
export async function buildServer(config: ServerConfig, options: ServerOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  let createdAccounts: CreatedAccount[] = [];
  const uploads =
    options.uploadStore ??
    (config.s3
      ? s3UploadStore({ ...config.s3, staticBaseUrl: config.staticBaseUrl })
      : fileUploadStore(config.uploadDir, config.staticBaseUrl));
  // Database faults the process survives go to the server's log once there is one.
  let reportDatabaseFault: DatabaseFaultLog = (error, message) => console.error(message, error);
  const database = await openDatabase(
    config,
    async (db) => {
      await ensurePresetRoles(db);
      createdAccounts = await createFirstAccounts(
        db,
        {
          admin: config.adminPassword,
          operator: config.demoOperator ? config.operatorPassword : false,
        },
        setPersonalPages,
      );
      if (config.seedDemo) await seedDemoData(db, now(), uploads, config.businessTimeZone);
      // The demo's data scopes: operator to one region, the agent account, and the restocker
      // with today's trip (with the first accounts only).
      if (config.seedDemo && config.demoOperator && createdAccounts.length > 0) {
        createdAccounts.push(
          ...(await seedDemoAccounts(
            db,
            { agent: config.agentPassword, restocker: config.restockerPassword },
            now(),
            config.businessTimeZone,
          )),
        );
      }
    },
    (error, message) => reportDatabaseFault(error, message),
    options.onQuery,
  );

  const logSecrets = [config.placesApiKey, config.s3?.credentials?.secretAccessKey].filter(
    (secret): secret is string => secret !== undefined,
  );
  const logDestination = config.logFormat === 'text' ? textLogStream(options.logDestination) : options.logDestination;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      // Pino's own fast destination unless a secret is configured, the lines are written as
      // text, or the caller takes them.
      ...(logSecrets.length > 0 || logDestination ? { stream: redactingLogStream(logSecrets, logDestination) } : {}),
    },
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies from this server outwards (as proxy-addr does).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Socket idle time (no byte either way: a stalled client) and the whole request's time.
    connectionTimeout: config.connectionIdleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
  });
  reportDatabaseFault = (error, message) => app.log.error(error, message);
  app.decorate('createdAccounts', createdAccounts);
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());

  // Alarm notifications: written to the outbox with the alarm, delivered signed and retried (outbox.ts).
  const ticker = options.ticker ?? timerTicker;
  const delivery = deliveryLoop({
    db: database.db,
    now,
    targetOf: () => readAlarmWebhook(database.db, config.alarmWebhookUrl),
    allowedHosts: config.alarmWebhookAllowedHosts,
    alarmCentreUrl: alarmCentreUrlOf(config.publicUrl),
    timeZone: config.businessTimeZone,
    log: (error, message) => app.log.warn(error, message),
  });
  app.addHook('onReady', async () => {
    stopDelivery = ticker.every(DELIVERY_SWEEP_MS, delivery.run);
  });
  let stopDelivery: (() => void) | undefined;
  app.addHook('onClose', async () => {
    stopDelivery?.();
    await delivery.idle();
  });
  const services: Services = {
    db: database.db,
    config,
    now,
    sessionPolicy: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs, now },
    throttlePolicy: {
      maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
      windowMs: config.loginThrottleMs,
    },
    uploads,
    online: onlineRule(config.deviceOnlineWindowMs),
    notifyAlarms: () => void delivery.run(),
    refundChannel: options.refundChannel ?? new SimulatedRefundChannel(config.simulatedRefundOutcome),
  };
  app.decorate('uploads', services.uploads);
  // The device API's budgets: shared by every instance on PostgreSQL, this one's memory on the embedded database.
  const rateCounter = database.kind === 'postgres' ? postgresRateCounter(database.db) : memoryRateCounter();
  // Hourly upkeep on the real clock always: a test's hand-moved ticker drives the sweeps it tests,
  // not an hour's pruning under its feet.
  scheduleJob(app, timerTicker, {
    name: 'maintenance (pruning, upload sweep)',
    everyMs: PRUNE_INTERVAL_MS,
    run: async () => {
      await pruneStaleRows(database.db, { session: services.sessionPolicy, throttle: services.throttlePolicy }, now());
      // Files age by the file system's clock, not the injected one.
      await sweepUploads(database.db, services.uploads, new Date(), uploadReferences);
      await vacuumEmbedded(database);
      await rateCounter.prune(now());
      await pruneTemperatures(database.db, now());
      // At start and every hour: every balance the sum of its entries, or an error line says which.
      await checkBooks(database.db, app.log);
    },
  });
  scheduleJob(app, ticker, {
    name: 'sending scheduled activities',
    everyMs: ACTIVITY_POLL_MS,
    run: () => sendDueActivities(database.db, now(), config.businessTimeZone),
  });
  // After a start or a database outage, devices get a window to beat before a silence alarm opens.
  const grace = new SilenceGrace(now(), services.online.windowMs);
  scheduleJob(app, ticker, {
    name: 'the silence sweep',
    everyMs: SILENCE_SWEEP_MS,
    run: async () => {
      try {
        const events = await openSilenceAlarms(database.db, services.online, now(), grace, config.alarmStormThreshold);
        if (events.length > 0) services.notifyAlarms(events);
      } catch (error) {
        grace.trouble();
        throw error;
      }
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(coded(ResultCode.TOO_MANY_REQUESTS, Messages.TOO_MANY_REQUESTS));
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send(coded(ResultCode.SERVER_ERROR, Messages.SERVER_ERROR));
    }
    return reply.status(status).send(failure(fastifyErrorMessage(error)));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(coded(ResultCode.NOT_FOUND, Messages.NOT_FOUND)));
  // Every envelope goes out in the request's language (src/http/language.ts).
  app.addHook('preSerialization', async (request, _reply, payload) =>
    localizeEnvelope(payload, requestLanguage(request)),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return conditionalAnswer(request, reply, payload);
  });

  // HSTS belongs to whoever terminates TLS; the server itself often speaks plain HTTP on loopback.
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicyOf(config.staticBaseUrl),
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
    exposedHeaders: ['Content-Disposition', 'ETag'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => request.url === '/healthz',
  });
  await app.register(formbody);
  // Parts are read by the API gate, one file per request, with a limit per kind of upload.
  await app.register(multipart, { throwFileSizeLimit: false });

  const uploadLimits = {
    image: config.uploadMaxImageBytes,
    video: config.uploadMaxVideoBytes,
    softwarePackage: config.uploadMaxPackageBytes,
  };
  registerApiRoutes(
    app,
    { ...services, uploadLimits },
    {
      ...sessionHandlers(services),
      ...memberHandlers(services),
      ...memberMoneyHandlers(
        services,
        {
          newestOrders: newestOrdersOfMember,
          newestRecharges: newestRechargesOfMember,
          orderNoOf,
        },
        { memberLedgerPage, recordEntry },
      ),
      ...homeHandlers(services),
      ...searchHandlers(services),
      ...managerHandlers(services, administratorRoles),
      ...roleHandlers(services, countDevices),
      ...auditHandlers(services),
      ...uploadHandlers(services),
      ...personnelHandlers(services),
      ...rechargeHandlers(services),
      ...agentHandlers(services),
      ...equipmentHandlers(services, { resolveAlarm }),
      ...planHandlers(services, completedSalesOfDevices),
      ...regionHandlers(services),
      ...alarmCentreHandlers(services),
      ...tripHandlers(services),
      ...franchiseHandlers(services),
      ...goodsHandlers(services),
      ...feedbackHandlers(services),
      ...placeHandlers(services),
      ...settingsHandlers(services, anyLedgerEntry),
      ...carouselHandlers(services),
      ...softwareHandlers(services),
      ...advertisementHandlers(services),
      ...optionHandlers(services),
      ...shortageSlotHandlers(services),
      ...orderHandlers(services),
      ...activityHandlers(services),
      ...financeHandlers(services),
      ...reconciliationHandlers(services),
      ...platformStatementHandlers(services),
      ...reportHandlers(services),
      ...alarmWebhookHandlers(services),
    },
  );
  const deviceApi = deviceHandlers(services, services.notifyAlarms);
  const deviceGate = registerDeviceRoutes(
    app,
    {
      db: database.db,
      limits: {
        perDevice: config.deviceRateLimitPerMinute,
        authFailuresPerAddress: config.deviceAuthFailuresPerMinute,
        maxInFlight: config.deviceMaxInFlight,
      },
      counter: rateCounter,
      now,
    },
    deviceApi,
  );
  app.decorate('deviceGate', deviceGate);
  // An administrator's change may change a playlist: what the playlists share is read again;
  // a rotated credential or a disabled device ends what this instance remembers of credentials.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && !request.url.startsWith(DEVICE_API_PREFIX) && reply.statusCode < 400) {
      deviceApi.forgetPlaylists();
      if (CREDENTIAL_CHANGES.has(request.routeOptions.url ?? '')) deviceGate.forgetCredentials();
    }
  });
  serveUploads(app, services.uploads, config.staticServePath);
  // The console's run-time settings (see its config/runtime.ts); same origin, so no API base.
  const consoleSettings = {
    apiBaseUrl: '',
    staticBaseUrl: config.staticBaseUrl,
    uploadUrl: config.uploadUrl,
    navigationUrl: config.navigationUrl,
  };
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(consoleSettings));

  const openApiDocument = generateOpenApi();
  app.get('/api/openapi.json', async () => openApiDocument);
  // The generator's output has exactly the shape the page reads (contract/src/openapi.ts).
  const apiDocsPage = renderApiDocs(openApiDocument as unknown as OpenApiDocument);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(apiDocsPage));
  app.get('/healthz', async (request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error(error, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
  serveConsole(app, config.consoleDist);
  return app;
}
