import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva } from 'class-variance-authority';
import type { Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';

const switchVariants = cva(
  [
    'peer relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent',
    'bg-border-strong data-[state=checked]:bg-primary',
    'aria-invalid:ring-2 aria-invalid:ring-danger',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: { default: 'h-6 w-11', small: 'h-5 w-9', mini: 'h-4 w-7' },
    },
    defaultVariants: { size: 'mini' },
  },
);

const thumbSizes: Record<ControlSize, string> = {
  default: 'size-5 data-[state=checked]:translate-x-5',
  small: 'size-4 data-[state=checked]:translate-x-4',
  mini: 'size-3 data-[state=checked]:translate-x-3',
};

export interface SwitchProps extends Omit<
  SwitchPrimitive.SwitchProps,
  'onChange' | 'value' | 'defaultValue' | 'asChild'
> {
  invalid?: boolean;
  size?: ControlSize;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch (Radix Switch, role="switch"); Space toggles it. */
export function Switch({ size, invalid = false, className, ref, ...rest }: SwitchProps) {
  const resolvedSize = useControlSize(size);
  return (
    <SwitchPrimitive.Root
      ref={ref}
      data-slot="switch"
      data-size={resolvedSize}
      aria-invalid={invalid || undefined}
      className={cn(switchVariants({ size: resolvedSize }), className)}
      {...rest}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block rounded-full bg-on-solid shadow transition-transform',
          thumbSizes[resolvedSize],
        )}
      />
    </SwitchPrimitive.Root>
  );
}

/** Inside a Field, a switch is bound through `checked` / `onCheckedChange`. */
Switch.fieldValueProp = 'checked' as const;
