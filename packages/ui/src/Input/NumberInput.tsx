import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';
import { inputBoxVariants } from './inputVariants';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type' | 'value' | 'defaultValue' | 'min' | 'max'
> {
  /** `null` is an empty input. */
  value?: number | null;
  defaultValue?: number | null;
  /** The parsed number, or `null` when the input is empty or not a number yet. */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  invalid?: boolean;
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
}

/** Reads an input's text as a number; empty or unparsable text is `null`. */
export function parseNumberInput(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

const numberToText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * A number input (a native spinbutton, so arrow keys step by `step`). The text being typed
 * is kept locally so that a half-typed value such as "1." is not overwritten by the parsed
 * number; a new `value` from the caller replaces it.
 */
export function NumberInput({
  size,
  invalid = false,
  className,
  value,
  defaultValue,
  onChange,
  onValueChange,
  ref,
  ...rest
}: NumberInputProps) {
  const resolvedSize = useControlSize(size);
  const controlled = value !== undefined;
  const [text, setText] = useState(() => numberToText(controlled ? value : defaultValue));
  const [lastValue, setLastValue] = useState(value);
  if (controlled && value !== lastValue) {
    setLastValue(value);
    if (parseNumberInput(text) !== value) setText(numberToText(value));
  }
  return (
    <input
      ref={ref}
      type="number"
      inputMode="decimal"
      data-slot="number-input"
      data-size={resolvedSize}
      data-state={invalid ? 'invalid' : 'valid'}
      aria-invalid={invalid || undefined}
      className={cn(inputBoxVariants({ size: resolvedSize }), 'tabular-nums', className)}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(event);
        onValueChange?.(parseNumberInput(event.target.value));
      }}
      {...rest}
    />
  );
}
