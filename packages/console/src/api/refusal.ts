import type { Envelope, FailureData } from '@vending/contract';
import { ResultCode } from '@vending/contract/codes';
import * as r from './read';

/**
 * The contract's `failureDataSchema`, every field optional, read by hand (read.ts): a list
 * page's refusals are read without loading the contract's schemas or zod (docs/BENCHMARKS.md).
 */
const failureData = r.reader(r.object({ message: r.optional(r.string), field: r.optional(r.string) }));

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
