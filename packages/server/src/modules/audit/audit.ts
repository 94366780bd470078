import { pagesOf, type Endpoint, type EndpointName, type Envelope } from '@vending/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import { auditEvents } from './tables';

/** What a handler may add to its call's audit record: the state before and after it changed. */
export interface AuditNotes {
  before?: unknown;
  after?: unknown;
  /**
   * Set when the handler wrote the record inside its own transaction (CallContext.auditInside):
   * a success then needs no second record; a failure rolled that one back, so the gate writes it.
   */
  writtenInTransaction?: boolean;
}

/** Fields never written to the trail. */
const SECRET_FIELD = /pass/i;
/** Fields written masked, their last four characters kept: a bank account number (an agent's withdrawal). */
const MASKED_FIELD = /^bankAccount$/;

/**
 * Text as the trail can hold it: a refused call's fields are kept as sent, and PostgreSQL
 * text and jsonb cannot hold a NUL character, so it is written as the visible `␀`.
 */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '\u2400');
}

/** The sent fields minus secrets and files, for the trail. */
export function auditedInput(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name, value]) => !SECRET_FIELD.test(name) && typeof value !== 'object')
      .map(([name, value]) => [
        storableText(name),
        typeof value === 'string' && MASKED_FIELD.test(name)
          ? storableText(`**** ${value.replace(/\s+/g, '').slice(-4)}`)
          : typeof value === 'string'
            ? storableText(value.length > 500 ? `${value.slice(0, 500)}…` : value)
            : value,
      ]),
  );
}

/** `managerId=3 userId=7`: the ids a call names. */
function targetOf(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([name, value]) => /Id$/.test(name) && (typeof value === 'number' || typeof value === 'string'))
    .map(([name, value]) => storableText(`${name}=${String(value)}`))
    .join(' ');
}

/**
 * Which calls the trail records: every call that may change something (every method but
 * GET), every file download (an export takes data away), and every refusal for want of a
 * permission, whatever the call.
 */
export function isAudited(endpoint: Endpoint, answer: Envelope | undefined, noPermissionCode: number): boolean {
  if (endpoint.method !== 'GET') return true;
  if (answer === undefined) return true;
  return answer.code === noPermissionCode;
}

export interface AuditRecord {
  name: EndpointName;
  endpoint: Endpoint;
  actor: { managerId: number | null; name: string };
  fields: Record<string, unknown>;
  /** The envelope answered, or undefined when the handler sent a file. */
  answer: Envelope | undefined;
  notes: AuditNotes;
  request: FastifyRequest;
  at: Date;
}

/**
 * The money a record moved, as its `after.money` holds it (the audit page's amount column):
 * how much (minor units, positive), in which currency, on whose account, the balance before and
 * after where the account keeps one, and, for a refund, its outcome.
 */
export interface MoneyMoved {
  amount: number;
  currency: string;
  account: 'member' | 'agent' | 'platform';
  balanceBefore?: number | null;
  balanceAfter?: number | null;
  outcome?: 'refunding' | 'refunded' | 'failed';
}

/**
 * Appends an event no administrator's call made (a payment channel's answer about a refund),
 * in the caller's transaction: the actor is the system, named.
 */
export async function recordSystemAudit(
  tx: Database | Transaction,
  event: { actorName: string; action: string; page: string | null; target: string; after: unknown; at: Date },
): Promise<void> {
  await tx.insert(auditEvents).values({
    at: event.at,
    actorId: null,
    actorName: event.actorName,
    action: event.action,
    page: event.page,
    target: event.target,
    input: null,
    before: null,
    after: event.after as Record<string, unknown>,
    result: 1,
    message: 'ok',
    address: '',
  });
}

/** Appends one event to the trail and writes it as a structured log line too. */
export async function recordAudit(db: Database | Transaction, record: AuditRecord): Promise<void> {
  const { name, endpoint, actor, fields, answer, notes, request, at } = record;
  const event = {
    at,
    actorId: actor.managerId,
    actorName: storableText(actor.name),
    action: name,
    page: pagesOf(endpoint.menu).join('、') || null,
    target: targetOf(fields),
    input: auditedInput(fields),
    before: notes.before ?? null,
    after: notes.after ?? null,
    result: answer?.code ?? 1,
    message: answer?.msg ?? 'file sent',
    address: request.ip,
  };
  request.log.info({ audit: { ...event, at: at.toISOString() } }, 'audit');
  await db.insert(auditEvents).values(event);
}
