import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useShellMessage } from '../messages/shell';

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sidebar, expanded. */
  children: ReactNode;
  /** Where focus goes when the drawer closes; by default back to what had it before. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The sidebar on narrow screens (under MOBILE_BREAKPOINT_PX): a drawer over the content with
 * an overlay; the overlay, Escape or following a link (the layout closes it) dismiss it.
 */
export function SidebarDrawer({ open, onOpenChange, children, onCloseAutoFocus }: SidebarDrawerProps) {
  const message = useShellMessage();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="sidebar-overlay" className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          data-slot="sidebar-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex shadow-xl outline-none"
        >
          <Dialog.Title className="sr-only">{message('shell.sidebar.drawerTitle')}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
