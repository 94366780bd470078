import { cva } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Toaster, toast } from 'sonner';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { CloseIconButton } from '../lib/CloseIconButton';

/** A notification closes by itself after this long unless the caller says otherwise. */
const NOTIFICATION_DURATION_MS = 4500;

export const notificationTypes = ['success', 'info', 'warning', 'error'] as const;
export type NotificationType = (typeof notificationTypes)[number];

const notificationIcons: Record<NotificationType, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleExclamationPoint,
  error: CircleX,
};

const notificationVariants = cva(
  'pointer-events-auto flex w-[356px] items-start gap-3 rounded-lg border border-border bg-surface p-4 text-text shadow-lg',
  {
    variants: {
      type: {
        success: '[&_[data-slot=notification-icon]]:text-success',
        info: '[&_[data-slot=notification-icon]]:text-primary',
        warning: '[&_[data-slot=notification-icon]]:text-warning',
        error: '[&_[data-slot=notification-icon]]:text-danger',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

export interface NotificationProps {
  type?: NotificationType;
  title: ReactNode;
  description?: ReactNode;
  /** Shows a close control; called when it is pressed. */
  onClose?: () => void;
  className?: string;
}

/** A title and a body with an icon of its type, and a close control when closable. */
export function Notification({ type = 'info', title, description, onClose, className }: NotificationProps) {
  const uiMessage = useUiMessage();
  const Glyph = notificationIcons[type];
  return (
    <div data-slot="notification" data-variant={type} className={cn(notificationVariants({ type }), className)}>
      <Glyph data-slot="notification-icon" aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p data-slot="notification-title" className="text-base font-medium">
          {title}
        </p>
        {description ? (
          <div data-slot="notification-description" className="mt-1 text-sm text-text-muted">
            {description}
          </div>
        ) : null}
      </div>
      {onClose ? (
        <CloseIconButton
          data-slot="notification-close"
          label={uiMessage('close')}
          className="-mt-1 -mr-1"
          onClick={onClose}
        />
      ) : null}
    </div>
  );
}

const NOTIFICATION_TOASTER_ID = 'vc-notification';

export interface NotifyOptions {
  title: string;
  description?: string;
  /** Milliseconds on screen; `Infinity` keeps it until closed. */
  duration?: number;
}

function show(type: NotificationType, { title, description, duration = NOTIFICATION_DURATION_MS }: NotifyOptions) {
  return toast.custom(
    (id) => <Notification type={type} title={title} description={description} onClose={() => toast.dismiss(id)} />,
    { toasterId: NOTIFICATION_TOASTER_ID, duration },
  );
}

/**
 * Shows a notification from anywhere, React or not (the console's 警告 notifications).
 * `<MessageHost/>` draws them.
 */
export const notify = {
  success: (options: NotifyOptions) => show('success', options),
  info: (options: NotifyOptions) => show('info', options),
  warning: (options: NotifyOptions) => show('warning', options),
  error: (options: NotifyOptions) => show('error', options),
  /** Removes every notification on screen. */
  dismissAll: () => {
    for (const shown of toast.getToasts()) {
      if ('toasterId' in shown && shown.toasterId === NOTIFICATION_TOASTER_ID) toast.dismiss(shown.id);
    }
  },
};

/** The top-right stack notifications appear in; rendered by MessageHost. */
export function NotificationToaster() {
  const uiMessage = useUiMessage();
  return (
    <Toaster
      id={NOTIFICATION_TOASTER_ID}
      position="top-right"
      expand
      visibleToasts={4}
      gap={12}
      offset={20}
      customAriaLabel={uiMessage('notificationRegion')}
      style={{ '--width': '356px' } as CSSProperties}
    />
  );
}
