import { cva } from 'class-variance-authority';
import type { CSSProperties } from 'react';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';
import { Toaster, toast } from 'sonner';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { NotificationToaster } from '../Notification/Notification';

/** docs/SPECIFICATION.md §9: an error message stays on screen for 5000 ms. */
export const MESSAGE_ERROR_DURATION_MS = 5000;
/** Success, info and warning messages stay for 3000 ms. */
export const MESSAGE_DURATION_MS = 3000;

export const messageTypes = ['success', 'info', 'warning', 'error'] as const;
export type MessageType = (typeof messageTypes)[number];

/** How long a message of this type stays on screen. */
export function messageDuration(type: MessageType): number {
  return type === 'error' ? MESSAGE_ERROR_DURATION_MS : MESSAGE_DURATION_MS;
}

/**
 * The identity of a message: the same type and text shown while one is still on screen
 * refresh that one instead of stacking a copy (ten failed requests, one error message).
 */
export function messageKey(type: MessageType, text: string): string {
  return `message:${type}:${text}`;
}

const MESSAGE_TOASTER_ID = 'vc-message';

const messageIcons: Record<MessageType, LucideIcon> = {
  success: CircleCheck,
  info: Info,
  warning: TriangleExclamationPoint,
  error: CircleX,
};

const messageToastVariants = cva(
  'pointer-events-auto flex max-w-[480px] items-center gap-2 rounded-md border px-4 py-2.5 text-sm text-text shadow-md',
  {
    variants: {
      type: {
        success: 'border-success/40 bg-success-soft [&_[data-slot=message-icon]]:text-success',
        info: 'border-border bg-info-soft [&_[data-slot=message-icon]]:text-text-muted',
        warning: 'border-warning/40 bg-warning-soft [&_[data-slot=message-icon]]:text-warning',
        error: 'border-danger/40 bg-danger-soft [&_[data-slot=message-icon]]:text-danger',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

interface MessageToastProps {
  type: MessageType;
  text: string;
  /** How long the host keeps it on screen, exposed as `data-duration`. */
  duration?: number;
  className?: string;
}

/** One message as it is drawn: a coloured icon and the text, on a soft background of its type. */
function MessageToast({ type, text, duration, className }: MessageToastProps) {
  const Glyph = messageIcons[type];
  return (
    <div
      data-slot="message"
      data-variant={type}
      data-duration={duration}
      className={cn(messageToastVariants({ type }), className)}
    >
      <Glyph data-slot="message-icon" aria-hidden className="size-4 shrink-0" />
      <span>{text}</span>
    </div>
  );
}

interface MessageOptions {
  /** How long it stays, in ms; `Infinity` keeps it until dismissed. The type's default otherwise. */
  duration?: number;
}

/**
 * Messages on screen by dedupe key. An identical message shown while one is up reuses its toast;
 * once it is gone the next one gets a fresh id, so it never inherits the old toast's dismissal.
 */
const activeMessages = new Map<string, string>();
let shownCount = 0;

function show(type: MessageType, text: string, options: MessageOptions = {}): string | number {
  const duration = options.duration ?? messageDuration(type);
  const key = messageKey(type, text);
  const id = activeMessages.get(key) ?? `${key}#${++shownCount}`;
  activeMessages.set(key, id);
  const forget = () => {
    if (activeMessages.get(key) === id) activeMessages.delete(key);
  };
  return toast.custom(() => <MessageToast type={type} text={text} duration={duration} />, {
    id,
    toasterId: MESSAGE_TOASTER_ID,
    duration,
    onDismiss: forget,
    onAutoClose: forget,
  });
}

/**
 * Shows a message from anywhere, React or not (the console's HTTP client calls it).
 * A mounted `<MessageHost/>` draws them.
 */
export const message = {
  success: (text: string, options?: MessageOptions) => show('success', text, options),
  info: (text: string, options?: MessageOptions) => show('info', text, options),
  warning: (text: string, options?: MessageOptions) => show('warning', text, options),
  error: (text: string, options?: MessageOptions) => show('error', text, options),
  /** Removes every message on screen (on logout, for example). */
  dismissAll: () => {
    activeMessages.clear();
    for (const shown of toast.getToasts()) {
      if ('toasterId' in shown && shown.toasterId === MESSAGE_TOASTER_ID) toast.dismiss(shown.id);
    }
  },
};

/**
 * Draws messages (top centre) and notifications (top right). Mount it once, inside the
 * UiProvider, so its words follow the interface language.
 */
export function MessageHost() {
  const uiMessage = useUiMessage();
  return (
    <>
      <Toaster
        id={MESSAGE_TOASTER_ID}
        position="top-center"
        expand
        visibleToasts={5}
        gap={12}
        offset={20}
        customAriaLabel={uiMessage('messageRegion')}
        style={{ '--width': '480px' } as CSSProperties}
        toastOptions={{ className: 'left-0 right-0 flex justify-center pointer-events-none' }}
      />
      <NotificationToaster />
    </>
  );
}
