import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const boxSizes = { small: 'size-5', medium: 'size-6', large: 'size-7' } as const;
const glyphSizes = { small: 'size-3.5', medium: 'size-4', large: 'size-4' } as const;

interface CloseIconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** The accessible name: what closing or clearing does (关闭, 清除日期…). */
  label: string;
  size?: keyof typeof boxSizes;
}

/**
 * The × control the overlays, alerts and clearable fields share (internal: each component's
 * stories show it). Works under Radix `Close asChild`, which hands it its click handler.
 */
export function CloseIconButton({ label, size = 'medium', className, ...rest }: CloseIconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center rounded text-text-subtle hover:bg-surface-muted hover:text-text',
        boxSizes[size],
        className,
      )}
      {...rest}
    >
      <X aria-hidden className={glyphSizes[size]} />
    </button>
  );
}
