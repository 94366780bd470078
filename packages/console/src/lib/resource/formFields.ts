import type { FieldControlProps } from '@vending/ui';
import type { ReactNode } from 'react';
import type { OptionsCall } from './kinds/kind';

/**
 * A form's controls. `money`: typed in major units with at most two decimals, sent as integer
 * minor units (the record's minor units are shown as major units when editing). `image`: an
 * image upload whose value is the uploaded file's URL.
 */
export type FormControl = 'text' | 'textarea' | 'phone' | 'newPassword' | 'select' | 'dateTime' | 'money' | 'image';

export interface FormFieldDeclaration<Param extends string> {
  name: Param;
  control: FormControl;
  /** The `select` control's options: a call answering them. */
  options?: OptionsCall;
  /** The `select` control's fixed options, labelled `<namespace>.options.<name>.<value>`. */
  choices?: readonly string[];
  /** A `money` field that takes a sign (`-` takes off: an adjustment). */
  signed?: boolean;
  /** Required even where the schema leaves it optional (what a transition needs). */
  required?: boolean;
  /** Draws the control itself (a picker the declared kinds do not cover): the escape hatch. */
  render?: (control: FieldControlProps) => ReactNode;
  /** The field's value from the record being edited (undefined when creating), when it is not the row's field of that name. */
  initialValue?: (row: Record<string, unknown> | undefined) => unknown;
  /** Its label's key under `<namespace>.fields` when not the parameter's name (新密码 for a reset). */
  label?: string;
  /** Editing: shown read-only (an identity such as the username) or not shown at all. */
  whenEditing?: 'readOnly' | 'hidden';
}

/** The words a form's fields need: their labels, and a money field's rule (the amount and its bounds). */
export function formFieldWords(namespace: string, fields: readonly FormFieldDeclaration<string>[]): string[] {
  return fields.flatMap((field) => [
    `${namespace}.fields.${field.label ?? field.name}`,
    ...(field.control === 'money' ? [`${namespace}.rules.${field.name}`] : []),
  ]);
}
