import { colorTokens } from '../tokens';
import { chartData, chartOptions, cssColorReader, readChartTheme, seriesColor } from './chartTheme';

const lightReader = (token: string) => colorTokens.light[token as keyof typeof colorTokens.light];
const darkReader = (token: string) => colorTokens.dark[token as keyof typeof colorTokens.dark];

describe('readChartTheme', () => {
  it('takes text, grid and series colours from the tokens of the scheme', () => {
    const light = readChartTheme(lightReader);
    const dark = readChartTheme(darkReader);
    expect(light.text).toBe(colorTokens.light.text);
    expect(light.grid).toBe(colorTokens.light.border);
    expect(light.palette[0]).toBe(colorTokens.light.primary);
    expect(dark.text).toBe(colorTokens.dark.text);
    expect(dark.surface).toBe(colorTokens.dark.surface);
    expect(dark.text).not.toBe(light.text);
  });

  it('reads the CSS variables of an element', () => {
    const element = document.createElement('div');
    element.style.setProperty('--vc-color-text', ' #123456');
    document.body.append(element);
    expect(cssColorReader(element)('text')).toBe('#123456');
    element.remove();
  });
});

describe('chart data and options', () => {
  const theme = readChartTheme(lightReader);

  it('cycles series colours through the palette', () => {
    expect(seriesColor(theme, 0)).toBe(theme.palette[0]);
    expect(seriesColor(theme, theme.palette.length)).toBe(theme.palette[0]);
  });

  it('colours each pie slice and each line series', () => {
    const pie = chartData('pie', ['a', 'b', 'c'], [{ label: 'n', data: [1, 2, 3] }], theme);
    expect(pie.datasets[0]?.backgroundColor).toEqual(theme.palette.slice(0, 3));
    const line = chartData(
      'line',
      ['a'],
      [
        { label: 'x', data: [1] },
        { label: 'y', data: [2] },
      ],
      theme,
    );
    expect(line.datasets.map((set) => set.borderColor)).toEqual(theme.palette.slice(0, 2));
  });

  it('turns animation off when asked and themes the axes', () => {
    expect(chartOptions('bar', theme, false, true).animation).toBe(false);
    expect(chartOptions('bar', theme, true, true).animation).toBeUndefined();
    const options = chartOptions('line', theme, true, false) as { scales: { y: { grid: { color: string } } } };
    expect(options.scales.y.grid.color).toBe(theme.grid);
    expect(chartOptions('pie', theme, true, true)).not.toHaveProperty('scales');
  });
});
