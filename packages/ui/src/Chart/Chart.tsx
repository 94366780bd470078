import { lazy, Suspense, useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import { useUiMessage } from '../provider/UiProvider';
import { Spinner } from '../Spinner';
import type { ChartKind, ChartSeries } from './chartTheme';

// chart.js is loaded on first use, so pages without a chart do not download it.
const ChartCanvas = lazy(() => import('./ChartCanvas'));

function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
  return () => observer.disconnect();
}

function currentScheme(): string {
  return document.documentElement.dataset['theme'] ?? 'light';
}

/** The page's colour scheme (`data-theme` on <html>), re-rendering when it switches. */
function useColorScheme(): string {
  return useSyncExternalStore(subscribeToScheme, currentScheme, () => 'light');
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

export interface ChartProps {
  kind: ChartKind;
  /** Categories along the x axis, or the slices of a pie. */
  labels: string[];
  series: ChartSeries[];
  /** Names the chart for screen readers and captions its data table. */
  title: string;
  /** Height in pixels; the width follows the container. */
  height?: number;
  /** Animates drawing unless false or the user prefers reduced motion. */
  animated?: boolean;
  className?: string;
}

/**
 * A line, bar or pie chart drawn with chart.js in the design tokens' colours. Screen readers
 * get the figures as a table.
 */
export function Chart({ kind, labels, series, title, height = 300, animated = true, className }: ChartProps) {
  const uiMessage = useUiMessage();
  const scheme = useColorScheme();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <figure data-slot="chart" data-variant={kind} aria-label={title} className={cn('m-0', className)}>
      <Suspense
        fallback={
          <div style={{ height }} className="flex items-center justify-center text-xl text-text-muted">
            <Spinner label={uiMessage('loading')} />
          </div>
        }
      >
        <ChartCanvas
          kind={kind}
          labels={labels}
          series={series}
          title={title}
          height={height}
          animated={animated && !reducedMotion}
          scheme={scheme}
        />
      </Suspense>
      <table className="sr-only">
        <caption>
          {title} · {uiMessage('chartData')}
        </caption>
        <thead>
          <tr>
            <td />
            {series.map((one) => (
              <th key={one.label} scope="col">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((one) => (
                <td key={one.label}>{one.data[row] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
