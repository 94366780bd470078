/*
 * The envelope's codes, free of any schema library so that code which only needs the
 * codes (the console's first screen) does not pay for one.
 */

/** The `code` values of the envelope (docs/SPECIFICATION.md §8). */
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

/** Codes after which the console clears the session (docs/SPECIFICATION.md §8). */
export const LOGIN_EXPIRED_CODES: readonly number[] = [ResultCode.LOGIN_EXPIRED, ResultCode.LOGIN_REQUIRED];
