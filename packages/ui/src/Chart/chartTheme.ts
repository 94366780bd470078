import type { ChartData, ChartOptions } from 'chart.js';

export type ChartKind = 'line' | 'bar' | 'pie';

export interface ChartSeries {
  /** Names the series in the legend and in the screen-reader table. */
  label: string;
  /** One value per label. */
  data: number[];
}

/** The token colours a chart is drawn with, read from the page at render time. */
interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  palette: string[];
}

/** Series colours in order: the brand colour first, then the status colours. */
const chartPaletteTokens = ['primary', 'success', 'warning', 'danger', 'info', 'primary-text'] as const;

/** Reads design-token colours (`--vc-color-<name>`) from an element's computed style. */
export function cssColorReader(element: Element): (token: string) => string {
  const style = getComputedStyle(element);
  return (token) => style.getPropertyValue(`--vc-color-${token}`).trim();
}

/** The chart theme for the current scheme, given a way to read a token's colour. */
export function readChartTheme(readColor: (token: string) => string): ChartTheme {
  return {
    text: readColor('text'),
    muted: readColor('text-muted'),
    grid: readColor('border'),
    surface: readColor('surface'),
    palette: chartPaletteTokens.map((token) => readColor(token)),
  };
}

/** The colour of the n-th series (or pie slice), cycling through the palette. */
export function seriesColor(theme: ChartTheme, index: number): string {
  return theme.palette[index % theme.palette.length] ?? theme.text;
}

/** Chart.js data for a kind: lines and bars get one colour per series, pie slices one per label. */
export function chartData(
  kind: ChartKind,
  labels: string[],
  series: ChartSeries[],
  theme: ChartTheme,
): ChartData<ChartKind> {
  if (kind === 'pie') {
    return {
      labels,
      datasets: series.map((one) => ({
        label: one.label,
        data: one.data,
        backgroundColor: labels.map((_, index) => seriesColor(theme, index)),
        borderColor: theme.surface,
        borderWidth: 2,
      })),
    };
  }
  return {
    labels,
    datasets: series.map((one, index) => ({
      label: one.label,
      data: one.data,
      backgroundColor: seriesColor(theme, index),
      borderColor: seriesColor(theme, index),
      borderWidth: 2,
      tension: 0.3,
      pointRadius: 3,
    })),
  };
}

/** Chart.js options themed by the tokens; `animated: false` draws the final picture at once. */
export function chartOptions(kind: ChartKind, theme: ChartTheme, animated: boolean, showLegend: boolean): ChartOptions {
  const axis = {
    ticks: { color: theme.muted },
    grid: { color: theme.grid },
    border: { color: theme.grid },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: animated ? undefined : false,
    color: theme.text,
    plugins: {
      legend: {
        display: showLegend,
        position: kind === 'pie' ? 'right' : 'top',
        labels: { color: theme.text, boxWidth: 12, boxHeight: 12 },
      },
    },
    ...(kind === 'pie'
      ? {}
      : { scales: { x: { ...axis, grid: { display: false } }, y: { ...axis, beginAtZero: true } } }),
  };
}
