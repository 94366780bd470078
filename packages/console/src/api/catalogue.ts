import { LOGIN_EXPIRED_CODES, ResultCode } from '@vending/contract/codes';
import type { z } from 'zod';

/**
 * The error catalogue of docs/SPECIFICATION.md §8 as one pure decision: what an answer's envelope means
 * for the caller (resolve or reject) and for the user (which message, if any).
 */
type EnvelopeOutcome =
  | { kind: 'resolve'; envelope: unknown; notice?: 'permission-denied' }
  | { kind: 'reject'; error: ApiError; notice: 'server-error' | 'contract-mismatch' }
  | { kind: 'expire' };

/** A call the server answered with a failure code, or with an answer that breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly code: number | null,
    readonly envelope: unknown,
  ) {
    super(message);
  }
}

function codeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
}

function msgOf(body: unknown): string {
  const msg = typeof body === 'object' && body !== null && 'msg' in body ? body.msg : undefined;
  return typeof msg === 'string' && msg !== '' ? msg : '';
}

export function interpretEnvelope(body: unknown, dataSchema?: z.ZodType): EnvelopeOutcome {
  const code = codeOf(body);
  // Missing or zero code: the envelope as is (the page reads data.message itself).
  if (code === undefined || code === null || code === ResultCode.FAILURE) return { kind: 'resolve', envelope: body };
  if (code === ResultCode.SUCCESS) {
    if (!dataSchema) return { kind: 'resolve', envelope: body };
    const data = (body as { data?: unknown }).data;
    const checked = dataSchema.safeParse(data);
    if (!checked.success) {
      return {
        kind: 'reject',
        notice: 'contract-mismatch',
        error: new ApiError(checked.error.issues[0]?.message ?? 'invalid answer', ResultCode.SUCCESS, body),
      };
    }
    return { kind: 'resolve', envelope: { ...(body as object), data: checked.data } };
  }
  if (code === ResultCode.NO_PERMISSION) return { kind: 'resolve', envelope: body, notice: 'permission-denied' };
  if (typeof code === 'number' && LOGIN_EXPIRED_CODES.includes(code)) return { kind: 'expire' };
  const numericCode = typeof code === 'number' ? code : null;
  return { kind: 'reject', notice: 'server-error', error: new ApiError(msgOf(body), numericCode, body) };
}
