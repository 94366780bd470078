import { endpoints, type EndpointName } from '@vending/contract';
import { Field, TextInput } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FormFieldDeclaration } from './declaration';
import { requestFieldLabel } from './fieldLabel';
import { controlKindOf, textOf } from './kinds/controlRegistry';
import { fieldConstraints, rulesFromConstraints } from './schemaRules';

export { textOf } from './kinds/controlRegistry';

/** A request schema's fields by name (every request schema of the contract is an object). */
export function requestFields(call: EndpointName): Record<string, z.ZodType> {
  const request: z.ZodType = endpoints[call].request;
  return request instanceof z.ZodObject ? request.shape : {};
}

/** A field's value in the form, from the record being edited (undefined when creating). */
export function formValueOf(field: FormFieldDeclaration<string>, record: Record<string, unknown> | undefined): unknown {
  if (field.initialValue) return field.initialValue(record);
  const { initial } = controlKindOf(field);
  return initial ? initial(record?.[field.name], field) : textOf(record?.[field.name]);
}

/** A field's value as the call takes it, from the form's. */
export function sentValueOf(field: FormFieldDeclaration<string>, value: unknown): unknown {
  const { sent } = controlKindOf(field);
  return sent ? sent(value, field) : value;
}

/**
 * A declaration's form fields: a request field's label from the contract (fieldLabel.ts), help
 * and placeholders from the page's namespace, rules from the saving call's request schema, so
 * the form checks what the server will; each control's input from its kind (kinds/controls/).
 */
export function DeclaredFields({
  namespace,
  call,
  fields,
  editing,
  record,
}: {
  namespace: string;
  call: EndpointName;
  fields: readonly FormFieldDeclaration<string>[];
  /** Fields marked read-only while editing are shown disabled. */
  editing: boolean;
  /** The record shown (a settings page's): a field it locks is disabled, saying why. */
  record?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const schema = requestFields(call);
  const word = (group: string, name: string) => `${namespace}.${group}.${name}`;
  const optional = (key: string) => (t(key, { defaultValue: '' }) ? t(key) : undefined);
  return fields.map((field) => {
    const { name, whenEditing, label: labelKey, render, required } = field;
    const control = controlKindOf(field);
    const readOnly = editing && whenEditing === 'readOnly';
    const locked = record !== undefined && field.locked?.(record) === true;
    const fieldSchema = schema[name];
    const label =
      labelKey === undefined
        ? requestFieldLabel(t, call, name, namespace)
        : t(labelKey.includes('.') ? labelKey : word('fields', labelKey));
    const allowed = fieldSchema && { ...fieldConstraints(fieldSchema), ...(required && { required }) };
    const constraints =
      allowed && fieldSchema && control.constraints
        ? control.constraints(allowed, (value) => fieldSchema.safeParse(value).success, field)
        : allowed;
    const rules =
      readOnly || !constraints
        ? undefined
        : rulesFromConstraints(constraints, {
            t,
            label,
            patternMessage: t(word('rules', name)),
            given: control.given ?? 'typed',
          });
    return (
      <Field
        key={name}
        name={name}
        label={label}
        rules={locked ? undefined : rules}
        help={locked ? t(word('locked', name)) : optional(word('help', name))}
        disabled={locked}
      >
        {render ??
          (readOnly ? <TextInput autoComplete="off" disabled /> : control.element(field, { t, namespace, call }))}
      </Field>
    );
  });
}
