import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { useId, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, type ControlSize } from '../provider/UiProvider';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  RadioGroupPrimitive.RadioGroupProps,
  'onChange' | 'asChild' | 'children' | 'dir'
> {
  options: readonly RadioOption[];
  invalid?: boolean;
  size?: ControlSize;
  /** Runs when the focus leaves the whole group, not when it moves between its radios. */
  onBlur?: () => void;
  /** Receives the radio that takes the focus (the checked one, else the first), e.g. for a Field. */
  ref?: Ref<HTMLButtonElement>;
}

const labelSizes: Record<ControlSize, string> = { default: 'text-sm', small: 'text-[13px]', mini: 'text-xs' };
const radioSizes: Record<ControlSize, string> = { default: 'size-4', small: 'size-3.5', mini: 'size-3.5' };

/** One choice among a few visible options (Radix RadioGroup); arrow keys move the choice. */
export function RadioGroup({
  options,
  invalid = false,
  size,
  orientation = 'horizontal',
  className,
  onBlur,
  value,
  defaultValue,
  id,
  ref,
  ...rest
}: RadioGroupProps) {
  const resolvedSize = useControlSize(size);
  const baseId = useId();
  const focusValue = value || defaultValue || options.find((option) => !option.disabled)?.value;
  return (
    <RadioGroupPrimitive.Root
      id={id}
      data-slot="radio-group"
      data-size={resolvedSize}
      aria-invalid={invalid || undefined}
      orientation={orientation}
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'flex gap-x-5 gap-y-2 data-[orientation=vertical]:flex-col data-[orientation=horizontal]:flex-wrap',
        resolvedSize === 'mini'
          ? 'min-h-control-mini'
          : resolvedSize === 'small'
            ? 'min-h-control-small'
            : 'min-h-control-default',
        className,
      )}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
      {...rest}
    >
      {options.map((option, index) => {
        const itemId = `${baseId}${index}`;
        return (
          <span key={option.value} className="inline-flex items-center gap-2">
            <RadioGroupPrimitive.Item
              ref={option.value === focusValue ? ref : undefined}
              id={itemId}
              value={option.value}
              disabled={option.disabled}
              data-slot="radio"
              className={cn(
                'peer inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface',
                'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
                invalid ? 'border-danger' : null,
                radioSizes[resolvedSize],
              )}
            >
              <RadioGroupPrimitive.Indicator className="block size-1/2 rounded-full bg-primary" />
            </RadioGroupPrimitive.Item>
            <label
              htmlFor={itemId}
              className={cn(
                'cursor-pointer text-text select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                labelSizes[resolvedSize],
              )}
            >
              {option.label}
            </label>
          </span>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
