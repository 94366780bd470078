import type { FieldControlProps } from '@vending/ui';
import type { ReactNode } from 'react';

/*
 * A form's fields. Each control is a kind: one module under kinds/controls/ adds its name and
 * its declaration's own members to `FormControls` (by `declare module`) and exports the kind
 * (its input, how its value is given, read and sent, the words it needs), found by
 * kinds/controlRegistry.ts. Adding a control is adding that one file.
 */

/* eslint-disable @typescript-eslint/no-empty-object-type -- the controls' modules add their members */
/** Form controls by name: each control's module adds its declaration's own members here. */
export interface FormControls {}
/* eslint-enable @typescript-eslint/no-empty-object-type */

export type FormControl = keyof FormControls & string;

/** What every form field declares, whatever its control. */
export interface FormFieldCommon<Param extends string> {
  name: Param;
  /** Required even where the schema leaves it optional (what a transition needs). */
  required?: boolean;
  /** Draws the control itself (a picker the declared controls do not cover): the escape hatch. */
  render?: (control: FieldControlProps) => ReactNode;
  /** The field's value from the record being edited (undefined when creating), when it is not the row's field of that name. */
  initialValue?: (row: Record<string, unknown> | undefined) => unknown;
  /**
   * Its label's key under `<namespace>.fields` (or a whole key) when not the request field's
   * own label, which the contract gives (lib/resource/fieldLabel.ts): 新密码 for a reset.
   */
  label?: string;
  /** Editing: shown read-only (an identity such as the username) or not shown at all. */
  whenEditing?: 'readOnly' | 'hidden';
  /**
   * A settings page's field that the record says can no longer change (the currency once money
   * has moved): shown disabled, with why (`<namespace>.locked.<name>`) in place of its help; its
   * value is sent as it is.
   */
  locked?: (record: Record<string, unknown>) => boolean;
}

export type FormFieldDeclaration<Param extends string, Control extends FormControl = FormControl> = {
  [K in Control]: { control: K } & FormFieldCommon<Param> & FormControls[K];
}[Control];
