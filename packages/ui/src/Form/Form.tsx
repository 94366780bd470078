import { useState, type CSSProperties, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, type ButtonProps } from '../Button';
import { cn } from '../lib/cn';
import { UiProvider, useUiLocale, type ControlSize } from '../provider/UiProvider';

/** What the last submission came to; `submitting` while the caller's onSubmit runs. */
export type FormState = 'idle' | 'submitting' | 'invalid' | 'failed' | 'submitted';
export type FormLayout = 'horizontal' | 'vertical';

export interface FormProps<TValues extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid' | 'children' | 'defaultValue'
> {
  defaultValues?: DefaultValues<TValues>;
  /** Called with the values once every rule passes. A rejection keeps every value in the form. */
  onSubmit: (values: TValues) => void | Promise<void>;
  /** Called instead of onSubmit when a rule fails (the first invalid field gets the focus). */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
  /** Called with the reason when onSubmit rejects; the caller decides what the user sees. */
  onSubmitError?: (error: unknown) => void;
  /** Labels beside the controls (default) or above them. */
  layout?: FormLayout;
  /** Width of the label column in the horizontal layout (CSS length). */
  labelWidth?: string;
  /** Size of every control inside; falls back to the UiProvider's. */
  size?: ControlSize;
  /** Fields, or a function of the form's state for parts that depend on it. */
  children: ReactNode | ((form: UseFormReturn<TValues>) => ReactNode);
}

/**
 * A form on react-hook-form. Rules run when a field is first left (blur) and on submit;
 * once a field has been left, its rules run again on every change, so an error clears as
 * soon as the input is fixed.
 */
export function Form<TValues extends FieldValues>({
  defaultValues,
  onSubmit,
  onInvalid,
  onSubmitError,
  layout = 'horizontal',
  labelWidth = '100px',
  size,
  children,
  className,
  style,
  ...rest
}: FormProps<TValues>) {
  const form = useForm<TValues>({
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const locale = useUiLocale();
  const [outcome, setOutcome] = useState<Exclude<FormState, 'submitting'>>('idle');
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
        setOutcome('submitted');
      } catch (error) {
        setOutcome('failed');
        onSubmitError?.(error);
      }
    },
    (errors) => {
      setOutcome('invalid');
      onInvalid?.(errors);
    },
  );
  const content = (
    <form
      noValidate
      data-slot="form"
      data-layout={layout}
      data-state={form.formState.isSubmitting ? 'submitting' : outcome}
      className={cn('group/form flex flex-col gap-4', className)}
      style={{ '--vc-form-label-width': labelWidth, ...style } as CSSProperties}
      onSubmit={(event) => void submit(event)}
      {...rest}
    >
      {typeof children === 'function' ? children(form) : children}
    </form>
  );
  return (
    <FormProvider {...form}>
      {size ? (
        <UiProvider locale={locale} size={size}>
          {content}
        </UiProvider>
      ) : (
        content
      )}
    </FormProvider>
  );
}

/** The surrounding Form's state and methods (values, errors, setValue, trigger...). */
export function useFormApi<TValues extends FieldValues = FieldValues>(): UseFormReturn<TValues> {
  const form = useFormContext<TValues>() as UseFormReturn<TValues> | null;
  if (!form) throw new Error('useFormApi must be used inside <Form>.');
  return form;
}

export type FormSubmitProps = Omit<ButtonProps, 'type' | 'loading' | 'icon'> & { children: ReactNode };

/** The form's primary submit button; busy while onSubmit runs. */
export function FormSubmit({ variant = 'primary', ...rest }: FormSubmitProps) {
  const { formState } = useFormApi();
  return <Button {...rest} type="submit" variant={variant} loading={formState.isSubmitting} />;
}
