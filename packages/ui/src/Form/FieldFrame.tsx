import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { ControlSize } from '../provider/UiProvider';

const fieldLabelVariants = cva(
  'flex items-center gap-0.5 self-start font-medium text-text group-data-[layout=horizontal]/form:justify-end group-data-[layout=horizontal]/form:text-right',
  {
    variants: {
      size: {
        default: 'text-sm group-data-[layout=horizontal]/form:min-h-control-default',
        small: 'text-[13px] group-data-[layout=horizontal]/form:min-h-control-small',
        mini: 'text-xs group-data-[layout=horizontal]/form:min-h-control-mini',
      },
    },
    defaultVariants: { size: 'mini' },
  },
);

const controlRowHeights = {
  default: 'min-h-control-default',
  small: 'min-h-control-small',
  mini: 'min-h-control-mini',
} as const;

/** The ids tying a field's label, help and error to its control. */
export interface FieldIds {
  control: string;
  label: string;
  help: string;
  error: string;
}

export function useFieldIds(): FieldIds {
  const baseId = useId();
  return { control: `${baseId}control`, label: `${baseId}label`, help: `${baseId}help`, error: `${baseId}error` };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required: boolean;
  help?: ReactNode;
  error?: string | undefined;
  size: ControlSize;
  className?: string;
  /** The control, already given the ids (`aria-labelledby`, `aria-describedby`). */
  children: ReactNode;
}

/**
 * What a form field looks like: label (with the required mark), the control, help text and the
 * error message. `Field` draws it around a form's control; a form without react-hook-form (the
 * login page, kept light) draws it around its own.
 */
export function FieldFrame({ ids, label, required, help, error, size, className, children }: FieldFrameProps) {
  return (
    <div
      data-slot="field"
      data-state={error ? 'invalid' : 'valid'}
      className={cn(
        'grid gap-x-3 gap-y-1 group-data-[layout=horizontal]/form:grid-cols-[var(--vc-form-label-width)_minmax(0,1fr)]',
        className,
      )}
    >
      {/* The mark sits beside the label, not in it, so the label's text is the field's name alone. */}
      <div data-slot="field-label" className={fieldLabelVariants({ size })}>
        {required ? (
          <span aria-hidden="true" data-slot="field-required" className="mr-0.5 text-danger-text">
            *
          </span>
        ) : null}
        <label id={ids.label} htmlFor={ids.control}>
          {label}
        </label>
      </div>
      <div data-slot="field-body" className="flex min-w-0 flex-col gap-1">
        {/* Small controls (switch, checkbox) sit centred on the label's line. */}
        <div data-slot="field-control" className={cn('grid content-center', controlRowHeights[size])}>
          {children}
        </div>
        {help ? (
          <p id={ids.help} data-slot="field-help" className="text-xs text-text-muted">
            {help}
          </p>
        ) : null}
        {error ? (
          <p id={ids.error} role="alert" data-slot="field-error" className="text-xs text-danger-text">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
