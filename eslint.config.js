import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * The arrows of docs/ARCHITECTURE: console -> ui, console -> contract, server -> contract.
 * ui and contract import nothing of ours; no package reaches into another's src/; e2e and
 * bench reach the product only through the browser and HTTP. A wrong arrow fails lint.
 */
const intoAnotherPackagesSource = {
  group: [
    '@vending/*/src',
    '@vending/*/src/*',
    '**/packages/*/src',
    '**/packages/*/src/*',
    '../../*/src/*',
    '../../../*/src/*',
  ],
  message: 'Import another package only through its public entry (@vending/<name>).',
};
const forbid = (...names) =>
  names.map((name) => ({
    group: [`@vending/${name}`, `@vending/${name}/*`, `**/${name}/src/*`],
    message: `This package may not depend on @vending/${name} (see ARCHITECTURE.md).`,
  }));
const boundary = (files, ...forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [intoAnotherPackagesSource, ...forbid(...forbidden)] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.visual-diff/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '**/__screenshots__/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  boundary(['packages/ui/**'], 'console', 'server', 'contract'),
  boundary(['packages/contract/**'], 'console', 'server', 'ui'),
  boundary(['packages/console/**'], 'server'),
  boundary(['packages/server/**'], 'console', 'ui'),
  {
    // Features do not import each other; the app folder composes them (ARCHITECTURE.md).
    files: ['packages/console/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            intoAnotherPackagesSource,
            ...forbid('server'),
            {
              regex: '^\\.\\./(?!\\.)[^/]+/',
              message: 'A feature may not import another feature; move shared code to lib/.',
            },
          ],
        },
      ],
    },
  },
  boundary(['e2e/**', 'bench/**'], 'console', 'server', 'ui', 'contract'),
  {
    // Stories and tests may use non-null assertions on elements they just rendered.
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**', 'packages/server/src/testing/**'],
    // Tests read answers they just asserted the shape of.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**', 'packages/server/src/main.ts', 'packages/server/src/cli/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
