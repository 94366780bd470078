import {
  accessOf,
  endpoints,
  pagesOf,
  ResultCode,
  SUPER_ADMINISTRATOR_TYPE,
  type UploadKind,
  type Endpoint,
  type EndpointAccess,
  type EndpointName,
  type Envelope,
  type RequestParams,
} from '@vending/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ALL_DATA, resolveDataScope, type DataScope } from '../auth/data-scope';
import { resolveSession, type SessionManager, type SessionPolicy } from '../auth/sessions';
import type { Database } from '../db/database';
import type { Transaction } from '../lists/transition';
import { managers } from '../modules/administrators/tables';
import { managerRoles, rolePages } from '../modules/roles/tables';
import { isAudited, recordAudit, type AuditNotes } from '../modules/audit/audit';
import { coded, failure, Messages, success, wrongMediaType } from './envelope';
import { discardFiles, readMultipart } from './multipart';
import { repeatedParameter, schemaRefusal } from './refusals';

export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller; absent only on public endpoints. */
  manager: SessionManager;
  /**
   * The rows the caller may see and change, resolved once per call from the roles it holds
   * (auth/data-scope.ts); every row for a super administrator, none on a public endpoint.
   */
  scope: DataScope;
  /** What the handler adds to the call's audit record (the state before and after). */
  audit: AuditNotes;
  /**
   * Writes the call's audit record (as a success, with `audit`'s before and after) inside the
   * handler's transaction, last in it: if the record cannot be written, the transaction and so
   * the change roll back. Every write that moves money or a state calls it.
   */
  auditInside: (tx: Transaction) => Promise<void>;
}

/** A handler answers with an envelope, or with nothing when it has sent a file itself. */
export type Handler<Name extends EndpointName> = (
  params: RequestParams<Name>,
  context: CallContext,
) => Promise<Envelope | undefined>;
export type Handlers = { [Name in EndpointName]: Handler<Name> };

/** What a session whose password someone else set may do: see who it is, change it, leave. */
const SERVED_BEFORE_PASSWORD_CHANGE = new Set<EndpointName>(['getManagerInfo', 'getMenuList', 'updatePwd', 'logout']);

/** A public call's scope: it has no caller, so no rows of anyone's. */
const NO_DATA: DataScope = Object.freeze({
  kind: 'limited',
  regionIds: [],
  agentIds: [],
  merchantIds: [],
  deviceIds: [],
});

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/**
 * An answer smaller than this is sent as it is (the console's files keep the plugin's 1 KB).
 * A page of 20 members is 2.9 KB: it arrives in the first flight of TCP packets compressed or
 * not (the initial window is about 14 KB), so compressing it bought no round trip for the CPU
 * it cost: per page-1 request 0.48-0.63 → 0.39-0.51 ms on the server and 0.43-0.51 →
 * 0.24-0.28 ms in the client, measured on PostgreSQL (issue 13, docs/BENCHMARKS.md).
 */
const API_COMPRESS_THRESHOLD = 4096;

const mediaTypeOf: Partial<Record<Endpoint['encoding'], string>> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
};

/** The raw request fields of a call, or a failure when they came the wrong way. */
type RawInput = { ok: true; fields: Record<string, unknown> } | { ok: false; answer: Envelope };

function rawInput(name: EndpointName, endpoint: Endpoint, request: FastifyRequest): RawInput {
  const expectedMediaType = mediaTypeOf[endpoint.encoding];
  if (expectedMediaType) {
    const sentMediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (request.body !== undefined && sentMediaType !== expectedMediaType) {
      return { ok: false, answer: failure(wrongMediaType(expectedMediaType)) };
    }
  }
  const input = (expectedMediaType ? (request.body ?? {}) : request.query) as Record<string, unknown>;
  if (endpoint.encoding !== 'json') {
    // Parsers turn a repeated parameter into an array; which copy counts would be a guess.
    const repeated = Object.entries(input).find(([, value]) => Array.isArray(value));
    if (repeated) return { ok: false, answer: failure(repeatedParameter(name, repeated[0]), repeated[0]) };
  }
  return { ok: true, fields: input };
}

async function requestInput(
  name: EndpointName,
  endpoint: Endpoint,
  request: FastifyRequest,
  uploadLimits: Record<UploadKind, number>,
): Promise<RawInput> {
  if (endpoint.encoding !== 'multipart') return rawInput(name, endpoint, request);
  const input = await readMultipart(request, uploadLimits[endpoint.upload ?? 'image']);
  if (input.ok) return input;
  if (input.problem === 'media type') {
    return { ok: false, answer: failure(wrongMediaType('multipart/form-data')) };
  }
  if (input.problem === 'malformed') return { ok: false, answer: failure(Messages.BAD_REQUEST) };
  const field = input.problem.repeated;
  return { ok: false, answer: failure(repeatedParameter(name, field), field) };
}

function validationFailure(name: EndpointName, error: z.ZodError, fields: Record<string, unknown>): Envelope {
  const { message, field } = schemaRefusal(name, error, fields);
  return failure(message, field);
}

interface ApiDependencies {
  db: Database;
  now: () => Date;
  sessionPolicy: SessionPolicy;
  /** Largest file each kind of upload takes, in bytes. */
  uploadLimits: Record<UploadKind, number>;
}

/** Who acted: the caller; for a login, the account named (known once it succeeded). */
async function auditActor(
  db: Database | Transaction,
  name: EndpointName,
  manager: SessionManager,
  fields: Record<string, unknown>,
  answer: Envelope | undefined,
): Promise<{ managerId: number | null; name: string }> {
  if (name === 'login') {
    const username = typeof fields['username'] === 'string' ? fields['username'].slice(0, 64) : '';
    if (answer?.code !== ResultCode.SUCCESS) return { managerId: null, name: username };
    const [account] = await db.select({ id: managers.id }).from(managers).where(eq(managers.username, username));
    return { managerId: account?.id ?? null, name: username };
  }
  const [caller] = await db
    .select({ username: managers.username })
    .from(managers)
    .where(eq(managers.id, manager.managerId));
  return { managerId: manager.managerId, name: caller?.username ?? '' };
}

/**
 * Whether the administrator holds any one of the pages (a call shared by pages opens to each
 * page's holder), through any of its roles: at either level for a read, at 管理 (manage) for a
 * write (contract `accessOf`).
 */
async function mayOpen(
  db: Database,
  manager: SessionManager,
  interfaceNames: readonly string[],
  access: EndpointAccess,
) {
  if (manager.managerType === SUPER_ADMINISTRATOR_TYPE) return true;
  const [grant] = await db
    .select({ interfaceName: rolePages.interfaceName })
    .from(managerRoles)
    .innerJoin(rolePages, eq(rolePages.roleId, managerRoles.roleId))
    .where(
      and(
        eq(managerRoles.managerId, manager.managerId),
        inArray(rolePages.interfaceName, interfaceNames),
        access === 'write' ? eq(rolePages.level, 'manage') : undefined,
      ),
    )
    .limit(1);
  return grant !== undefined;
}

/**
 * Registers every endpoint of the contract with one gate: token, then the menu permission,
 * then the request schema; only then does the handler run, so a refused call writes nothing.
 */
export function registerApiRoutes(
  app: FastifyInstance,
  { db, now, sessionPolicy, uploadLimits }: ApiDependencies,
  handlers: Handlers,
) {
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: Endpoint = endpoints[name];
    // The table and the handler map are keyed alike; TypeScript cannot correlate the two unions.
    const handle = handlers[name] as unknown as (
      params: unknown,
      context: CallContext,
    ) => Promise<Envelope | undefined>;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      compress: { threshold: API_COMPRESS_THRESHOLD },
      handler: async (request, reply) => {
        let manager: SessionManager = { managerId: 0, managerType: 0 };
        let scope: DataScope = NO_DATA;
        let fields: Record<string, unknown> = {};
        const notes: AuditNotes = {};
        const answer = await (async (): Promise<Envelope | undefined> => {
          if (!endpoint.public) {
            const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
            if (!request.headers.authorization) return coded(ResultCode.LOGIN_REQUIRED, Messages.LOGIN_REQUIRED);
            const resolved = token ? await resolveSession(db, token, sessionPolicy) : null;
            if (!resolved) return coded(ResultCode.LOGIN_EXPIRED, Messages.LOGIN_EXPIRED);
            manager = resolved;
            if (resolved.mustChangePassword && !SERVED_BEFORE_PASSWORD_CHANGE.has(name)) {
              return failure(Messages.PASSWORD_CHANGE_REQUIRED);
            }
            const pages = pagesOf(endpoint.menu);
            if (pages.length > 0 && !(await mayOpen(db, manager, pages, accessOf(endpoint)))) {
              return coded(ResultCode.NO_PERMISSION, Messages.NO_PERMISSION);
            }
            scope =
              manager.managerType === SUPER_ADMINISTRATOR_TYPE
                ? ALL_DATA
                : await resolveDataScope(db, manager.managerId);
          }
          const input = await requestInput(name, endpoint, request, uploadLimits);
          if (!input.ok) return input.answer;
          fields = input.fields;
          try {
            const parsed = endpoint.request.safeParse(input.fields);
            if (!parsed.success) return validationFailure(name, parsed.error, input.fields);
            // The trail keeps the values as understood (numbers as numbers), not as sent.
            fields = parsed.data as Record<string, unknown>;
            const auditInside = async (tx: Transaction) => {
              await recordAudit(tx, {
                name,
                endpoint,
                actor: await auditActor(tx, name, manager, fields, undefined),
                fields,
                answer: success(null),
                notes,
                request,
                at: now(),
              });
              notes.writtenInTransaction = true;
            };
            return await handle(parsed.data, { request, reply, manager, scope, audit: notes, auditInside });
          } finally {
            // A file the handler did not read (or a refused call's file) must not hold the request.
            discardFiles(input.fields);
          }
        })();
        // Anonymous calls refused at the door are not events of anyone's; the rest are audited.
        const identified = manager.managerId !== 0 || name === 'login';
        const alreadyWritten = notes.writtenInTransaction === true && answer?.code === ResultCode.SUCCESS;
        if (identified && !alreadyWritten && isAudited(endpoint, answer, ResultCode.NO_PERMISSION)) {
          await recordAudit(db, {
            name,
            endpoint,
            actor: await auditActor(db, name, manager, fields, answer),
            fields,
            answer,
            notes,
            request,
            at: now(),
          });
        }
        return answer ?? reply;
      },
    });
  }
}
