import type { Envelope, FailureData } from '@vending/contract';

/**
 * A refusal found inside a transaction (a row gone, a period out of order): thrown to roll the
 * transaction back, then answered as the refusal it carries. Nothing the transaction wrote stays.
 */
export class RollBack extends Error {
  constructor(readonly answer: Envelope<FailureData>) {
    super(answer.msg);
  }
}

/** The refusal a rolled-back transaction carries; anything else is thrown on (a 500, logged). */
export function answerOfRollBack(error: unknown): Envelope<FailureData> {
  if (error instanceof RollBack) return error.answer;
  throw error;
}
