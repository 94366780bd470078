import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { DialogOverlay } from '../Dialog/Dialog';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { CloseIconButton } from '../lib/CloseIconButton';
import { focusFirstField, useFocusReturn } from '../lib/focusReturn';

/** The drawer's root: `open` + `onOpenChange` to control it, `defaultOpen` to leave it alone. */
export const Drawer = DialogPrimitive.Root;
/** The control that opens the drawer; focus returns to it on close. */
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;

const drawerContentVariants = cva(
  'fixed inset-y-0 z-50 flex w-[calc(100vw-48px)] flex-col border-border bg-surface text-text shadow-xl outline-none',
  {
    variants: {
      side: { right: 'right-0 border-l', left: 'left-0 border-r' },
      size: { small: 'max-w-[378px]', default: 'max-w-[520px]', large: 'max-w-[736px]' },
    },
    defaultVariants: { side: 'right', size: 'default' },
  },
);

export interface DrawerContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: names the drawer for screen readers and heads it on screen. */
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  side?: 'right' | 'left';
  size?: 'small' | 'default' | 'large';
}

/**
 * A modal panel sliding from the edge, for details and longer forms. Focus goes in and comes
 * back as with DialogContent.
 */
export function DrawerContent({
  title,
  description,
  footer,
  side = 'right',
  size = 'default',
  className,
  children,
  ref,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DrawerContentProps) {
  const uiMessage = useUiMessage();
  const { attach, onCloseAutoFocus: returnFocus } = useFocusReturn({ ref, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="drawer"
        data-side={side}
        data-size={size}
        className={cn(drawerContentVariants({ side, size }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        ref={attach}
        onOpenAutoFocus={(event) => focusFirstField(event, onOpenAutoFocus)}
        onCloseAutoFocus={returnFocus}
      >
        <div data-slot="drawer-header" className="flex items-start gap-3 border-b border-border px-5 py-4">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title className="text-base font-medium">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-text-muted">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close asChild>
            <CloseIconButton label={uiMessage('close')} size="large" className="-mr-2" />
          </DialogPrimitive.Close>
        </div>
        <div data-slot="drawer-body" className="min-h-0 flex-1 overflow-auto px-5 py-4 text-sm">
          {children}
        </div>
        {footer ? (
          <div data-slot="drawer-footer" className="flex justify-end gap-2 border-t border-border px-5 py-3">
            {footer}
          </div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
