import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, useUiMessage } from '../provider/UiProvider';
import { inputBoxVariants } from './inputVariants';
import type { TextInputProps } from './TextInput';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/**
 * A password input with a show/hide toggle. The wrapper carries the box so the toggle sits
 * inside it; the input itself keeps every input attribute (name, id, aria-*).
 */
export function PasswordInput({
  size,
  invalid = false,
  className,
  disabled,
  onChange,
  onValueChange,
  id,
  ref,
  ...rest
}: PasswordInputProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const [visible, setVisible] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div
      data-slot="password-input"
      data-size={resolvedSize}
      data-state={visible ? 'visible' : 'hidden'}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn(inputBoxVariants({ size: resolvedSize }), 'gap-1 pr-0', className)}
    >
      <input
        ref={ref}
        id={inputId}
        type={visible ? 'text' : 'password'}
        data-slot="password-input-field"
        aria-invalid={invalid || undefined}
        disabled={disabled}
        autoComplete="off"
        className="h-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-text-subtle disabled:cursor-not-allowed"
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...rest}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-controls={inputId}
        aria-pressed={visible}
        aria-label={message('formShowPassword')}
        disabled={disabled}
        className="flex h-full shrink-0 cursor-pointer items-center rounded-r px-2 text-text-subtle hover:text-text focus-visible:-outline-offset-2 disabled:cursor-not-allowed"
        onClick={() => setVisible((current) => !current)}
      >
        {visible ? <EyeOff aria-hidden className="size-[1.2em]" /> : <Eye aria-hidden className="size-[1.2em]" />}
      </button>
    </div>
  );
}
