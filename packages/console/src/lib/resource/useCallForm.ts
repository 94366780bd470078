import type { AnswerData, EndpointName, Envelope } from '@vending/contract';
import type { FieldValues } from 'react-hook-form';
import { useApi } from '../../api/services';
import { useFormSubmit, type FormSubmit } from '../useFormSubmit';
import { requestFields } from './DeclaredFields';

export interface CallFormOptions<Values extends FieldValues, Name extends EndpointName> {
  /** The contract call that saves; its request schema holds the fields' rules (DeclaredFields). */
  call: Name;
  /**
   * The request the values make; by default the values the call's schema takes (a read-only
   * identity is shown, not sent).
   */
  request?: (values: Values) => Record<string, unknown>;
  /** Parameters sent beside the values (the row id, a bulk action's ids). */
  fixedParams?: Record<string, unknown>;
  /** Asked before sending (a push's 确定发送…); false sends nothing and keeps the form. */
  confirm?: (values: Values) => Promise<boolean>;
  onSaved: (values: Values, answer: AnswerData<Name>) => void;
  succeeded?: (answer: Envelope<AnswerData<Name>>) => boolean;
}

/** The values the call's request schema names; the rest of the form is not sent. */
export function acceptedBy(call: EndpointName, values: Record<string, unknown>): Record<string, unknown> {
  const accepted = requestFields(call);
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in accepted));
}

/**
 * A form bound to a contract call: sends what the call takes (after an optional confirmation),
 * keeps the form and shows the refusal under its field when the server says no, and hands the
 * answer's data to `onSaved`. Serves the declared dialogs (ResourceFormDialog), SettingsPage
 * and the activity push alike.
 */
export function useCallForm<Values extends FieldValues, Name extends EndpointName>({
  call,
  request,
  fixedParams = {},
  confirm,
  onSaved,
  succeeded,
}: CallFormOptions<Values, Name>): FormSubmit<Values> {
  const api = useApi();
  return useFormSubmit<Values, AnswerData<Name>>({
    save: async (values) => {
      if (confirm && !(await confirm(values))) return null;
      const sent = request ? request(values) : acceptedBy(call, values);
      return (await api.call(call, { ...sent, ...fixedParams } as never)) as Envelope<AnswerData<Name>>;
    },
    onSaved: (values, answer) => onSaved(values, answer.data as AnswerData<Name>),
    ...(succeeded && { succeeded }),
  });
}
