import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { colorTokens, controlSizes, fontFamily, fontSize, radii, spacingUnit } from '@vending/ui/tokens';

/**
 * Tailwind reads the design tokens from @vending/ui/tokens (the one place they are defined)
 * and turns colours and control sizes into CSS variables, so the colour scheme switches at
 * run time: light on :root, dark on [data-theme="dark"].
 */
const cssVariables = (scheme: keyof typeof colorTokens) =>
  Object.fromEntries(Object.entries(colorTokens[scheme]).map(([name, value]) => [`--vc-color-${name}`, value]));

const sizeVariables = Object.fromEntries(
  Object.entries(controlSizes).flatMap(([size, values]) => [
    [`--vc-control-height-${size}`, values.height],
    [`--vc-control-font-${size}`, values.fontSize],
    [`--vc-control-px-${size}`, values.paddingX],
    [`--vc-control-gap-${size}`, values.gap],
  ]),
);

export default {
  content: [
    './packages/ui/src/**/*.{ts,tsx,mdx}',
    './packages/console/src/**/*.{ts,tsx}',
    './.storybook/**/*.{ts,tsx,mdx}',
  ],
  theme: {
    extend: {
      colors: Object.fromEntries(Object.keys(colorTokens.light).map((name) => [name, `var(--vc-color-${name})`])),
      borderRadius: radii,
      fontFamily: { sans: [...fontFamily.sans], mono: [...fontFamily.mono] },
      fontSize: Object.fromEntries(
        Object.entries(fontSize).map(([k, [size, lineHeight]]) => [k, [size, { lineHeight }]]),
      ),
      spacing: { unit: spacingUnit },
      height: Object.fromEntries(
        Object.keys(controlSizes).map((s) => [`control-${s}`, `var(--vc-control-height-${s})`]),
      ),
      minHeight: Object.fromEntries(
        Object.keys(controlSizes).map((s) => [`control-${s}`, `var(--vc-control-height-${s})`]),
      ),
      width: Object.fromEntries(
        Object.keys(controlSizes).map((s) => [`control-${s}`, `var(--vc-control-height-${s})`]),
      ),
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': { ...cssVariables('light'), ...sizeVariables, colorScheme: 'light' },
        '[data-theme="dark"]': { ...cssVariables('dark'), colorScheme: 'dark' },
      });
    }),
  ],
} satisfies Config;
