import { endpoints, type EndpointName } from '@vending/contract';
import {
  Combobox,
  DateTimeInput,
  Field,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
  type SelectProps,
} from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FormControl, FormFieldDeclaration } from './declaration';
import { ImageField } from './ImageField';
import { minorUnitsOf } from './money';
import { fieldConstraints, rulesFromConstraints } from './schemaRules';
import { useLoadedOptions } from './useOptions';

/** A request schema's fields by name (every request schema of the contract is an object). */
export function requestFields(call: EndpointName): Record<string, z.ZodType> {
  const request: z.ZodType = endpoints[call].request;
  return request instanceof z.ZodObject ? request.shape : {};
}

/** A record's value as a text input holds it. */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The input of a declared control; an element, since the Field hands its props to its child. */
function controlElement(control: FormControl, options: EndpointName | undefined, signed: boolean) {
  if (control === 'select' && options) return <OptionsSelect call={options} />;
  if (control === 'dateTime') return <DateTimeInput />;
  // A phone's decimal keypad has no minus sign: a signed amount takes the ordinary keyboard.
  if (control === 'money')
    return (
      <TextInput inputMode={signed ? 'text' : 'decimal'} autoComplete="off" placeholder={signed ? '±0.00' : '0.00'} />
    );
  if (control === 'image') return <ImageField />;
  if (control === 'newPassword') return <PasswordInput autoComplete="new-password" />;
  if (control === 'textarea') return <Textarea rows={4} />;
  if (control === 'phone') return <TextInput inputMode="tel" autoComplete="off" />;
  return <TextInput autoComplete="off" />;
}

/**
 * How a control's value is given, for its required message: a list or a date picker is chosen
 * from (请选择…), an image uploaded (请上传…), the rest typed (请输入…).
 */
export function givenBy(control: FormControl): 'typed' | 'chosen' | 'uploaded' {
  if (control === 'select' || control === 'dateTime') return 'chosen';
  return control === 'image' ? 'uploaded' : 'typed';
}

/** More choices than this are searched (Combobox) rather than scrolled. */
const searchableAbove = 8;

/**
 * A choice among what a call answers; the Field hands it its value and handlers. A long list, or
 * one whose options need a description to be told apart, is a searchable Combobox.
 */
function OptionsSelect({ call, value, ...props }: Omit<SelectProps, 'options'> & { call: EndpointName }) {
  const { t } = useTranslation();
  const loaded = useLoadedOptions([call])[call];
  const options = (loaded ?? []).map((option) => ({
    value: String(option.value),
    label: option.label,
    ...(option.description && { description: option.description }),
  }));
  const searchable = options.length > searchableAbove || options.some((option) => option.description);
  const common = { ...props, value: textOf(value), placeholder: t('common.choose'), options };
  return searchable ? <Combobox {...common} loading={loaded === undefined} /> : <Select {...common} />;
}

/**
 * A declaration's form fields: labels, help and placeholders from the page's namespace, rules
 * from the saving call's request schema, so the form checks what the server will.
 */
export function DeclaredFields({
  namespace,
  call,
  fields,
  editing,
}: {
  namespace: string;
  call: EndpointName;
  fields: readonly FormFieldDeclaration<string>[];
  /** Fields marked read-only while editing are shown disabled. */
  editing: boolean;
}) {
  const { t } = useTranslation();
  const schema = requestFields(call);
  const word = (group: string, name: string) => `${namespace}.${group}.${name}`;
  const optional = (key: string) => (t(key, { defaultValue: '' }) ? t(key) : undefined);
  const choiceSelect = (name: string, choices: readonly string[]) => (
    <Select
      placeholder={t('common.choose')}
      options={choices.map((value) => ({ value, label: t(word('options', `${name}.${value}`)) }))}
    />
  );
  return fields.map(({ name, control, options, choices, whenEditing, label: labelKey, render, required, signed }) => {
    const readOnly = editing && whenEditing === 'readOnly';
    const fieldSchema = schema[name];
    const label = labelKey?.includes('.') ? t(labelKey) : t(word('fields', labelKey ?? name));
    const constraints = fieldSchema && { ...fieldConstraints(fieldSchema), ...(required && { required }) };
    const rules =
      readOnly || !fieldSchema || !constraints
        ? undefined
        : rulesFromConstraints(
            control === 'money'
              ? // Typed in major units: the schema judges the minor units sent.
                {
                  required: constraints.required,
                  accepts: (value) => {
                    const minor = minorUnitsOf(value, { signed: signed === true });
                    return minor !== undefined && fieldSchema.safeParse(minor).success;
                  },
                }
              : constraints,
            {
              t,
              label,
              patternMessage: t(word('rules', name)),
              given: givenBy(control),
            },
          );
    return (
      <Field key={name} name={name} label={label} rules={rules} help={optional(word('help', name))}>
        {render ??
          (readOnly ? (
            <TextInput autoComplete="off" disabled />
          ) : control === 'select' && choices ? (
            choiceSelect(name, choices)
          ) : (
            controlElement(control, options, signed === true)
          ))}
      </Field>
    );
  });
}
