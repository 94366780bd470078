// `npm test`: every check the project has, in one run, ending with one summary line.
// Each step runs even when an earlier one failed, so one run shows everything that is wrong.
//
// Two steps run at a time (the machines have 2 cores): most steps keep less than one core busy
// for much of their time (waiting on a database, a browser or the disk), so two at once finish
// sooner than one after the other. Each of the two takes the next step of one list, in the list's
// order (the longest first), once what that step needs has ended; a step's output is kept in a
// file and printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startThrowawayPostgres } from './postgres.mjs';
import { countsFromReport, failuresFromReport, runSteps } from './suite.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'node_modules/.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** A check with no test count of its own (type check, lint...) counts as one test. */
const check = (name, command, args, extraEnv = {}) => ({ name, command, args, extraEnv });
/** A Vitest run whose JSON report gives the number of tests passed and failed. */
const vitest = (name, projects, extraArgs = []) => {
  const report = path.join(reports, `${name}.json`);
  return {
    name,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
  };
};

const typeCheck = check('type check', 'npx', ['tsc', '-b']);
const lint = check('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
const format = check('format', 'npx', ['prettier', '--check', '.']);
// The server tests run on the embedded database always and on PostgreSQL too when there is one,
// in one run: each database's suites are a `describe.each(backends)` block (testing/test-server.ts),
// so a file is imported once for both.
const unitAndServer = vitest('unit and server tests', ['unit', 'server']);
const build = check('console build', 'npm', ['run', 'build', '--silent']);
const budget = { ...check('bundle budget', 'node', ['scripts/bundle-budget.mjs']), after: [build] };
// The benchmarks on a small business, nothing timed or asserted: they must keep running.
// BENCH_QUICK: the browser figures on 2,000 table rows, a few clicks, no Lighthouse;
// BENCH_POSTGRES=0: the server figures on the embedded database only (the reliability smoke run
// drives servers on PostgreSQL).
const benchSmoke = {
  ...check('benchmark smoke run', 'node', ['bench/run.mjs'], {
    BENCH_MEMBERS: '500',
    BENCH_QUICK: '1',
    BENCH_POSTGRES: '0',
  }),
  after: [build],
};
// Load, a PostgreSQL outage and kill -9, briefly and each once (RELIABILITY_SMOKE): the timings
// are not judged, the verdicts are (no acknowledged write lost, no half file kept, no server exit).
const reliabilitySmoke = check('reliability smoke run', 'node', ['bench/reliability.mjs'], {
  RELIABILITY_SMOKE: '1',
  RELIABILITY_ADMINS: '5',
  RELIABILITY_SECONDS: '4',
  RELIABILITY_DURABILITY_MEMBERS: '2000',
});
const stories = vitest('story, accessibility and visual tests', ['storybook']);
const endToEnd = {
  name: 'end-to-end tests',
  command: 'npx',
  args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  report: path.join(reports, 'e2e.json'),
  playwright: true,
  after: [build],
};

/**
 * The steps, the longest first so that the two at a time end close together (on 2 cores, 2026-11-27:
 * end-to-end about 450 s, stories 400, unit and server 230, the rest under a minute each); the
 * build first of all, since the end-to-end tests, the budget and the benchmarks need it.
 */
const steps = [build, endToEnd, stories, unitAndServer, typeCheck, reliabilitySmoke, benchSmoke, lint, budget, format];

/** The counts of a step's JSON report, or null when it wrote none. */
function countsOf(report, playwright) {
  if (!existsSync(report)) return null;
  return countsFromReport(JSON.parse(readFileSync(report, 'utf8')), playwright);
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

const suiteStartedAt = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);
const logs = path.join(reports, 'logs');
mkdirSync(logs, { recursive: true });

/** Runs one step with its output in a file, then prints the output whole. */
function runStep(step) {
  const startedAt = performance.now();
  console.log(`▶ ${step.name} (at ${seconds(suiteStartedAt)} s)`);
  const stepEnv = { ...env, ...step.extraEnv };
  const logFile = path.join(logs, `${step.name.replaceAll(/\W+/g, '-')}.log`);
  const out = createWriteStream(logFile);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: stepEnv,
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let ended = false;
    const finish = (status) => {
      if (ended) return;
      ended = true;
      out.end(() => {
        const ok = status === 0;
        console.log(`\n━━ ${step.name} ━━`);
        process.stdout.write(readFileSync(logFile));
        const counts = step.report ? countsOf(step.report, step.playwright) : null;
        resolve({ step, ok, counts, duration: seconds(startedAt) });
      });
    };
    child.on('error', (error) => {
      out.write(`\n${error.stack ?? error}\n`);
      finish(1);
    });
    child.on('close', (code) => finish(code));
  });
}

const results = await runSteps(steps, runStep);
postgres?.stop();

let passed = 0;
let failed = 0;
const failedSteps = [];
for (const { step, ok, counts } of results) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    if (!ok && counts.failed === 0) failed += 1; // the runner failed outside any test
  } else if (ok) passed += 1;
  else failed += 1;
  if (!ok) failedSteps.push(step.name);
}

// What failed, by name, last of all: a CI log keeps only its tail.
const failures = results.flatMap(({ step }) =>
  step.report && existsSync(step.report)
    ? failuresFromReport(JSON.parse(readFileSync(step.report, 'utf8')), step.playwright).map(
        (line) => `${step.name}: ${line}`,
      )
    : [],
);
if (failures.length > 0) {
  console.log(`\nFailed tests (${failures.length}):`);
  for (const line of failures.slice(0, 40)) console.log(`  ✗ ${line}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more (the step logs above name them)`);
}

console.log('');
// Where the time goes (the whole suite must stay under 15 minutes on 2 cores).
console.log(`Steps: ${results.map(({ step, duration }) => `${step.name} ${duration} s`).join(', ')}`);
console.log(`Whole suite: ${seconds(suiteStartedAt)} s`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || failedSteps.length > 0 ? 1 : 0;
