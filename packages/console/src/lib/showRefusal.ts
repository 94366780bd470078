import type { Envelope } from '@vending/contract';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { refusalOf } from '../api/refusal';
import { lazyMessage } from './toasts';

/**
 * Shows why a save was refused (code 0): under the field the server names when the form has
 * it, else as a message (the fallback when the refusal says nothing). Returns the text, or the
 * answer's msg for other codes (which the HTTP client has shown already).
 */
export function showRefusal<Values extends FieldValues>(
  answer: Envelope<unknown>,
  form: UseFormReturn<Values> | null,
  fallback = '',
): string {
  const refusal = refusalOf(answer);
  if (!refusal) return answer.msg;
  const { field } = refusal;
  if (field && form && field in form.getValues()) {
    form.setError(field as never, { type: 'server', message: refusal.message }, { shouldFocus: true });
  } else if (refusal.message || fallback) {
    lazyMessage.error(refusal.message || fallback);
  }
  return refusal.message || fallback;
}
