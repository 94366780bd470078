import { z } from 'zod';

/** The `code` values of the envelope (spec §8). */
export const ResultCode = {
  /** Plain failure: the console returns the envelope as is and the page shows `data.message`. */
  FAILURE: 0,
  SUCCESS: 1,
  /** The token is expired or revoked. */
  LOGIN_EXPIRED: 3,
  NO_PERMISSION: 21,
  /** No token was sent; the console treats it like code 3. */
  LOGIN_REQUIRED: 403,
  /** Throttled (login attempts or request rate); sent with HTTP status 429. */
  TOO_MANY_REQUESTS: 429,
  /** Unknown API path; sent with HTTP status 404. */
  NOT_FOUND: 404,
  /** Unexpected server fault; sent with HTTP status 500 and no details. */
  SERVER_ERROR: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes after which the console clears the session (spec §8). */
export const LOGIN_EXPIRED_CODES: readonly number[] = [ResultCode.LOGIN_EXPIRED, ResultCode.LOGIN_REQUIRED];

/** Every answer of the API is `{code, msg, data}`. */
export function envelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.int(), msg: z.string(), data });
}

/** `data` of a failure answer: what the console shows, and the request field at fault if any. */
export const failureDataSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
});
export type FailureData = z.infer<typeof failureDataSchema>;

/** The schema a successful envelope with the given `data` must fit. */
export function successEnvelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.literal(ResultCode.SUCCESS), msg: z.string(), data });
}

/** Any envelope, before its code tells which `data` to expect. */
export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<Data = unknown> = { code: number; msg: string; data: Data };
