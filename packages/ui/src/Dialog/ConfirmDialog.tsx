import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CircleQuestionMark, TriangleExclamationPoint } from 'lucide-react';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { cn } from '../lib/cn';
import { useFocusReturn } from '../lib/focusReturn';
import { useUiMessage } from '../provider/UiProvider';
import { DialogOverlay, dialogContentVariants } from './Dialog';

export type ConfirmDialogVariant = 'default' | 'danger';

export interface ConfirmDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** `danger` for destructive actions: a red confirm button and a warning icon. */
  variant?: ConfirmDialogVariant;
  /** Words on the buttons; 确定 / 取消 (OK / Cancel) by default. */
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /**
   * Runs on confirm. While a returned promise is pending the confirm button shows loading and
   * the dialog cannot be dismissed; it closes when the promise resolves and stays open when it
   * rejects (the caller reports the failure).
   */
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
  /** The control that opens it, rendered as is (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Asks the user to confirm an action, optionally waiting for asynchronous work. */
export function ConfirmDialog({
  title,
  description,
  variant = 'default',
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const uiMessage = useUiMessage();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { attach, onCloseAutoFocus: returnFocus } = useFocusReturn();
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry.
    } finally {
      setPending(false);
    }
  };

  const Glyph = variant === 'danger' ? TriangleExclamationPoint : CircleQuestionMark;
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          role="alertdialog"
          data-slot="confirm-dialog"
          data-variant={variant}
          data-state={pending ? 'pending' : open ? 'open' : 'closed'}
          aria-busy={pending || undefined}
          className={cn(dialogContentVariants({ size: 'small' }), 'gap-3 p-5')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          ref={attach}
          onCloseAutoFocus={returnFocus}
          // The least destructive choice takes focus first.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
        >
          <div className="flex items-start gap-3">
            <Glyph
              aria-hidden
              className={cn('mt-0.5 size-5 shrink-0', variant === 'danger' ? 'text-danger' : 'text-warning')}
            />
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title data-slot="confirm-dialog-title" className="text-base font-medium">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description
                  data-slot="confirm-dialog-description"
                  className="mt-2 text-sm text-text-muted"
                >
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          <div data-slot="confirm-dialog-footer" className="flex justify-end gap-2 pt-2">
            <Button
              ref={cancelRef}
              disabled={pending}
              onClick={() => {
                onCancel?.();
                setOpen(false);
              }}
            >
              {cancelText ?? uiMessage('cancel')}
            </Button>
            <Button variant={variant === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={confirm}>
              {confirmText ?? uiMessage('confirm')}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
