import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn';

/** How long the pointer rests on a control before its tooltip shows; keyboard focus shows it at once. */
const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps {
  /** What the tooltip says; it also describes the control to screen readers. */
  content: ReactNode;
  /** The control it explains: one focusable element (a Button). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A short hint on hover or focus; Escape hides it. */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange, className }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip"
            side={side}
            sideOffset={6}
            className={cn('z-50 max-w-xs rounded bg-text px-2.5 py-1.5 text-xs text-surface shadow-md', className)}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-text" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
