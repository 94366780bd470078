import { colorTokens } from './tokens';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [red, green, blue] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const AA = 4.5;
type Scheme = keyof typeof colorTokens;
type Token = keyof (typeof colorTokens)['light'];

/** Every foreground/background pair the components use, by token name. */
const pairs: [foreground: Token, backgrounds: Token[]][] = [
  ['text', ['background', 'surface', 'surface-muted']],
  ['text-muted', ['background', 'surface', 'surface-muted']],
  ['text-subtle', ['surface', 'surface-muted']],
  ['primary-text', ['background', 'surface', 'surface-muted', 'primary-soft']],
  ['success-text', ['background', 'surface', 'surface-muted', 'success-soft']],
  ['warning-text', ['background', 'surface', 'surface-muted', 'warning-soft']],
  ['danger-text', ['background', 'surface', 'surface-muted', 'danger-soft']],
  ['on-solid', ['primary', 'primary-hover', 'success', 'warning', 'danger', 'danger-hover', 'info']],
  ['sidebar-text', ['sidebar-bg', 'sidebar-sub-bg', 'sidebar-hover-bg']],
  ['sidebar-active-text', ['sidebar-bg', 'sidebar-sub-bg', 'sidebar-hover-bg']],
];

describe('colour tokens', () => {
  it('checks a real contrast formula (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#2563eb', '#2563eb')).toBe(1);
  });

  for (const scheme of Object.keys(colorTokens) as Scheme[]) {
    it.each(pairs)(`${scheme}: %s reads at AA on its backgrounds`, (foreground, backgrounds) => {
      const colours = colorTokens[scheme];
      const failing = backgrounds
        .map((background) => ({ background, ratio: contrast(colours[foreground], colours[background]) }))
        .filter(({ ratio }) => ratio < AA)
        .map(({ background, ratio }) => `${background} ${ratio.toFixed(2)}:1`);
      expect(failing).toEqual([]);
    });
  }
});
