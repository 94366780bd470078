import type { EndpointName } from '@vending/contract';
import { LOGIN_EXPIRED_CODES, ResultCode } from '@vending/contract/codes';

/**
 * The error catalogue of docs/SPECIFICATION.md §8 as one pure decision: what an answer's envelope means
 * for the caller (resolve or reject) and for the user (which message, if any).
 */
type EnvelopeOutcome =
  | { kind: 'resolve'; envelope: unknown; notice?: 'permission-denied' }
  | { kind: 'reject'; error: ApiError; notice: 'server-error' | 'contract-mismatch' }
  | { kind: 'expire' };

/**
 * What a successful answer's `data` must be: a zod schema of the contract, or a hand-written
 * reader of the same shape (the login call's, which must not load zod).
 */
export interface DataReader {
  safeParse(
    data: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** How one call reads the codes, beside the catalogue's rules for every call. */
export interface EnvelopeRules {
  /** Every code above 0 is a success (updatePwd, docs/SPECIFICATION.md §7), save 21 and the expired-login codes. */
  anyPositiveCodeSucceeds?: boolean;
  /** The caller tells the user about every code itself: resolve whatever the code, save the expired-login codes. */
  answerAnyCode?: boolean;
}

/** Calls whose every code above 0 means success (docs/SPECIFICATION.md §7: "code above 0: the success message"). */
export const POSITIVE_CODE_SUCCESS_CALLS: ReadonlySet<EndpointName> = new Set<EndpointName>(['updatePwd']);

/** docs/SPECIFICATION.md §7's "code above 0" for updatePwd; 21 is no success (the client has warned about it). */
const isPositiveSuccess = (code: number) => code > 0 && code !== ResultCode.NO_PERMISSION;

/** Whether an answer's code means the call succeeded: 1, or for updatePwd any code above 0 but 21. */
export function isSuccessCode(name: EndpointName, code: number): boolean {
  return code === ResultCode.SUCCESS || (POSITIVE_CODE_SUCCESS_CALLS.has(name) && isPositiveSuccess(code));
}

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

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null;
}

/**
 * The envelope's code as a number: a code sent as text ("3", "21") is the same code. Undefined
 * when there is none; a code that is no integer at all is kept as it came.
 */
export function codeOf(body: unknown): unknown {
  const code = isObject(body) && 'code' in body ? body.code : undefined;
  if (typeof code === 'string' && /^\s*-?\d{1,9}\s*$/.test(code)) return Number(code);
  return code;
}

function msgOf(body: unknown): string {
  const msg = isObject(body) && 'msg' in body ? body.msg : undefined;
  return typeof msg === 'string' && msg !== '' ? msg : '';
}

/** What a refusal says: `data.message` when there is one, else `msg` (a backend that sends only the envelope). */
export function refusalText(body: unknown): string {
  const data = isObject(body) ? body['data'] : undefined;
  const message = isObject(data) ? data['message'] : undefined;
  return typeof message === 'string' && message !== '' ? message : msgOf(body);
}

/** The body with its code as a number, so that callers compare codes as numbers. */
function withNumericCode(body: unknown, code: unknown): unknown {
  return isObject(body) && 'code' in body && body.code !== code ? { ...body, code } : body;
}

export function interpretEnvelope(body: unknown, dataSchema?: DataReader, rules: EnvelopeRules = {}): EnvelopeOutcome {
  const code = codeOf(body);
  const envelope = withNumericCode(body, code);
  // Missing or zero code: the envelope as is (the page reads data.message itself).
  if (code === undefined || code === null || code === ResultCode.FAILURE) return { kind: 'resolve', envelope };
  if (typeof code === 'number' && LOGIN_EXPIRED_CODES.includes(code)) return { kind: 'expire' };
  const succeeded =
    code === ResultCode.SUCCESS ||
    (rules.anyPositiveCodeSucceeds === true && typeof code === 'number' && isPositiveSuccess(code));
  if (succeeded) {
    if (!dataSchema) return { kind: 'resolve', envelope };
    const checked = dataSchema.safeParse((envelope as { data?: unknown }).data);
    if (!checked.success) {
      return {
        kind: 'reject',
        notice: 'contract-mismatch',
        error: new ApiError(checked.error.issues[0]?.message ?? 'invalid answer', code, envelope),
      };
    }
    return { kind: 'resolve', envelope: { ...(envelope as object), data: checked.data } };
  }
  if (rules.answerAnyCode) return { kind: 'resolve', envelope };
  if (code === ResultCode.NO_PERMISSION) return { kind: 'resolve', envelope, notice: 'permission-denied' };
  const numericCode = typeof code === 'number' ? code : null;
  // updatePwd (§7): "otherwise data.message is shown", for a negative code too (msg when there is none).
  const text = rules.anyPositiveCodeSucceeds === true ? refusalText(body) : msgOf(body);
  return { kind: 'reject', notice: 'server-error', error: new ApiError(text, numericCode, envelope) };
}
