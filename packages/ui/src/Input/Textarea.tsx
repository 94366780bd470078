import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';
import { inputBoxVariants } from './inputVariants';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  invalid?: boolean;
  size?: ControlSize;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line text; the font follows the control size, the height follows `rows`. */
export function Textarea({
  size,
  invalid = false,
  className,
  rows = 3,
  onChange,
  onValueChange,
  ref,
  ...rest
}: TextareaProps) {
  const resolvedSize = useControlSize(size);
  return (
    <textarea
      ref={ref}
      rows={rows}
      data-slot="textarea"
      data-size={resolvedSize}
      data-state={invalid ? 'invalid' : 'valid'}
      aria-invalid={invalid || undefined}
      className={cn(inputBoxVariants({ size: resolvedSize, multiline: true }), 'resize-y', className)}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
      {...rest}
    />
  );
}
