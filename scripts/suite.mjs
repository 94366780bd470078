// The pieces of `npm test` (scripts/test.mjs) that decide what it runs when and what it counts,
// apart from the processes, so that scripts/suite.test.ts can hold them to their word.
import path from 'node:path';

/**
 * Runs `steps` at most `width` at a time. Each free runner takes the first step of the list not
 * yet taken whose `after` steps have all ended; when none is ready it waits for a step to end.
 * Answers each step's result (from `runStep`) in the order the steps ended.
 */
export async function runSteps(steps, runStep, width = 2) {
  const ended = new Set();
  const taken = new Set();
  const results = [];
  const waiting = new Set();
  const stepEnded = () => {
    for (const wake of waiting) wake();
    waiting.clear();
  };
  async function runner() {
    for (;;) {
      const next = steps.find((step) => !taken.has(step) && (step.after ?? []).every((other) => ended.has(other)));
      if (!next) {
        if (taken.size === steps.length) return;
        if (taken.size === ended.size)
          throw new Error(`No step can start: ${steps.filter((step) => !taken.has(step)).map((step) => step.name)}`);
        await new Promise((resolve) => waiting.add(resolve));
        continue;
      }
      taken.add(next);
      results.push(await runStep(next));
      ended.add(next);
      stepEnded();
    }
  }
  await Promise.all(Array.from({ length: width }, runner));
  return results;
}

/**
 * Tests passed and failed from a runner's JSON report (Vitest's, or Playwright's when
 * `playwright`). A run that counted no test at all (a suite that failed to load, a runner that
 * stopped early) is one failure, never a silent zero.
 */
export function countsFromReport(report, playwright) {
  if (playwright) {
    const { stats } = report;
    if (stats.expected + stats.unexpected + stats.flaky === 0) return { passed: 0, failed: 1 };
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
  }
  const { numPassedTests, numFailedTests, numTotalTests, numPendingTests } = report;
  if (numTotalTests === 0) return { passed: 0, failed: 1 };
  return {
    passed: numPassedTests,
    // Neither passed, failed nor skipped (a test that never finished) counts as failed.
    failed: numFailedTests + (numTotalTests - numPassedTests - numFailedTests - numPendingTests),
  };
}

/** The first line of a failure's message, without colour codes, at most 200 characters. */
function firstLine(message) {
  return messageLines(message, 1);
}

/**
 * The first `count` lines of a message, before Playwright's "Call log:", joined by " / ": an
 * expectation's "Expected pattern" and "Received string" follow its first line.
 */
function messageLines(message, count) {
  // eslint-disable-next-line no-control-regex -- the colour codes a runner writes into its messages
  const plain = String(message ?? '').replaceAll(/\u001b\[[0-9;]*m/g, '');
  const beforeCallLog = plain.split(/\n\s*Call log:/)[0] ?? '';
  const lines = beforeCallLog
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .slice(0, count);
  return lines.join(' / ').slice(0, 400);
}

/**
 * The tests a runner's JSON report counts as failed (Vitest's, or Playwright's when `playwright`),
 * each as "file › test: first line of the message". The suite prints them last, since a CI log
 * keeps only its tail and a count alone says nothing of what to mend.
 */
export function failuresFromReport(report, playwright) {
  const failures = [];
  if (playwright) {
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const failedResult = (test.results ?? []).find((result) => result.status !== 'passed');
          const flaky = test.status === 'flaky' ? ' (flaky: passed on a retry)' : '';
          // The line of the failed step: a test with several expectations of one kind says which.
          const line = failedResult?.error?.location?.line;
          const at = line ? ` (line ${line})` : '';
          failures.push(
            `${spec.file ?? suite.file} › ${[...titles, spec.title].join(' › ')}${flaky}${at}: ${messageLines(failedResult?.error?.message, 3)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    return failures;
  }
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter(
      (test) =>
        test.status !== 'passed' && test.status !== 'pending' && test.status !== 'skipped' && test.status !== 'todo',
    );
    const name = path.relative(process.cwd(), file.name);
    for (const test of failedTests)
      failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed') failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}
