import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useFocusReturn } from '../lib/focusReturn';

/**
 * The menu's root: `open` + `onOpenChange` to control it, or leave it alone. Not modal by
 * default: the page stays readable and scrollable behind it (a table's row actions), while
 * focus still moves into the menu and returns to the trigger on Escape.
 */
export function DropdownMenu({ modal = false, ...rest }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...rest} />;
}
/** The control that opens the menu (use `asChild` with a Button); Enter, Space and ↓ open it. */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/**
 * The floating list; Escape closes it and focus returns to the trigger (or, when an item removed
 * the trigger's row, to the same control of the next row: lib/focusReturn). A dialog an item
 * opens gives the focus back to the trigger too.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  ref,
  onCloseAutoFocus,
  ...rest
}: ComponentProps<typeof MenuPrimitive.Content>) {
  const { attach, onCloseAutoFocus: returnFocus } = useFocusReturn({ ref, onCloseAutoFocus, menu: true });
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-32 rounded-md border border-border bg-surface p-1 text-text shadow-lg outline-none',
          className,
        )}
        {...rest}
        ref={attach}
        onCloseAutoFocus={returnFocus}
      />
    </MenuPrimitive.Portal>
  );
}

const dropdownMenuItemVariants = cva(
  [
    'flex h-8 cursor-pointer items-center gap-2 rounded px-3 text-sm outline-none select-none',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
  ],
  {
    variants: {
      variant: {
        default: 'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-text',
        danger: 'text-danger-text data-[highlighted]:bg-danger data-[highlighted]:text-on-solid',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** `danger` for destructive entries (删除, 退出登录). */
  variant?: 'default' | 'danger';
}

/** One entry; `onSelect` runs on click, Enter or Space. */
export function DropdownMenuItem({ variant = 'default', className, ...rest }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...rest}
    />
  );
}

export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-3 py-1.5 text-xs text-text-muted', className)}
      {...rest}
    />
  );
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('my-1 h-px bg-border', className)}
      {...rest}
    />
  );
}
