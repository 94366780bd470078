import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';
import { Spinner } from '../Spinner';

const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center whitespace-nowrap rounded font-medium select-none',
    'gap-[var(--vc-control-gap)] text-[length:var(--vc-control-font)]',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
  ],
  {
    variants: {
      variant: {
        primary:
          'border border-primary bg-primary text-on-solid hover:enabled:border-primary-hover hover:enabled:bg-primary-hover',
        default:
          'border border-border bg-surface text-text hover:enabled:border-primary-text hover:enabled:text-primary-text',
        danger:
          'border border-danger bg-danger text-on-solid hover:enabled:border-danger-hover hover:enabled:bg-danger-hover',
        text: 'border border-transparent bg-transparent text-primary-text hover:enabled:bg-primary-soft',
        link: 'border-0 bg-transparent px-0! text-primary-text underline-offset-4 hover:enabled:underline',
      },
      size: {
        default:
          'h-control-default px-[var(--vc-control-px)] [--vc-control-font:var(--vc-control-font-default)] [--vc-control-gap:var(--vc-control-gap-default)] [--vc-control-px:var(--vc-control-px-default)]',
        small:
          'h-control-small px-[var(--vc-control-px)] [--vc-control-font:var(--vc-control-font-small)] [--vc-control-gap:var(--vc-control-gap-small)] [--vc-control-px:var(--vc-control-px-small)]',
        mini: 'h-control-mini px-[var(--vc-control-px)] [--vc-control-font:var(--vc-control-font-mini)] [--vc-control-gap:var(--vc-control-gap-mini)] [--vc-control-px:var(--vc-control-px-mini)]',
      },
      iconOnly: {
        true: 'px-0!',
        false: '',
      },
    },
    compoundVariants: [
      { iconOnly: true, size: 'default', className: 'w-control-default' },
      { iconOnly: true, size: 'small', className: 'w-control-small' },
      { iconOnly: true, size: 'mini', className: 'w-control-mini' },
    ],
    defaultVariants: { variant: 'default', size: 'mini', iconOnly: false },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;

interface ButtonBaseProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  variant?: ButtonVariant;
  /** Falls back to the UiProvider's size (mini by default). */
  size?: ControlSize;
  /** Shows a spinner, marks the button busy and ignores clicks until the work ends. */
  loading?: boolean;
  /** An icon before the label (or alone, for an icon-only button). */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

interface LabelledButtonProps extends ButtonBaseProps {
  children: ReactNode;
}

/** An icon-only button has no visible text, so its accessible name is required. */
interface IconOnlyButtonProps extends ButtonBaseProps {
  children?: never;
  icon: ReactNode;
  'aria-label': string;
}

export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

/** The console's action button: five variants, three sizes, loading and disabled states. */
export function Button({
  variant = 'default',
  size,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const iconOnly = children === undefined || children === null;
  const state = loading ? 'loading' : disabled ? 'disabled' : 'idle';
  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      data-variant={variant}
      data-size={resolvedSize}
      data-state={state}
      className={cn(buttonVariants({ variant, size: resolvedSize, iconOnly }), className)}
      // A loading button stays enabled, only deaf to clicks: the browser drops the focus of a
      // button that becomes disabled, and a keyboard user would lose their place mid-save.
      disabled={disabled && !loading}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {iconOnly ? null : <span data-slot="button-label">{children}</span>}
      {loading ? <span className="sr-only">{message('loading')}</span> : null}
    </button>
  );
}
