import { endpoints, type EndpointName } from '@vending/contract';
import { Field, PasswordInput, TextInput, type DialogSize } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApi } from '../../api/services';
import { FormDialog } from '../FormDialog';
import type { FormControl, FormFieldDeclaration } from './declaration';
import { fieldConstraints, rulesFromConstraints } from './schemaRules';

type Values = Record<string, string>;

/** A request schema's fields by name (every request schema of the contract is an object). */
function requestFields(call: EndpointName): Record<string, z.ZodType> {
  return (endpoints[call].request as unknown as z.ZodObject).shape;
}

/** The input of a declared control; an element, since the Field hands its props to its child. */
function controlElement(control: FormControl) {
  if (control === 'newPassword') return <PasswordInput autoComplete="new-password" />;
  if (control === 'phone') return <TextInput inputMode="numeric" autoComplete="off" />;
  return <TextInput autoComplete="off" />;
}

export interface ResourceFormDialogProps {
  namespace: string;
  open: boolean;
  title: string;
  description?: string;
  size?: DialogSize;
  /** The call that saves; its request schema gives each field's rules. */
  call: EndpointName;
  fields: readonly FormFieldDeclaration<string>[];
  /** Editing: the record's current values; fields marked `whenEditing` follow it. */
  editing?: Record<string, unknown>;
  /** Parameters sent beside the form's values (the row id). */
  fixedParams?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A declared form in a dialog: labels, help and placeholders from the page's namespace, rules
 * from the call's request schema, the server's refusal under the field it names.
 */
export function ResourceFormDialog({
  namespace,
  open,
  title,
  description,
  size,
  call,
  fields,
  editing,
  fixedParams = {},
  onClose,
  onSaved,
}: ResourceFormDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const schema = requestFields(call);
  const shown = fields.filter((field) => !(editing && field.whenEditing === 'hidden'));
  const word = (group: string, name: string) => `${namespace}.${group}.${name}`;
  const optional = (key: string) => (t(key, { defaultValue: '' }) ? t(key) : undefined);

  return (
    <FormDialog<Values>
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      size={size}
      defaultValues={Object.fromEntries(shown.map(({ name }) => [name, text(editing?.[name])]))}
      save={(values) => {
        // Only what the call takes: a read-only identity is shown, not sent.
        const sent = Object.fromEntries(Object.entries(values).filter(([name]) => name in schema));
        return api.call(call, { ...sent, ...fixedParams } as never);
      }}
      onSaved={onSaved}
    >
      {shown.map(({ name, control, whenEditing, label: labelKey }) => {
        const readOnly = editing !== undefined && whenEditing === 'readOnly';
        const fieldSchema = schema[name];
        const label = t(word('fields', labelKey ?? name));
        const rules =
          readOnly || !fieldSchema
            ? undefined
            : rulesFromConstraints(fieldConstraints(fieldSchema), {
                t,
                label,
                patternMessage: t(word('rules', name)),
              });
        return (
          <Field key={name} name={name} label={label} rules={rules} help={optional(word('help', name))}>
            {readOnly ? <TextInput autoComplete="off" disabled /> : controlElement(control)}
          </Field>
        );
      })}
    </FormDialog>
  );
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
