import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

export interface SpinnerProps {
  className?: string;
  /** Accessible name; without one the spinner is decorative (its owner announces the state). */
  label?: string;
}

/** A rotating indicator for work in progress. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <LoaderCircle
      data-slot="spinner"
      className={cn('size-[1em] shrink-0 animate-spin', className)}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
