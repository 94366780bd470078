export { Chart, type ChartProps } from './Chart';
export { type ChartKind, type ChartSeries } from './chartTheme';
