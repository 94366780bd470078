import type { EndpointName } from '@vending/contract';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import type { FormControl, FormFieldDeclaration } from '../formFields';
import type { FieldConstraints } from '../schemaRules';
import { byName, found } from './byName';

/*
 * The form controls' modules, found by their folder as the page kinds are (registry.ts): a
 * module's file name is its control's name and it exports the control as `kind`
 * (registry.test.tsx checks both). Loaded with the forms (DeclaredFields), never by a list's
 * first paint.
 */

/** What a control may use of the form it is drawn in. */
export interface ControlForm {
  t: TFunction;
  namespace: string;
  /** The call that saves. */
  call: EndpointName;
}

export interface ControlKind<Control extends FormControl = FormControl> {
  control: Control;
  /** Its input: an element, since the Field hands its props (value, handlers) to its child. */
  element(declared: FormFieldDeclaration<string, Control>, form: ControlForm): ReactElement;
  /**
   * How its value is given, for its required message: chosen from a list or a date picker
   * (请选择…), uploaded (请上传…), typed (请输入…, when not said).
   */
  given?: 'typed' | 'chosen' | 'uploaded';
  /** The form's value from the record's (editing; undefined when creating); else the record's as text. */
  initial?(value: unknown, declared: FormFieldDeclaration<string, Control>): unknown;
  /** The value sent for the form's (only what the call takes); else as the form holds it. */
  sent?(value: unknown, declared: FormFieldDeclaration<string, Control>): unknown;
  /** What the form checks, from what the request schema's field allows (its `accepts`, say); else those. */
  constraints?(
    allowed: FieldConstraints,
    accepts: (value: unknown) => boolean,
    declared: FormFieldDeclaration<string, Control>,
  ): FieldConstraints;
  /** The words it needs beside its label. */
  words?(declared: FormFieldDeclaration<string, Control>, namespace: string): string[];
}

const controlModules = import.meta.glob<ControlKind>(['./controls/*.tsx', '!**/*.test.tsx'], {
  eager: true,
  import: 'kind',
});

export const controlKinds = byName(controlModules);

export function controlKindOf<Control extends FormControl>(field: FormFieldDeclaration<string, Control>) {
  return found(controlKinds, field.control, 'form control') as ControlKind<Control>;
}

/** A record's value as a text input holds it. */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
