import { cloneElement, isValidElement, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useController, type FieldValues, type RefCallBack, type RegisterOptions } from 'react-hook-form';
import { useControlSize } from '../provider/UiProvider';
import { useFormApi } from './Form';
import { FieldFrame, useFieldIds } from './FieldFrame';

/** Declarative rules; `validate` functions receive the value and all the form's values (cross-field rules). */
export type FieldRules = Pick<
  RegisterOptions<FieldValues, string>,
  'required' | 'min' | 'max' | 'minLength' | 'maxLength' | 'pattern' | 'validate'
>;

/** What a Field hands its control. Inputs of this design system take these props as they are. */
export interface FieldControlProps {
  id: string;
  name: string;
  value: unknown;
  onValueChange: (value: unknown) => void;
  onBlur: () => void;
  ref: RefCallBack;
  invalid: boolean;
  disabled?: boolean;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * Controls whose value is a boolean (Switch, Checkbox) say so with a static
 * `fieldValueProp = 'checked'`; Field then binds `checked` / `onCheckedChange` instead.
 */
interface BindableControl {
  fieldValueProp?: 'checked';
}

export interface FieldProps {
  /** The value's key in the form's values. */
  name: string;
  label: ReactNode;
  rules?: FieldRules;
  /** Shows the required mark; on by default when `rules.required` is set. */
  required?: boolean;
  /** A hint under the control, read by screen readers with it. */
  help?: ReactNode;
  /**
   * Other fields whose change re-runs this field's rules (once this field has been left or
   * shown an error), e.g. the confirmation re-checked when the new password changes.
   */
  dependsOn?: readonly string[];
  disabled?: boolean;
  className?: string;
  /** One control element (it receives the field's props), or a function rendering it. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

/**
 * One labelled form field: label (with the required mark), the control, help text and the
 * rule's error message. The control is tied to all of them: labelled by the label, described
 * by the error and the help, `aria-invalid` while the error shows.
 */
export function Field({ name, label, rules, required, help, dependsOn, disabled, className, children }: FieldProps) {
  const { control, watch, trigger, getFieldState } = useFormApi();
  const { field, fieldState } = useController({ name, control, rules, disabled });
  const size = useControlSize();
  const ids = useFieldIds();
  const error = fieldState.error?.message;
  const showsRequired = required ?? Boolean(rules?.required);
  const dependencies = dependsOn?.join('\n');

  useEffect(() => {
    if (!dependencies) return;
    const watchedNames = dependencies.split('\n');
    const subscription = watch((_values, { name: changed }) => {
      const own = getFieldState(name);
      if (changed && watchedNames.includes(changed) && (own.isTouched || own.invalid)) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [dependencies, name, watch, trigger, getFieldState]);

  const controlProps: FieldControlProps = {
    id: ids.control,
    name: field.name,
    value: field.value,
    onValueChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    invalid: Boolean(error),
    disabled: field.disabled,
    'aria-labelledby': ids.label,
    'aria-describedby': [error ? ids.error : null, help ? ids.help : null].filter(Boolean).join(' ') || undefined,
    'aria-required': showsRequired || undefined,
  };

  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={showsRequired}
      help={help}
      error={error}
      size={size}
      className={className}
    >
      {renderControl(children, controlProps)}
    </FieldFrame>
  );
}

function renderControl(children: FieldProps['children'], control: FieldControlProps): ReactNode {
  if (typeof children === 'function') return children(control);
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const { value, onValueChange, ...common } = control;
  const own = children.props;
  const binding = (children.type as ComponentType & BindableControl).fieldValueProp;
  const chain = (ownHandler: unknown, fieldHandler: (next: unknown) => void) => (next: unknown) => {
    fieldHandler(next);
    if (typeof ownHandler === 'function') ownHandler(next);
  };
  return cloneElement(children, {
    ...common,
    disabled: Boolean(own['disabled']) || control.disabled,
    ...(binding === 'checked'
      ? { checked: Boolean(value), onCheckedChange: chain(own['onCheckedChange'], onValueChange) }
      : { value, onValueChange: chain(own['onValueChange'], onValueChange) }),
  });
}
