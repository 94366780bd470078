import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';

export type TrendDirection = 'up' | 'down';

export interface StatTrend {
  direction: TrendDirection;
  /** The change, already formatted (12.5%, ¥1,200). */
  value: string;
  /** What it is compared with (同比, vs last week). */
  label?: ReactNode;
}

export interface StatCardProps {
  /** What is measured (今日订单数). */
  label: ReactNode;
  /** The figure, already formatted by the caller. */
  value: ReactNode;
  /** The unit after the figure (单, 元). */
  unit?: ReactNode;
  trend?: StatTrend;
  /** Which direction is good news: it is shown in green, the other in red. Up by default. */
  goodDirection?: TrendDirection;
  /** An icon at the top right. */
  icon?: ReactNode;
  /** A line under the figure (a total, a period). */
  footer?: ReactNode;
  className?: string;
}

/** Whether a trend is good news, given which direction is good for this figure. */
export function trendTone(direction: TrendDirection, goodDirection: TrendDirection): 'positive' | 'negative' {
  return direction === goodDirection ? 'positive' : 'negative';
}

/**
 * One KPI: label, figure with unit, and a trend. The trend's direction is told by an arrow and
 * by words for screen readers, never by colour alone.
 */
export function StatCard({ label, value, unit, trend, goodDirection = 'up', icon, footer, className }: StatCardProps) {
  const uiMessage = useUiMessage();
  const Arrow = trend?.direction === 'down' ? ArrowDown : ArrowUp;
  return (
    <div
      data-slot="stat-card"
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-surface p-5 text-text shadow-sm',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <p data-slot="stat-card-label" className="text-sm text-text-muted">
          {label}
        </p>
        {icon ? (
          <span aria-hidden className="text-xl text-text-subtle">
            {icon}
          </span>
        ) : null}
      </div>
      <p data-slot="stat-card-value" className="flex items-baseline gap-1">
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        {unit ? <span className="text-sm text-text-muted">{unit}</span> : null}
      </p>
      {trend ? (
        <p data-slot="stat-card-trend" className="flex items-center gap-2 text-xs text-text-muted">
          <span
            data-state={trend.direction}
            data-tone={trendTone(trend.direction, goodDirection)}
            className={cn(
              'inline-flex items-center gap-0.5 rounded px-1.5 py-0.5 font-medium text-on-solid tabular-nums',
              trendTone(trend.direction, goodDirection) === 'positive' ? 'bg-success' : 'bg-danger',
            )}
          >
            <Arrow aria-hidden className="size-3" />
            <span className="sr-only">{uiMessage(trend.direction === 'up' ? 'trendUp' : 'trendDown')}</span>
            {trend.value}
          </span>
          {trend.label ? <span>{trend.label}</span> : null}
        </p>
      ) : null}
      {footer ? (
        <div data-slot="stat-card-footer" className="mt-1 border-t border-border pt-2 text-xs text-text-muted">
          {footer}
        </div>
      ) : null}
    </div>
  );
}
