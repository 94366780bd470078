import { failureDataSchema, ResultCode, type Envelope, type FailureData } from '@vending/contract';

/**
 * What a refused write (code 0) says: the message to show and the request field at fault, read
 * with the contract's failure schema. The answer's `msg` stands in when `data` carries no
 * message (a backend that sends only the envelope). Null for any other code.
 */
export function refusalOf(answer: Envelope<unknown>): FailureData | null {
  if (answer.code !== ResultCode.FAILURE) return null;
  const data = failureDataSchema.partial().safeParse(answer.data);
  const message = (data.success && data.data.message) || answer.msg;
  const field = data.success ? data.data.field : undefined;
  return field ? { message, field } : { message };
}
