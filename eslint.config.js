import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { moduleWalls, noModuleCycle } from './packages/server/module-walls.js';

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
const boundary = (files, forbidden, extraPatterns = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [intoAnotherPackagesSource, ...forbid(...forbidden), ...extraPatterns] },
    ],
  },
});
/**
 * The console routes with react-router-dom only: the story tests pre-bundle it (vitest.config.ts)
 * and a first import of `react-router` mid-run made Vite optimize it and reload, failing stories.
 */
const oneRouterPackage = { group: ['react-router'], message: 'Import from react-router-dom (one router package).' };
/**
 * The console says its messages through lib/toasts.ts, which loads the toast library (sonner) on
 * the first message and mounts its host: the ui's `message` and `notify` called directly show
 * nothing until something else has loaded it (docs/BENCHMARKS.md, what the members page holds).
 */
const messagesThroughToasts = {
  group: ['@vending/ui'],
  importNames: ['message', 'notify'],
  message: 'Say it with lazyMessage or lazyNotify (lib/toasts.ts): they load the toast library and its host.',
};

const consoleSource = path.join(path.dirname(fileURLToPath(import.meta.url)), 'packages/console/src');

/** Where a console file lives: `feature:<name>`, `app`, or the layer folder's name. */
function consoleZone(file) {
  const [top, name] = path.relative(consoleSource, file).split(path.sep);
  if (top === 'features' && name && !name.includes('.')) return `feature:${name}`;
  // The entry starts the whole console, as app/ does.
  if (top === 'app' || top?.includes('.')) return 'app';
  return `layer:${top}`;
}

/**
 * The console's import zones, decided on the resolved path of each relative import so that
 * nested files and `../../features/x` are caught alike. App may reach into features (it composes
 * them); so do the language files, for each feature's words.
 */
const consoleImportZones = {
  meta: { type: 'problem', messages: { zone: '{{from}} may not import {{to}} (docs/ARCHITECTURE.md, import zones).' } },
  create(context) {
    const from = consoleZone(context.filename);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = consoleZone(path.resolve(path.dirname(context.filename), source));
      // The stories' harness (stories/) runs the real console for every page's stories; the
      // tests' doubles (testing/) stand in for parts of app/.
      const intoApp = to === 'app' && from !== 'app' && from !== 'layer:stories' && from !== 'layer:testing';
      const intoOtherFeature = to.startsWith('feature:') && to !== from && from !== 'app' && from !== 'layer:i18n';
      if (intoApp || intoOtherFeature) context.report({ node: node.source, messageId: 'zone', data: { from, to } });
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/** A console file's relative imports (type-only ones vanish at run time), resolved to files. */
const importsCache = new Map();
function relativeImportsOf(file) {
  if (importsCache.has(file)) return importsCache.get(file);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms),
    ...text.matchAll(/^\s*import\s+'(\.[^']+)'/gm),
    ...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ].map((match) => match[1]);
  const resolved = specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate));
    return found ? [found] : [];
  });
  importsCache.set(file, resolved);
  return resolved;
}

/**
 * No import cycle inside the console, static or lazy (a cycle makes the order modules run in
 * depend on who is loaded first). Reported on the import that closes the cycle.
 */
const consoleNoCycle = {
  meta: { type: 'problem', messages: { cycle: 'Import cycle: {{cycle}}.' } },
  create(context) {
    const start = context.filename;
    importsCache.clear();
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.') || node.importKind === 'type') return;
      const [first] = relativeImportsOf(start).filter((file) =>
        file.startsWith(path.resolve(path.dirname(start), source)),
      );
      if (!first) return;
      const seen = new Set();
      const trail = [first];
      const walk = (file) => {
        if (file === start) return true;
        if (seen.has(file)) return false;
        seen.add(file);
        for (const next of relativeImportsOf(file)) {
          trail.push(next);
          if (walk(next)) return true;
          trail.pop();
        }
        return false;
      };
      if (walk(first))
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { cycle: [start, ...trail].map((file) => path.relative(consoleSource, file)).join(' → ') },
        });
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

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
  boundary(['packages/ui/**'], ['console', 'server', 'contract']),
  boundary(['packages/contract/**'], ['console', 'server', 'ui']),
  boundary(['packages/console/**'], ['server'], [oneRouterPackage, messagesThroughToasts]),
  // The toast library's module itself, and stories and tests that mount the ui's MessageHost.
  boundary(
    [
      'packages/console/src/lib/toastsModule.ts',
      'packages/console/src/stories/**',
      'packages/console/**/*.stories.tsx',
      'packages/console/**/*.test.{ts,tsx}',
    ],
    ['server'],
    [oneRouterPackage],
  ),
  boundary(['packages/server/**'], ['console', 'ui']),
  {
    // Inside the console: features never import one another, and neither features nor the
    // layers below them (lib, api, session, stores…) import app/, which composes them all.
    files: ['packages/console/src/**/*.{ts,tsx}'],
    plugins: { console: { rules: { 'import-zones': consoleImportZones, 'no-cycle': consoleNoCycle } } },
    rules: { 'console/import-zones': 'error', 'console/no-cycle': 'error' },
  },
  {
    // Between the server's modules: another module only through its entry (index.ts), no cycle
    // (packages/server/module-walls.js; docs/ARCHITECTURE.md, module walls). Tests included.
    files: ['packages/server/src/modules/**/*.ts'],
    plugins: { server: { rules: { 'module-walls': moduleWalls, 'no-module-cycle': noModuleCycle } } },
    rules: { 'server/module-walls': 'error', 'server/no-module-cycle': 'error' },
  },
  boundary(['e2e/**', 'bench/**'], ['console', 'server', 'ui', 'contract']),
  {
    // One look for every choice: the design system's Select, or its searchable Combobox for long
    // or remote lists; the browser's own select looks different on every system and cannot search.
    files: ['packages/ui/src/**/*.tsx', 'packages/console/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='select']",
          message: 'Use Select (or Combobox for long or remote lists) from @vending/ui, not a native <select>.',
        },
      ],
    },
  },
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
