import { ResultCode, DEVICE_AUTH_SCHEME, deviceApiEndpoints, type DeviceEndpointName } from '@vending/contract';
import { eq } from 'drizzle-orm';
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
} as const;

const AUTHORIZATION = new RegExp(`^${DEVICE_AUTH_SCHEME} (\\S+)$`);

async function authenticate(
  db: Database,
  request: FastifyRequest,
): Promise<{ ok: true; device: CallingDevice } | { ok: false }> {
  const credential = AUTHORIZATION.exec(request.headers.authorization ?? '')?.[1];
  const parsed = credential ? parseDeviceCredential(credential) : null;
  if (!parsed) return { ok: false };
  const [device] = await db
    .select({
      id: devices.id,
      deviceNo: devices.deviceNo,
      credentialHash: devices.credentialHash,
      isFlag: devices.isFlag,
      disabledAt: devices.disabledAt,
      softwareVersion: devices.softwareVersion,
      temperature: devices.temperature,
      doorOpen: devices.doorOpen,
      lastHeartbeatAt: devices.lastHeartbeatAt,
    })
    .from(devices)
    .where(eq(devices.deviceNo, parsed.deviceNo));
  if (!device || !secretMatches(parsed.secret, device.credentialHash)) return { ok: false };
  const { credentialHash: _hash, isFlag, ...known } = device;
  return { ok: true, device: { ...known, enabled: isFlag === 1 } };
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
    limits: { perDevice: number; authFailuresPerAddress: number };
    counter: RateCounter;
    now: () => Date;
  },
  handlers: DeviceHandlers,
) {
  const tooMany = (reply: FastifyReply) =>
    reply.status(429).send(coded(ResultCode.TOO_MANY_REQUESTS, Messages.TOO_MANY_REQUESTS));
  for (const name of Object.keys(deviceApiEndpoints) as DeviceEndpointName[]) {
    const endpoint = deviceApiEndpoints[name];
    const handle = handlers[name] as unknown as (
      params: unknown,
      context: { device: CallingDevice; ifNoneMatch: string | undefined },
    ) => ReturnType<DeviceHandlers[DeviceEndpointName]>;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // The device API counts its own budgets (below), not the address limit of the administrators' API.
      config: { rateLimit: false },
      handler: async (request, reply) => {
        const at = now();
        const failures = `auth-fail:${request.ip}`;
        if (counter.over(failures, limits.authFailuresPerAddress, at)) return tooMany(reply);
        if (!request.headers.authorization) {
          await counter.take(failures, limits.authFailuresPerAddress, at);
          return reply.status(401).send(coded(ResultCode.LOGIN_REQUIRED, DeviceGateMessages.CREDENTIAL_REQUIRED));
        }
        const caller = await authenticate(db, request);
        if (!caller.ok) {
          if (!(await counter.take(failures, limits.authFailuresPerAddress, at))) return tooMany(reply);
          return reply.status(401).send(coded(ResultCode.LOGIN_EXPIRED, DeviceGateMessages.BAD_CREDENTIAL));
        }
        // One budget per device, whatever the call (a whole fleet may share one address behind a carrier's NAT).
        if (!(await counter.take(`device:${caller.device.id}`, limits.perDevice, at))) return tooMany(reply);
        if (!caller.device.enabled && name !== 'deviceVend') {
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
        if ((parsed.data as { deviceNo: string }).deviceNo !== caller.device.deviceNo) {
          return reply.status(403).send(failure(DeviceGateMessages.NOT_YOUR_DEVICE, 'deviceNo'));
        }
        const ifNoneMatch = request.headers['if-none-match'];
        const outcome = await handle(parsed.data, { device: caller.device, ifNoneMatch });
        if (outcome.ok === 'unchanged') return reply.status(304).header('etag', outcome.etag).send();
        if (outcome.ok === false) return reply.status(outcome.status).send(failure(outcome.message, outcome.field));
        if (outcome.etag) reply.header('etag', outcome.etag);
        return reply.send(success(outcome.data));
      },
    });
  }
}
