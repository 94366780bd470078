import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';
import { inputBoxVariants } from './inputVariants';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  /** The new text on every change (the native `onChange` still fires too). */
  onValueChange?: (value: string) => void;
  /** Shows the danger border and sets `aria-invalid`. */
  invalid?: boolean;
  /** Falls back to the UiProvider's size (mini by default). */
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input; controlled with `value`, uncontrolled with `defaultValue`. */
export function TextInput({
  size,
  invalid = false,
  className,
  type = 'text',
  onChange,
  onValueChange,
  disabled,
  ref,
  ...rest
}: TextInputProps) {
  const resolvedSize = useControlSize(size);
  return (
    <input
      ref={ref}
      type={type}
      data-slot="text-input"
      data-size={resolvedSize}
      data-state={invalid ? 'invalid' : 'valid'}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      className={cn(inputBoxVariants({ size: resolvedSize }), className)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
      {...rest}
    />
  );
}
