import net from 'node:net';
import path from 'node:path';
import { endpoints } from '@vending/contract';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** AMap's (高德) marker page: opens the AMap app on a phone that has it, its web map otherwise. */
export const AMAP_NAVIGATION_URL =
  'https://uri.amap.com/marker?position={lng},{lat}&name={name}&coordinate=gaode&callnative=1';

function navigationUrlOf(sent: string | undefined, placesApiKey: string | undefined): string {
  if (sent === 'geo') return '';
  if (sent !== undefined) return sent;
  return placesApiKey ? AMAP_NAVIGATION_URL : '';
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

/** The path of the static base URL, where this server serves uploaded files; no trailing slash. */
function servePathOf(staticBaseUrl: string): string {
  return new URL(staticBaseUrl, 'http://localhost').pathname.replace(/\/+$/, '');
}

/** Every setting comes from the environment; docs/DEPLOY.md describes each one. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  /** PostgreSQL: how long to wait for a connection, a statement, and an idle open transaction. */
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(30_000),
  /** Comma-separated origins allowed to call the API from another origin; empty = same origin only. */
  CORS_ORIGINS: z.string().default(''),
  SESSION_IDLE_MINUTES: positiveInt(120),
  SESSION_MAX_HOURS: positiveInt(24),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(20),
  LOGIN_THROTTLE_MINUTES: positiveInt(15),
  RATE_LIMIT_PER_MINUTE: positiveInt(600),
  BODY_LIMIT_BYTES: positiveInt(1_048_576),
  /** A connection that sends or takes nothing this long is closed (a half-sent request included). */
  CONNECTION_IDLE_TIMEOUT_MS: positiveInt(30_000),
  /** The longest a client may take to send a whole request (uploads of large packages included). */
  REQUEST_TIMEOUT_MS: positiveInt(300_000),
  /** After SIGTERM / SIGINT, running requests get this long before the process exits anyway. */
  SHUTDOWN_DEADLINE_MS: positiveInt(10_000),
  EXPORT_MAX_ROWS: positiveInt(200_000),
  /** Where the filesystem upload store keeps files; defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: optionalText,
  /** `filesystem` (UPLOAD_DIR) or `s3` (an S3-compatible bucket every instance shares). */
  UPLOAD_STORE: z.enum(['filesystem', 's3']).default('filesystem'),
  S3_BUCKET: optionalText,
  /** Prepended to every key in the bucket, e.g. `vending/`. */
  S3_PREFIX: z.string().default(''),
  /** An S3-compatible service's URL (MinIO, Ceph RGW, R2…); unset for AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `1`: path-style URLs (host/bucket/key), as most self-hosted services want; default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  UPLOAD_MAX_IMAGE_BYTES: positiveInt(2 * 1_048_576),
  UPLOAD_MAX_VIDEO_BYTES: positiveInt(50 * 1_048_576),
  UPLOAD_MAX_PACKAGE_BYTES: positiveInt(200 * 1_048_576),
  /** The most the upload store may hold; an upload beyond it is refused with a message. */
  UPLOAD_QUOTA_BYTES: positiveInt(10 * 1_073_741_824),
  /**
   * The room at the top of the quota only software packages may use, so images and videos
   * cannot crowd them out; unset = a fifth of the quota.
   */
  UPLOAD_PACKAGE_RESERVE_BYTES: z.coerce.number().int().min(0).optional(),
  /** Each administrator's share of the store: files and bytes they may upload in an hour. */
  UPLOAD_FILES_PER_HOUR: positiveInt(120),
  UPLOAD_BYTES_PER_HOUR: positiveInt(1_073_741_824),
  /** The public prefix of uploaded files' URLs: a path on this server, or a full URL (a CDN). */
  STATIC_BASE_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)[^\s?#]*$/, 'must be a path starting with / or an http(s) URL, without ? or #')
    .refine((value) => {
      const servedAt = servePathOf(value);
      return servedAt !== '' && !`${servedAt}/`.startsWith('/api/');
    }, 'its path must not be / or under /api/')
    .default('/uploads'),
  /** Where the console posts image uploads (told to it in /config.json). */
  UPLOAD_URL: z
    .string()
    .regex(/^(\/|https?:\/\/)\S*$/, 'must be a path starting with / or an http(s) URL')
    .default(endpoints.uploadImage.path),
  /** Place search for addresses: the AMap (高德) web service's key; unset = no place search. */
  PLACES_API_KEY: optionalText,
  /** Where the maps web service answers (a proxy or a test double may stand in). */
  PLACES_BASE_URL: z.url().default('https://restapi.amap.com'),
  PLACES_TIMEOUT_MS: positiveInt(3_000),
  /**
   * The restocker's navigation link to a machine: a URL with {lat}, {lng} and {name} filled in,
   * or `geo` for the phone's own maps app. Unset: AMap's (高德) when PLACES_API_KEY is set, else `geo`.
   */
  NAVIGATION_URL: z
    .string()
    .trim()
    .regex(/^(geo|https:\/\/\S+)$/, 'must be geo or an https URL with {lat}, {lng} and {name}')
    .optional(),
  /** The calendar of "today" and of date filters. */
  BUSINESS_TIME_ZONE: z.string().min(1).default('Asia/Shanghai'),
  /** How the reference server's simulated payment channel answers refunds. */
  SIMULATED_REFUND_OUTCOME: z.enum(['succeed', 'fail', 'late']).default('succeed'),
  ADMIN_PASSWORD: optionalText,
  OPERATOR_PASSWORD: optionalText,
  /** Password of the demo agent account `agent`, created with the demo business. */
  AGENT_PASSWORD: optionalText,
  /** Password of the demo restocker account `restocker` (补货员), created with the demo business. */
  RESTOCKER_PASSWORD: optionalText,
  /** Demo data on an empty database; by default on the embedded one only. */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** The limited demo account `operator` on an empty database; by default on the embedded one only. */
  DEMO_OPERATOR: z.enum(['0', '1']).optional(),
  /** The built console to serve; defaults to packages/console/dist. */
  CONSOLE_DIST: optionalText,
  /** Honour X-Forwarded-For from a load balancer in front (for per-address throttling). */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (value) => /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isAddressOrRange(entry.trim())),
      'must be a number of proxy hops (0 = none) or a comma-separated list of proxy addresses / CIDR ranges',
    )
    .default('0'),
  /** A device is online while its last heartbeat is at most this old; silence past it opens an alarm. */
  DEVICE_ONLINE_WINDOW_SECONDS: positiveInt(300),
  /** Calls one device may make to the device API per minute (each device its own budget). */
  DEVICE_RATE_LIMIT_PER_MINUTE: positiveInt(120),
  /** Failed device authentications per minute per client address before it gets 429 without a lookup. */
  DEVICE_AUTH_FAILURES_PER_MINUTE: positiveInt(30),
  /** Device API calls one instance works on at once; past it a call is answered 503 with Retry-After. */
  DEVICE_MAX_IN_FLIGHT: positiveInt(64),
  /**
   * Hosts (names or addresses, comma-separated) the alarm webhook may reach although they are
   * private, loopback or link-local; none by default.
   */
  ALARM_WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  /**
   * More offline alarms than this opened at once are a storm: one summary notification in place
   * of theirs (device-api/alarms.ts).
   */
  ALARM_STORM_THRESHOLD: positiveInt(20),
  /**
   * The address administrators open the console at (https://console.example.com): the 企业微信
   * and 钉钉 robots' alarm messages link to 告警中心 there; unset = no link.
   */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Where an alarm's opening and closing is POSTed as JSON; unset = nowhere. */
  ALARM_WEBHOOK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Demo fleet driven through the device API by `npm start` (main.ts); 0 = none. Demo data only. */
  SIMULATE_DEVICES: z.coerce.number().int().min(0).max(10_000).default(24),
  /** `warn`: warnings and errors only; `info` adds one line per request answered. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** `json`: a JSON line each (for a log collector); `text`: a line a person reads (`npm start`). */
  LOG_FORMAT: z.enum(['json', 'text']).default('json'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  corsOrigins: string[];
  sessionIdleMs: number;
  sessionMaxMs: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  loginThrottleMs: number;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  exportMaxRows: number;
  uploadDir: string;
  /** The S3-compatible bucket uploads go to; undefined for the filesystem store. */
  s3:
    | {
        bucket: string;
        prefix: string;
        endpoint: string | undefined;
        region: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  uploadMaxImageBytes: number;
  uploadMaxVideoBytes: number;
  uploadMaxPackageBytes: number;
  uploadQuotaBytes: number;
  /** Room at the top of the quota for software packages only. */
  uploadPackageReserveBytes: number;
  /** What one administrator may upload in an hour (a rolling window). */
  uploadFilesPerHour: number;
  uploadBytesPerHour: number;
  /** Without a trailing slash. */
  staticBaseUrl: string;
  /** The path part of staticBaseUrl: where this server answers for uploaded files. */
  staticServePath: string;
  uploadUrl: string;
  businessTimeZone: string;
  simulatedRefundOutcome: 'succeed' | 'fail' | 'late';
  placesApiKey: string | undefined;
  placesBaseUrl: string;
  placesTimeoutMs: number;
  /** The navigation link's template ({lat}, {lng}, {name}); empty for a `geo:` link. */
  navigationUrl: string;
  adminPassword: string | undefined;
  operatorPassword: string | undefined;
  agentPassword: string | undefined;
  restockerPassword: string | undefined;
  seedDemo: boolean;
  /** Create the limited demo `operator` with the first accounts. */
  demoOperator: boolean;
  connectionIdleTimeoutMs: number;
  requestTimeoutMs: number;
  shutdownDeadlineMs: number;
  consoleDist: string;
  /**
   * Which X-Forwarded-For entries to believe: `false` none; a number of hops (the client is
   * that many entries from the right, so an address a client writes itself is never taken);
   * or the proxies' addresses and ranges.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  logFormat: 'json' | 'text';
  deviceOnlineWindowMs: number;
  deviceRateLimitPerMinute: number;
  deviceAuthFailuresPerMinute: number;
  deviceMaxInFlight: number;
  alarmWebhookAllowedHosts: string[];
  alarmWebhookUrl: string | undefined;
  alarmStormThreshold: number;
  publicUrl: string | undefined;
  simulateDevices: number;
  databaseTimeouts: DatabaseTimeouts;
}

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

const defaultConsoleDist = path.resolve(import.meta.dirname, '../../console/dist');

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const version = net.isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function trustProxyOf(setting: string): ServerConfig['trustProxy'] {
  if (/^\d+$/.test(setting)) return Number(setting) === 0 ? false : Number(setting);
  return setting.split(',').map((entry) => entry.trim());
}

/** Reads the configuration; a bad value stops the start with the variable's name. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  if (env.UPLOAD_STORE === 's3' && !env.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_BUCKET: required when UPLOAD_STORE=s3');
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: env.SESSION_MAX_HOURS * 3_600_000,
    loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginThrottleMs: env.LOGIN_THROTTLE_MINUTES * 60_000,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    connectionIdleTimeoutMs: env.CONNECTION_IDLE_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    shutdownDeadlineMs: env.SHUTDOWN_DEADLINE_MS,
    exportMaxRows: env.EXPORT_MAX_ROWS,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    s3:
      env.UPLOAD_STORE === 's3' && env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            prefix: env.S3_PREFIX,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? '1' : '0')) === '1',
          }
        : undefined,
    uploadMaxImageBytes: env.UPLOAD_MAX_IMAGE_BYTES,
    uploadMaxVideoBytes: env.UPLOAD_MAX_VIDEO_BYTES,
    uploadMaxPackageBytes: env.UPLOAD_MAX_PACKAGE_BYTES,
    uploadQuotaBytes: env.UPLOAD_QUOTA_BYTES,
    uploadPackageReserveBytes: Math.min(
      env.UPLOAD_PACKAGE_RESERVE_BYTES ?? Math.floor(env.UPLOAD_QUOTA_BYTES / 5),
      env.UPLOAD_QUOTA_BYTES,
    ),
    uploadFilesPerHour: env.UPLOAD_FILES_PER_HOUR,
    uploadBytesPerHour: env.UPLOAD_BYTES_PER_HOUR,
    staticBaseUrl: env.STATIC_BASE_URL.replace(/\/+$/, ''),
    staticServePath: servePathOf(env.STATIC_BASE_URL),
    uploadUrl: env.UPLOAD_URL,
    businessTimeZone: env.BUSINESS_TIME_ZONE,
    simulatedRefundOutcome: env.SIMULATED_REFUND_OUTCOME,
    placesApiKey: env.PLACES_API_KEY,
    placesBaseUrl: env.PLACES_BASE_URL,
    placesTimeoutMs: env.PLACES_TIMEOUT_MS,
    navigationUrl: navigationUrlOf(env.NAVIGATION_URL, env.PLACES_API_KEY),
    adminPassword: env.ADMIN_PASSWORD,
    operatorPassword: env.OPERATOR_PASSWORD,
    agentPassword: env.AGENT_PASSWORD,
    restockerPassword: env.RESTOCKER_PASSWORD,
    seedDemo: env.SEED_DEMO === undefined ? env.DATABASE_URL === undefined : env.SEED_DEMO === '1',
    demoOperator: env.DEMO_OPERATOR === undefined ? env.DATABASE_URL === undefined : env.DEMO_OPERATOR === '1',
    consoleDist: env.CONSOLE_DIST ? path.resolve(env.CONSOLE_DIST) : defaultConsoleDist,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    deviceOnlineWindowMs: env.DEVICE_ONLINE_WINDOW_SECONDS * 1_000,
    deviceRateLimitPerMinute: env.DEVICE_RATE_LIMIT_PER_MINUTE,
    deviceAuthFailuresPerMinute: env.DEVICE_AUTH_FAILURES_PER_MINUTE,
    deviceMaxInFlight: env.DEVICE_MAX_IN_FLIGHT,
    alarmWebhookAllowedHosts: env.ALARM_WEBHOOK_ALLOWED_HOSTS.split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
    alarmWebhookUrl: env.ALARM_WEBHOOK_URL,
    alarmStormThreshold: env.ALARM_STORM_THRESHOLD,
    publicUrl: env.PUBLIC_URL,
    simulateDevices: env.SIMULATE_DEVICES,
  };
}
