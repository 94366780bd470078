import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { CloseIconButton } from '../lib/CloseIconButton';
import { focusFirstField, useFocusReturn } from '../lib/focusReturn';

/** The dialog's root: `open` + `onOpenChange` to control it, `defaultOpen` to leave it alone. */
export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog (use `asChild` with a Button); focus returns to it on close. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Wraps a control that closes the dialog (use `asChild` with a Button). */
export const DialogClose = DialogPrimitive.Close;

export const dialogContentVariants = cva(
  [
    'fixed top-[12vh] left-1/2 z-50 flex max-h-[76vh] w-[calc(100vw-32px)] -translate-x-1/2 flex-col',
    'rounded-lg border border-border bg-surface text-text shadow-xl outline-none',
  ],
  {
    variants: {
      size: {
        small: 'max-w-[420px]',
        default: 'max-w-[560px]',
        large: 'max-w-[800px]',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export type DialogSize = 'small' | 'default' | 'large';

/** The dimmed layer behind a modal overlay (dialog, drawer). */
export function DialogOverlay({ className, ...rest }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-overlay', className)}
      {...rest}
    />
  );
}

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: names the dialog for screen readers and heads it on screen. */
  title: ReactNode;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Shows the × close control in the header (Escape closes either way). */
  closable?: boolean;
}

/**
 * A modal window, centred, with a title, optional description, body and footer. It opens with
 * the focus on the body's first field (else the footer's first button) and, closed, gives the
 * focus back to the control that opened it (or the one now in its place: lib/focusReturn).
 */
export function DialogContent({
  title,
  description,
  footer,
  size = 'default',
  closable = true,
  className,
  children,
  ref,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const uiMessage = useUiMessage();
  const { attach, onCloseAutoFocus: returnFocus } = useFocusReturn({ ref, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog"
        data-size={size}
        className={cn(dialogContentVariants({ size }), className)}
        // Without a description Radix warns unless aria-describedby is cleared on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        ref={attach}
        onOpenAutoFocus={(event) => focusFirstField(event, onOpenAutoFocus)}
        onCloseAutoFocus={returnFocus}
      >
        <div data-slot="dialog-header" className="flex items-start gap-3 px-5 pt-4 pb-2">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title data-slot="dialog-title" className="text-base font-medium">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description data-slot="dialog-description" className="mt-1 text-sm text-text-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {closable ? (
            <DialogPrimitive.Close asChild>
              <CloseIconButton data-slot="dialog-close" label={uiMessage('close')} size="large" className="-mr-2" />
            </DialogPrimitive.Close>
          ) : null}
        </div>
        {children ? (
          <div data-slot="dialog-body" className="min-h-0 flex-1 overflow-auto px-5 py-3 text-sm">
            {children}
          </div>
        ) : null}
        {footer ? (
          <div data-slot="dialog-footer" className="flex justify-end gap-2 px-5 pt-2 pb-4">
            {footer}
          </div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
