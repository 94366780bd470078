/**
 * The design tokens, in one place, for ui, console, Storybook and tailwind.config.ts.
 *
 * Colours become CSS variables (see tailwind.config.ts) so the scheme switches at run
 * time. Every foreground/background pair components use meets WCAG AA (4.5:1), checked by
 * tokens.test.ts: the spec's sidebar colours are kept in spirit, with the active blue
 * lightened until it reads on the dark blue-grey (see the Tokens page in Storybook).
 * Coloured text uses the `*-text` tokens (the solid hues are for fills under `on-solid`);
 * `text-subtle` is for surfaces, not the page background.
 */
export const colorTokens = {
  light: {
    primary: '#2563eb',
    'primary-hover': '#1d4ed8',
    'primary-text': '#1d4ed8',
    'primary-soft': '#eff6ff',
    success: '#15803d',
    'success-soft': '#f0fdf4',
    'success-text': '#166534',
    warning: '#b45309',
    'warning-soft': '#fffbeb',
    'warning-text': '#92400e',
    danger: '#dc2626',
    'danger-hover': '#b91c1c',
    'danger-soft': '#fef2f2',
    'danger-text': '#b62729',
    info: '#4b5563',
    'info-soft': '#f3f4f6',
    'on-solid': '#ffffff',
    background: '#f0f2f5',
    surface: '#ffffff',
    'surface-muted': '#f9fafb',
    border: '#d1d5db',
    'border-strong': '#9ca3af',
    text: '#1f2937',
    'text-muted': '#4b5563',
    'text-subtle': '#6b7280',
    focus: '#2563eb',
    overlay: 'rgb(0 0 0 / 0.45)',
    'sidebar-bg': '#304156',
    'sidebar-sub-bg': '#1f2d3d',
    'sidebar-hover-bg': '#263445',
    'sidebar-text': '#bfcbd9',
    'sidebar-active-text': '#79bbff',
  },
  dark: {
    primary: '#2563eb',
    'primary-hover': '#3b6fe0',
    'primary-text': '#60a5fa',
    'primary-soft': '#172554',
    success: '#15803d',
    'success-soft': '#052e16',
    'success-text': '#4ade80',
    warning: '#b45309',
    'warning-soft': '#451a03',
    'warning-text': '#fbbf24',
    danger: '#dc2626',
    // Darker, not lighter, on hover: white on #ef4444 was 3.8:1.
    'danger-hover': '#b91c1c',
    'danger-soft': '#450a0a',
    'danger-text': '#e36a6b',
    info: '#4b5563',
    'info-soft': '#262626',
    'on-solid': '#ffffff',
    background: '#141414',
    surface: '#1f1f1f',
    'surface-muted': '#262626',
    border: '#404040',
    'border-strong': '#737373',
    text: '#e5e7eb',
    'text-muted': '#a3a3a3',
    'text-subtle': '#a3a3a3',
    focus: '#60a5fa',
    overlay: 'rgb(0 0 0 / 0.6)',
    'sidebar-bg': '#1d2633',
    'sidebar-sub-bg': '#141b24',
    'sidebar-hover-bg': '#263445',
    'sidebar-text': '#bfcbd9',
    'sidebar-active-text': '#79bbff',
  },
} as const;

/** Control sizes (docs/SPECIFICATION.md §9: mini is the default). Height, font size and horizontal padding. */
export const controlSizes = {
  default: { height: '40px', fontSize: '14px', paddingX: '20px', gap: '8px' },
  small: { height: '32px', fontSize: '13px', paddingX: '15px', gap: '6px' },
  mini: { height: '28px', fontSize: '12px', paddingX: '12px', gap: '4px' },
} as const;

export type ControlSize = keyof typeof controlSizes;
export const defaultControlSize: ControlSize = 'mini';

export const radii = { sm: '2px', DEFAULT: '4px', md: '6px', lg: '8px', full: '9999px' } as const;

/** A stack that covers Chinese on every platform; test machines render with WenQuanYi Micro Hei. */
export const fontFamily = {
  sans: [
    '-apple-system',
    'BlinkMacSystemFont',
    '"Segoe UI"',
    '"PingFang SC"',
    '"Hiragino Sans GB"',
    '"Microsoft YaHei"',
    '"WenQuanYi Micro Hei"',
    '"Noto Sans CJK SC"',
    '"Helvetica Neue"',
    'Arial',
    'sans-serif',
  ],
  mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', '"DejaVu Sans Mono"', 'monospace'],
} as const;

export const fontSize = {
  xs: ['12px', '18px'],
  sm: ['13px', '20px'],
  base: ['14px', '22px'],
  lg: ['16px', '24px'],
  xl: ['20px', '28px'],
  '2xl': ['24px', '32px'],
} as const;

/** Spacing on a 4 px grid. */
export const spacingUnit = '4px';
