import { z } from 'zod';

import { ResultCode } from './codes';

export { LOGIN_EXPIRED_CODES, ResultCode } from './codes';

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
