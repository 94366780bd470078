import { cva } from 'class-variance-authority';
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

/*
 * One message as it is drawn, without the toast library (sonner): `MessageHost` draws it in its
 * toasts, and `MessageFallback` where the library could not be loaded (offline).
 */

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

export interface MessageToastProps {
  type: MessageType;
  text: string;
  /** How long the host keeps it on screen, exposed as `data-duration`. */
  duration?: number;
  className?: string;
}

/** One message as it is drawn: a coloured icon and the text, on a soft background of its type. */
export function MessageToast({ type, text, duration, className }: MessageToastProps) {
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
