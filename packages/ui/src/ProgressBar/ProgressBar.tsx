import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type ProgressTone = 'primary' | 'success' | 'danger';

const progressIndicatorVariants = cva('h-full rounded-full', {
  variants: {
    tone: { primary: 'bg-primary', success: 'bg-success', danger: 'bg-danger' },
    indeterminate: {
      true: 'w-2/5 animate-pulse motion-reduce:animate-none',
      false: 'w-full origin-left',
    },
  },
  defaultVariants: { tone: 'primary', indeterminate: false },
});

export interface ProgressBarProps {
  /** Done so far, from 0 to `max`; `null` while the total is unknown (indeterminate). */
  value: number | null;
  max?: number;
  /** Names the bar for screen readers (导出进度). */
  label: string;
  /** Shows the label above the bar as well. */
  showLabel?: boolean;
  /** Shows the percentage at the right. */
  showValue?: boolean;
  tone?: ProgressTone;
  /** Extra text under the bar (3 / 12 files). */
  hint?: ReactNode;
  className?: string;
}

/** The share done, as a whole percentage clamped to 0–100. */
export function progressPercent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (value / max) * 100)));
}

/** Progress of long work (exports): determinate with a value, indeterminate without. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showLabel = false,
  showValue = true,
  tone = 'primary',
  hint,
  className,
}: ProgressBarProps) {
  const indeterminate = value === null;
  const percent = indeterminate ? 0 : progressPercent(value, max);
  return (
    <div data-slot="progress" className={cn('grid gap-1 text-xs text-text-muted', className)}>
      {showLabel ? <span className="text-sm text-text">{label}</span> : null}
      <div className="flex items-center gap-3">
        <ProgressPrimitive.Root
          value={indeterminate ? null : Math.min(max, Math.max(0, value))}
          max={max}
          aria-label={label}
          getValueLabel={(current, total) => `${progressPercent(current, total)}%`}
          data-variant={tone}
          className="relative h-2 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset"
        >
          <ProgressPrimitive.Indicator
            data-slot="progress-indicator"
            className={progressIndicatorVariants({ tone, indeterminate })}
            style={indeterminate ? undefined : { transform: `translateX(-${100 - percent}%)` }}
          />
        </ProgressPrimitive.Root>
        {showValue && !indeterminate ? (
          <span data-slot="progress-value" aria-hidden className="w-10 text-right tabular-nums text-text">
            {percent}%
          </span>
        ) : null}
      </div>
      {hint ? <span data-slot="progress-hint">{hint}</span> : null}
    </div>
  );
}
