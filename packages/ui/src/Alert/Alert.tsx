import { cva } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { CloseIconButton } from '../lib/CloseIconButton';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

const alertIcons: Record<AlertType, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleExclamationPoint,
  error: CircleX,
};

const alertVariants = cva('flex items-start gap-2 rounded border px-4 py-2.5 text-sm text-text', {
  variants: {
    type: {
      success: 'border-success/40 bg-success-soft [&_[data-slot=alert-icon]]:text-success',
      info: 'border-primary/30 bg-primary-soft [&_[data-slot=alert-icon]]:text-primary-text',
      warning: 'border-warning/40 bg-warning-soft [&_[data-slot=alert-icon]]:text-warning',
      error: 'border-danger/40 bg-danger-soft [&_[data-slot=alert-icon]]:text-danger',
    },
  },
  defaultVariants: { type: 'info' },
});

export interface AlertProps {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  /** Shows a close control; called when it is pressed (the caller hides the alert). */
  onClose?: () => void;
  /** Actions at the right (a retry button). */
  action?: ReactNode;
  className?: string;
}

/** A banner inside the page. Warnings and errors are announced (role alert), the rest politely. */
export function Alert({ type = 'info', title, description, onClose, action, className }: AlertProps) {
  const uiMessage = useUiMessage();
  const Glyph = alertIcons[type];
  return (
    <div
      data-slot="alert"
      data-variant={type}
      role={type === 'warning' || type === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ type }), className)}
    >
      <Glyph
        data-slot="alert-icon"
        aria-hidden
        className={cn('shrink-0', description ? 'mt-0.5 size-5' : 'mt-0.5 size-4')}
      />
      <div className="min-w-0 flex-1">
        <p data-slot="alert-title" className={cn(description && 'font-medium')}>
          {title}
        </p>
        {description ? (
          <div data-slot="alert-description" className="mt-1 text-text-muted">
            {description}
          </div>
        ) : null}
      </div>
      {action ? <div data-slot="alert-action">{action}</div> : null}
      {onClose ? (
        <CloseIconButton data-slot="alert-close" label={uiMessage('close')} size="small" onClick={onClose} />
      ) : null}
    </div>
  );
}
