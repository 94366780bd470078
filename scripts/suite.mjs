// The pieces of `npm test` (scripts/test.mjs) that decide what it runs when and what it counts,
// apart from the processes, so that scripts/suite.test.ts can hold them to their word.

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
