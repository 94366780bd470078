// `npm test`: every check the project has, in one run, ending with one summary line.
// Each step runs even when an earlier one failed, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startThrowawayPostgres } from './postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** A check with no test count of its own (type check, lint...) counts as one test. */
const check = (name, command, args, extraEnv = {}) => ({ name, command, args, extraEnv });
/** A Vitest run whose JSON report gives the number of tests passed and failed. */
const vitest = (name, projects) => {
  const report = path.join(reports, `${name}.json`);
  return {
    name,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
  };
};

const steps = [
  check('type check', 'npx', ['tsc', '-b']),
  check('lint', 'npx', ['eslint', '--max-warnings=0', '.']),
  check('format', 'npx', ['prettier', '--check', '.']),
  vitest('unit and server tests', ['unit', 'server']),
  check('console build', 'npm', ['run', 'build', '--silent']),
  check('bundle budget', 'node', ['scripts/bundle-budget.mjs']),
  // The benchmarks on a small business, nothing timed or asserted: they must keep running.
  // BENCH_QUICK: the browser figures on 2,000 table rows, a few clicks, no Lighthouse.
  check('benchmark smoke run', 'node', ['bench/run.mjs'], { BENCH_MEMBERS: '500', BENCH_QUICK: '1' }),
  // Load, a PostgreSQL outage and kill -9, briefly: the timings are not judged, the verdicts are
  // (no acknowledged write lost, no half file kept, no server exit).
  check('reliability smoke run', 'node', ['bench/reliability.mjs'], {
    RELIABILITY_ADMINS: '5',
    RELIABILITY_SECONDS: '4',
  }),
  vitest('story, accessibility and visual tests', ['storybook']),
  {
    name: 'end-to-end tests',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    report: path.join(reports, 'e2e.json'),
    playwright: true,
  },
];

function countsFromReport(report, playwright) {
  if (!existsSync(report)) return null;
  if (playwright) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    if (stats.expected + stats.unexpected + stats.flaky === 0) return { passed: 0, failed: 1 };
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
  }
  const { numPassedTests, numFailedTests, numTotalTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  // A suite that failed to load has no tests; count it as a failure rather than nothing.
  if (numTotalTests === 0) return { passed: 0, failed: 1 };
  return {
    passed: numPassedTests,
    failed: numFailedTests + (numTotalTests - numPassedTests - numFailedTests - numPendingTests),
  };
}

// The server tests run on the embedded database always, and on PostgreSQL too when it is installed.
const env = { ...process.env, FORCE_COLOR: '1' };
let postgres = null;
if (!env.TEST_DATABASE_URL) {
  postgres = await startThrowawayPostgres();
  if (postgres) env.TEST_DATABASE_URL = postgres.url;
  else
    console.log(
      'PostgreSQL is not installed (scripts/setup.sh installs it): server tests run on the embedded database only.',
    );
}

let passed = 0;
let failed = 0;
const failedSteps = [];
const durations = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const startedAt = performance.now();
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...step.extraEnv },
  });
  const ok = result.status === 0;
  const counts = step.report ? countsFromReport(step.report, step.playwright) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    if (!ok && counts.failed === 0) failed += 1; // the runner failed outside any test
  } else if (ok) passed += 1;
  else failed += 1;
  if (!ok) failedSteps.push(step.name);
  durations.push(`${step.name} ${Math.round((performance.now() - startedAt) / 1000)} s`);
}

postgres?.stop();

console.log('');
// Where the time goes (CI must stay well under 30 minutes on 2 cores).
console.log(`Steps: ${durations.join(', ')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || failedSteps.length > 0 ? 1 : 0;
