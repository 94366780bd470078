import type { CSSProperties } from 'react';
import { cn } from '../lib/cn';

export interface SkeletonProps {
  className?: string;
  /** Width of the bar; any CSS length. Fills its container by default. */
  width?: CSSProperties['width'];
}

/**
 * A placeholder bar shown while content loads. Decorative: the owner of the loading region
 * announces the state (aria-busy), so the bar itself is hidden from assistive technology.
 */
export function Skeleton({ className, width }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden
      className={cn('block h-3 w-full animate-pulse rounded bg-border/70', className)}
      style={width === undefined ? undefined : { width }}
    />
  );
}
