import type { Envelope, FailureData } from '@vending/contract';
import { ResultCode } from '@vending/contract/codes';
import * as z from 'zod/mini';

/**
 * The contract's `failureDataSchema`, every field optional, in zod/mini: a list page's refusals
 * are read without loading the contract's schemas (docs/BENCHMARKS.md).
 */
const failureData = z.partial(z.object({ message: z.string(), field: z.string() }));

/**
 * What a refused write (code 0) says: the message to show and the request field at fault, read
 * with the contract's failure schema. The answer's `msg` stands in when `data` carries no
 * message (a backend that sends only the envelope). Null for any other code.
 */
export function refusalOf(answer: Envelope<unknown>): FailureData | null {
  if (answer.code !== ResultCode.FAILURE) return null;
  const data = failureData.safeParse(answer.data);
  const message = (data.success && data.data.message) || answer.msg;
  const field = data.success ? data.data.field : undefined;
  return field ? { message, field } : { message };
}
