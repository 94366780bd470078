import type { Envelope } from '@vending/contract';
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showRefusal } from './showRefusal';
import { lazyMessage } from './toasts';

/** A save the server refused; the form stays with everything typed. */
export class SaveRefused extends Error {
  override readonly name = 'SaveRefused';
}

export interface FormSubmitOptions<Values extends FieldValues, Answer> {
  /** Sends the values; null when nothing was sent (the user declined a confirmation). */
  save: (values: Values) => Promise<Envelope<Answer> | null>;
  /** After a successful save: tell, close, reload what shows the data. */
  onSaved: (values: Values, answer: Envelope<Answer>) => void;
  /** Which answers are a successful save; code 1 unless the call's own rule says more (updatePwd). */
  succeeded?: (answer: Envelope<Answer>) => boolean;
}

export interface FormSubmit<Values extends FieldValues> {
  /** Spread on the ui's `<Form>`: the submit, the warning on an invalid one, failures kept quiet (shown already). */
  formProps: {
    onSubmit: (values: Values) => Promise<void>;
    onInvalid: () => void;
    onSubmitError: () => void;
  };
  /** Call with the form's api (the `<Form>` children function), so a refusal lands under its field. */
  bind: (form: UseFormReturn<Values>) => void;
  /** While the save runs (buttons wait). */
  saving: boolean;
}

/**
 * The behaviour of a form that saves: an invalid submit warns 请填写完整的表单; a refused save
 * (code 0) shows the server's message under the field it names (else as a message) and keeps
 * every value; only a success calls `onSaved`. Anything else the HTTP client has shown. Serves
 * FormDialog, the declared forms (useCallForm) and the pages with a form of their own.
 */
export function useFormSubmit<Values extends FieldValues, Answer>({
  save,
  onSaved,
  succeeded = (answer) => answer.code === 1,
}: FormSubmitOptions<Values, Answer>): FormSubmit<Values> {
  const { t } = useTranslation();
  const form = useRef<UseFormReturn<Values> | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (values: Values) => {
    setSaving(true);
    try {
      const answer = await save(values);
      if (answer === null) return;
      if (!succeeded(answer)) throw new SaveRefused(showRefusal(answer, form.current));
      onSaved(values, answer);
    } finally {
      setSaving(false);
    }
  };
  const onInvalid = useCallback(() => lazyMessage.warning(t('common.incompleteForm')), [t]);
  const bind = useCallback((api: UseFormReturn<Values>) => {
    form.current = api;
  }, []);
  return { formProps: { onSubmit, onInvalid, onSubmitError: () => undefined }, bind, saving };
}
