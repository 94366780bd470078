import { ResultCode, DEVICE_AUTH_SCHEME, deviceApiEndpoints, type DeviceEndpointName } from '@vending/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { coded, failure, Messages, success } from '../../http/envelope';
import { text } from '../../http/language';
import { brokenRule } from '../../http/refusals';
import { devices, parseDeviceCredential, secretMatches } from '../equipment';
import type { CallingDevice, DeviceHandlers } from './handlers';
import type { RateCounter } from './limiter';

export const DeviceGateMessages = {
  CREDENTIAL_REQUIRED: text('缺少设备凭证', 'A device credential is required'),
  BAD_CREDENTIAL: text('设备凭证无效', 'The device credential is not valid'),
  DEVICE_DISABLED: text('设备已禁用', 'The device is disabled'),
  NOT_YOUR_DEVICE: text('只能上报本设备的数据', 'A device may only report for itself'),
  JSON_REQUIRED: text('请求体应为 JSON', 'The body must be JSON'),
  BUSY: text('服务器繁忙，请稍后重试', 'The server is busy: try again later'),
} as const;

/**
 * How long an instance trusts a device's credential (and its enabled state) as it last read or
 * confirmed it, without a lookup. A heartbeat confirms it in its own statement (it writes only
 * while the credential is the device's and the device is enabled), so a rotated credential or a
 * disabled device is refused at its next heartbeat on every instance; its other calls are
 * refused at once on the instance that made the change (app.ts) and within this time on others.
 */
export const DEVICE_CREDENTIAL_CACHE_MS = 30_000;
/**
 * How long a heartbeat may come in on a remembered credential: its own statement confirms it
 * (a stale one is looked up again), so a beat a minute needs no lookup even though it comes
 * after DEVICE_CREDENTIAL_CACHE_MS.
 */
export const DEVICE_CREDENTIAL_KEEP_MS = 10 * 60_000;

/** What a shed call's Retry-After asks for, in seconds (the firmware adds its own randomness). */
export const DEVICE_SHED_RETRY_AFTER_SECONDS = 10;

/** What the gate has turned away without doing the work: busy (503) and calls whose client had gone. */
export interface DeviceGateStats {
  shed: number;
  abandoned: number;
}

/** The gate's state an instance keeps: its counts, and what empties its credential cache. */
export interface DeviceGate {
  stats: DeviceGateStats;
  forgetCredentials(): void;
}

const AUTHORIZATION = new RegExp(`^${DEVICE_AUTH_SCHEME} (\\S+)$`);

interface KnownCredential {
  device: CallingDevice;
  /** When the database last said this credential is the device's (the injected clock). */
  checkedAt: number;
}

/** The credential lookup, prepared once per database (PostgreSQL parses and plans it once per connection). */
function credentialLookup(db: Database) {
  const statement = db
    .select({
      id: devices.id,
      deviceNo: devices.deviceNo,
      credentialHash: devices.credentialHash,
      isFlag: devices.isFlag,
      disabledAt: devices.disabledAt,
    })
    .from(devices)
    .where(eq(devices.deviceNo, sql.placeholder('deviceNo')))
    .prepare('device_credential');
  return async (deviceNo: string, secret: string): Promise<CallingDevice | null> => {
    const [device] = await statement.execute({ deviceNo });
    if (!device?.credentialHash || !secretMatches(secret, device.credentialHash)) return null;
    const { isFlag, credentialHash, ...known } = device;
    return { ...known, credentialHash, enabled: isFlag === 1 };
  };
}

/** A refusal of a payload's field: the first problem, naming the field by its path (lines.0.slotNo). */
function payloadRefusal(issues: readonly z.core.$ZodIssue[]) {
  const [first] = issues;
  if (!first) return failure(Messages.BAD_REQUEST);
  if (first.code === 'unrecognized_keys') {
    const names = [...first.path.map(String), first.keys.join(',')].join('.');
    return failure(text(`不支持的字段 ${names}`, `Unknown field ${names}`), names);
  }
  const field = first.path.map(String).join('.');
  // The rule in the caller's language (字段 doorOpen 应为 true 或 false), never the validator's English.
  const rule = brokenRule(first);
  return failure(text(`字段 ${field} ${rule.zh}`, `Field ${field} ${rule.en}`), field);
}

/**
 * The device API's gate, apart from the administrators' (http/api-routes.ts): a device
 * credential (`Authorization: Device <deviceNo>.<secret>`), never an administrator's token;
 * then the device's one budget of calls per minute across all its calls (a credential must be
 * right before it spends a device's budget, so nobody can lock a machine out by naming it); an
 * address that failed to authenticate too often this minute gets 429 without a lookup. The
 * budgets are shared by every instance on one PostgreSQL (limiter.ts). Then the payload
 * checked by the contract's schema, naming the field at fault (HTTP 400); the body's deviceNo
 * must be the caller's own (403). Only then the handler. A disabled device is refused (403),
 * except its vends, which the handler judges (a sale paid before disabling is kept).
 */
export function registerDeviceRoutes(
  app: FastifyInstance,
  {
    db,
    limits,
    counter,
    now,
  }: {
    db: Database;
    /** maxInFlight: device calls this instance works on at once; past it a call is answered 503 at once. */
    limits: { perDevice: number; authFailuresPerAddress: number; maxInFlight: number };
    counter: RateCounter;
    now: () => Date;
  },
  handlers: DeviceHandlers,
): DeviceGate {
  const stats: DeviceGateStats = { shed: 0, abandoned: 0 };
  let inFlight = 0;
  const credentials = new Map<string, KnownCredential>();
  const lookUp = credentialLookup(db);
  /**
   * The device a credential names, from this instance's memory while recently checked (for a
   * heartbeat, which confirms it itself: while kept), else from the database.
   */
  async function authenticate(
    request: FastifyRequest,
    at: Date,
    fresh: boolean,
    trustedMs: number,
  ): Promise<CallingDevice | null> {
    const credential = AUTHORIZATION.exec(request.headers.authorization ?? '')?.[1];
    const parsed = credential ? parseDeviceCredential(credential) : null;
    if (!parsed) return null;
    const known = credentials.get(parsed.deviceNo);
    if (
      !fresh &&
      known &&
      at.getTime() - known.checkedAt < trustedMs &&
      at.getTime() >= known.checkedAt &&
      secretMatches(parsed.secret, known.device.credentialHash)
    ) {
      return known.device;
    }
    const device = await lookUp(parsed.deviceNo, parsed.secret);
    if (!device) {
      credentials.delete(parsed.deviceNo);
      return null;
    }
    if (credentials.size >= 200_000) credentials.clear();
    credentials.set(parsed.deviceNo, { device, checkedAt: at.getTime() });
    return device;
  }
  /** The client closed its connection: nobody will read the answer. */
  const gone = (request: FastifyRequest) => request.raw.socket?.destroyed === true;
  const tooMany = (reply: FastifyReply) =>
    reply.status(429).send(coded(ResultCode.TOO_MANY_REQUESTS, Messages.TOO_MANY_REQUESTS));
  const abandon = (reply: FastifyReply) => {
    stats.abandoned += 1;
    return reply.status(503).send(coded(ResultCode.SERVER_ERROR, DeviceGateMessages.BUSY));
  };
  for (const name of Object.keys(deviceApiEndpoints) as DeviceEndpointName[]) {
    const endpoint = deviceApiEndpoints[name];
    const handle = handlers[name] as unknown as (
      params: unknown,
      context: { device: CallingDevice; ifNoneMatch: string | undefined },
    ) => ReturnType<DeviceHandlers[DeviceEndpointName]>;
    const trustedMs = name === 'deviceHeartbeat' ? DEVICE_CREDENTIAL_KEEP_MS : DEVICE_CREDENTIAL_CACHE_MS;
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const at = now();
      const failures = `auth-fail:${request.ip}`;
      if (counter.over(failures, limits.authFailuresPerAddress, at)) return tooMany(reply);
      if (!request.headers.authorization) {
        await counter.take(failures, limits.authFailuresPerAddress, at);
        return reply.status(401).send(coded(ResultCode.LOGIN_REQUIRED, DeviceGateMessages.CREDENTIAL_REQUIRED));
      }
      let device = await authenticate(request, at, false, trustedMs);
      if (!device) {
        if (!(await counter.take(failures, limits.authFailuresPerAddress, at))) return tooMany(reply);
        return reply.status(401).send(coded(ResultCode.LOGIN_EXPIRED, DeviceGateMessages.BAD_CREDENTIAL));
      }
      if (gone(request)) return abandon(reply);
      // One budget per device, whatever the call (a whole fleet may share one address behind a carrier's NAT).
      if (!(await counter.take(`device:${device.id}`, limits.perDevice, at))) return tooMany(reply);
      if (!device.enabled && name !== 'deviceVend') {
        return reply.status(403).send(coded(ResultCode.NO_PERMISSION, DeviceGateMessages.DEVICE_DISABLED));
      }
      let input: unknown;
      if (endpoint.encoding === 'json') {
        const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (mediaType !== 'application/json' || typeof request.body !== 'object' || request.body === null) {
          return reply.status(400).send(failure(DeviceGateMessages.JSON_REQUIRED));
        }
        input = request.body;
      } else input = request.query;
      const parsed = endpoint.request.safeParse(input);
      if (!parsed.success) return reply.status(400).send(payloadRefusal(parsed.error.issues));
      if ((parsed.data as { deviceNo: string }).deviceNo !== device.deviceNo) {
        return reply.status(403).send(failure(DeviceGateMessages.NOT_YOUR_DEVICE, 'deviceNo'));
      }
      if (gone(request)) return abandon(reply);
      const ifNoneMatch = request.headers['if-none-match'];
      let outcome = await handle(parsed.data, { device, ifNoneMatch });
      if (outcome.ok === 'stale') {
        // The credential remembered here is no longer the device's: ask the database again.
        device = await authenticate(request, at, true, trustedMs);
        if (!device) {
          if (!(await counter.take(failures, limits.authFailuresPerAddress, at))) return tooMany(reply);
          return reply.status(401).send(coded(ResultCode.LOGIN_EXPIRED, DeviceGateMessages.BAD_CREDENTIAL));
        }
        if (!device.enabled) {
          return reply.status(403).send(coded(ResultCode.NO_PERMISSION, DeviceGateMessages.DEVICE_DISABLED));
        }
        outcome = await handle(parsed.data, { device, ifNoneMatch });
        if (outcome.ok === 'stale') {
          return reply.status(401).send(coded(ResultCode.LOGIN_EXPIRED, DeviceGateMessages.BAD_CREDENTIAL));
        }
      }
      // A heartbeat written is the database saying the credential is still the device's.
      if (name === 'deviceHeartbeat' && outcome.ok === true) {
        credentials.set(device.deviceNo, { device, checkedAt: at.getTime() });
      }
      if (outcome.ok === 'unchanged') return reply.status(304).header('etag', outcome.etag).send();
      if (outcome.ok === false) return reply.status(outcome.status).send(failure(outcome.message, outcome.field));
      if (outcome.etag) reply.header('etag', outcome.etag);
      return reply.send(success(outcome.data));
    };
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // The device API counts its own budgets (below), not the address limit of the administrators' API.
      config: { rateLimit: false },
      handler: async (request, reply) => {
        // Past maxInFlight calls at once the database's connections are all taken and more would
        // only queue: the call is turned away before any work, and the device tries again later.
        if (inFlight >= limits.maxInFlight) {
          stats.shed += 1;
          return reply
            .status(503)
            .header('retry-after', String(DEVICE_SHED_RETRY_AFTER_SECONDS))
            .send(coded(ResultCode.SERVER_ERROR, DeviceGateMessages.BUSY));
        }
        if (gone(request)) return abandon(reply);
        inFlight += 1;
        try {
          return await serve(request, reply);
        } finally {
          inFlight -= 1;
        }
      },
    });
  }
  return { stats, forgetCredentials: () => credentials.clear() };
}
