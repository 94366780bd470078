import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useFocusReturn } from '../lib/focusReturn';

/** The popover's root: `open` + `onOpenChange` to control it, or leave it alone. */
export const Popover = PopoverPrimitive.Root;
/** The control that opens it (use `asChild` with a Button); focus returns to it on close. */
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

interface PopoverContentBaseProps extends Omit<ComponentProps<typeof PopoverPrimitive.Content>, 'title'> {
  className?: string;
}

/** A popover is a dialog to assistive technology, so it needs a name: a visible title or a label. */
export type PopoverContentProps = PopoverContentBaseProps &
  ({ title: ReactNode; 'aria-label'?: never } | { title?: never; 'aria-label': string });

/** A floating panel anchored to its trigger; Escape or a click outside closes it. */
export function PopoverContent({
  title,
  className,
  children,
  sideOffset = 6,
  align = 'start',
  ref,
  onCloseAutoFocus,
  ...rest
}: PopoverContentProps) {
  const titleId = useId();
  const { attach, onCloseAutoFocus: returnFocus } = useFocusReturn({ ref, onCloseAutoFocus });
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover"
        sideOffset={sideOffset}
        align={align}
        aria-labelledby={title ? titleId : undefined}
        className={cn(
          'z-50 w-72 rounded-md border border-border bg-surface p-4 text-sm text-text shadow-lg outline-none',
          className,
        )}
        {...rest}
        ref={attach}
        onCloseAutoFocus={returnFocus}
      >
        {title ? (
          <p id={titleId} data-slot="popover-title" className="mb-2 font-medium">
            {title}
          </p>
        ) : null}
        {children}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
