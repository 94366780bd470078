import type { Envelope } from '@vending/contract';
import { Button, Dialog, DialogContent, Form, type DialogSize } from '@vending/ui';
import { useId, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from './useFormSubmit';

export interface FormDialogProps<Values extends FieldValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  defaultValues: DefaultValues<Values>;
  /** Sends the values; the envelope decides whether the dialog closes (null: nothing was sent). */
  save: (values: Values) => Promise<Envelope<unknown> | null>;
  /** After a successful save (code 1): close, tell, reload what shows the data. */
  onSaved: (values: Values) => void;
  /** Which answers are a successful save; code 1 unless the call's own rule says more (updatePwd). */
  succeeded?: (answer: Envelope<unknown>) => boolean;
  submitText?: string;
  size?: DialogSize;
  /** Cannot be dismissed (no cancel, no close, Escape ignored) until saved: a required step. */
  required?: boolean;
  children: ReactNode;
}

/**
 * A dialog with a form whose fields validate on blur. An invalid submit warns
 * 请填写完整的表单; a refused save (code 0) shows the server's message — under the field it
 * names, when it names one — and keeps every value; only a success (code 1) closes the dialog.
 */
export function FormDialog<Values extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  defaultValues,
  save,
  onSaved,
  succeeded = (answer) => answer.code === 1,
  submitText,
  size = 'default',
  required = false,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const formId = useId();
  const { formProps, bind, saving } = useFormSubmit<Values, unknown>({
    save,
    onSaved: (values) => onSaved(values),
    succeeded,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && !required && onOpenChange(next)}>
      {open ? (
        <DialogContent
          title={title}
          description={description}
          size={size}
          closable={!required}
          footer={
            <>
              {required ? null : (
                <Button onClick={() => onOpenChange(false)} disabled={saving}>
                  {t('common.cancel')}
                </Button>
              )}
              <Button type="submit" form={formId} variant="primary" loading={saving}>
                {submitText ?? t('common.save')}
              </Button>
            </>
          }
        >
          <Form<Values> id={formId} defaultValues={defaultValues} {...formProps}>
            {(api) => {
              bind(api);
              return children;
            }}
          </Form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
