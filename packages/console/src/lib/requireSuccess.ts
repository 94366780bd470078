import type { Envelope } from '@vending/contract';
import { ApiError } from '../api';
import { showRefusal } from './showRefusal';

/**
 * A write's answer: code 1 passes. Code 0 is a refusal the HTTP client leaves to the page
 * (docs/SPECIFICATION.md §8), so its reason is shown here; code 21 was already announced. Anything but 1 throws,
 * so an optimistic switch rolls back and a dialog keeps its values.
 */
export function requireSuccess<Data>(answer: Envelope<Data>, fallback: string): Data {
  if (answer.code === 1) return answer.data;
  showRefusal(answer, null, fallback);
  throw new ApiError(answer.msg, answer.code, answer);
}
