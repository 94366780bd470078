import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';

const checkboxVariants = cva(
  [
    'peer inline-flex shrink-0 cursor-pointer items-center justify-center rounded-sm border border-border-strong bg-surface text-on-solid',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
    'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: { size: { default: 'size-4', small: 'size-3.5', mini: 'size-3.5' } },
    defaultVariants: { size: 'mini' },
  },
);

const labelSizes: Record<ControlSize, string> = { default: 'text-sm', small: 'text-[13px]', mini: 'text-xs' };

export interface CheckboxProps extends Omit<
  CheckboxPrimitive.CheckboxProps,
  'onChange' | 'value' | 'defaultValue' | 'asChild' | 'children'
> {
  /** Text beside the box; clicking it toggles the box. Without it, name the box with aria-label or a Field. */
  label?: ReactNode;
  invalid?: boolean;
  size?: ControlSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A checkbox (Radix Checkbox): checked, unchecked or indeterminate; Space toggles it. */
export function Checkbox({
  label,
  size,
  invalid = false,
  className,
  id,
  'aria-labelledby': labelledBy,
  ref,
  ...rest
}: CheckboxProps) {
  const resolvedSize = useControlSize(size);
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  const labelId = `${boxId}-label`;
  const box = (
    <CheckboxPrimitive.Root
      ref={ref}
      id={boxId}
      data-slot="checkbox"
      data-size={resolvedSize}
      aria-invalid={invalid || undefined}
      // A Field's label names the box together with the box's own text.
      aria-labelledby={labelledBy && label ? `${labelledBy} ${labelId}` : labelledBy}
      className={cn(checkboxVariants({ size: resolvedSize }), label ? null : className)}
      {...rest}
    >
      <CheckboxPrimitive.Indicator className="group/indicator flex items-center justify-center">
        <Check aria-hidden strokeWidth={3} className="size-3 group-data-[state=indeterminate]/indicator:hidden" />
        <Minus aria-hidden strokeWidth={3} className="hidden size-3 group-data-[state=indeterminate]/indicator:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <span data-slot="checkbox-with-label" className={cn('inline-flex items-center gap-2', className)}>
      {box}
      <label
        id={labelId}
        htmlFor={boxId}
        className={cn(
          'cursor-pointer text-text select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          labelSizes[resolvedSize],
        )}
      >
        {label}
      </label>
    </span>
  );
}

/** Inside a Field, a checkbox is bound through `checked` / `onCheckedChange`. */
Checkbox.fieldValueProp = 'checked' as const;
