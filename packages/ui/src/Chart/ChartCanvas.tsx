import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import { fontFamily } from '../tokens';
import {
  chartData,
  chartOptions,
  cssColorReader,
  readChartTheme,
  type ChartKind,
  type ChartSeries,
} from './chartTheme';

// Controllers too: without them a production build fails with '"line" is not a registered controller'.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);
// The same stack as the page, so Chinese labels on the canvas use a CJK font.
ChartJS.defaults.font.family = fontFamily.sans.join(', ');

interface ChartCanvasProps {
  kind: ChartKind;
  labels: string[];
  series: ChartSeries[];
  title: string;
  height: number;
  animated: boolean;
  /** Changes when the colour scheme does, so the token colours are read again. */
  scheme: string;
}

/** The chart.js part of Chart, in its own module so it loads only where a chart is drawn. */
export default function ChartCanvas({ kind, labels, series, title, height, animated, scheme }: ChartCanvasProps) {
  // Read on every render: a scheme switch re-renders this with a new `scheme`.
  const theme = readChartTheme(cssColorReader(document.documentElement));
  const showLegend = kind === 'pie' || series.length > 1;
  return (
    <div data-scheme={scheme} style={{ height }} className="relative">
      <ReactChart
        type={kind}
        data={chartData(kind, labels, series, theme)}
        options={chartOptions(kind, theme, animated, showLegend)}
        role="img"
        aria-label={title}
      />
    </div>
  );
}
