import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countsFromReport, failuresFromReport, runSteps } from './suite.mjs';

interface Step {
  name: string;
  after?: Step[];
}

/**
 * Steps that each take `ms` of fake time (the clock moves only when the test runs the timers, so a
 * busy machine cannot swap two steps' ends), recording when each started and ended and how many ran at once. */
function timedRun(durations: Record<string, number>) {
  const events: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const runStep = async (step: Step) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    events.push(`start ${step.name}`);
    await new Promise((resolve) => setTimeout(resolve, durations[step.name] ?? 0));
    events.push(`end ${step.name}`);
    running -= 1;
    return step.name;
  };
  return { events, runStep, mostAtOnce: () => mostAtOnce };
}

/** `runSteps` with the fake clock run until every step has ended. */
async function runToEnd(steps: Step[], runStep: (step: Step) => Promise<string>) {
  const done = runSteps(steps, runStep);
  await vi.runAllTimersAsync();
  return done;
}

describe('npm test runs its steps', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('two at a time, in the list’s order', async () => {
    const steps: Step[] = [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }];
    const run = timedRun({ a: 30, b: 5, c: 5, d: 5 });
    const ended = await runToEnd(steps, run.runStep);
    expect(run.mostAtOnce()).toBe(2);
    expect(run.events.slice(0, 2)).toEqual(['start a', 'start b']);
    // b's runner goes on with c, then d, while a still runs.
    expect(ended).toEqual(['b', 'c', 'd', 'a']);
  });

  it('a step only after the steps it needs have ended, the other runner taking what is ready meanwhile', async () => {
    const build: Step = { name: 'build' };
    const steps: Step[] = [
      build,
      { name: 'e2e', after: [build] },
      { name: 'stories' },
      { name: 'budget', after: [build] },
    ];
    const run = timedRun({ build: 20, e2e: 5, stories: 40, budget: 5 });
    await runToEnd(steps, run.runStep);
    const at = (event: string) => run.events.indexOf(event);
    expect(at('start stories')).toBeLessThan(at('end build'));
    expect(at('start e2e')).toBeGreaterThan(at('end build'));
    expect(at('start budget')).toBeGreaterThan(at('end build'));
    expect(run.events.filter((event) => event.startsWith('start'))).toHaveLength(4);
  });

  it('every step once, even when one runner waits for the other', async () => {
    const first: Step = { name: 'first' };
    const second: Step = { name: 'second', after: [first] };
    const steps: Step[] = [first, second, { name: 'third', after: [second] }];
    const run = timedRun({ first: 5, second: 5, third: 5 });
    expect(await runToEnd(steps, run.runStep)).toEqual(['first', 'second', 'third']);
  });

  it('says so rather than hang when a step needs one that is not in the list', async () => {
    const missing: Step = { name: 'missing' };
    await expect(runSteps([{ name: 'orphan', after: [missing] }], async () => 'never')).rejects.toThrow(
      /No step can start: orphan/,
    );
  });
});

describe('npm test counts', () => {
  it('a Vitest report’s passed and failed tests, a test that never finished as failed, skipped ones as neither', () => {
    expect(
      countsFromReport({ numTotalTests: 10, numPassedTests: 6, numFailedTests: 1, numPendingTests: 2 }, false),
    ).toEqual({ passed: 6, failed: 2 });
  });

  it('a Vitest run that counted no test (a file that failed to load) as one failure', () => {
    expect(
      countsFromReport({ numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, numPendingTests: 0 }, false),
    ).toEqual({ passed: 0, failed: 1 });
  });

  it('a Playwright report’s expected as passed, unexpected and flaky as failed, and none at all as one failure', () => {
    expect(countsFromReport({ stats: { expected: 100, unexpected: 1, flaky: 1 } }, true)).toEqual({
      passed: 100,
      failed: 2,
    });
    expect(countsFromReport({ stats: { expected: 0, unexpected: 0, flaky: 0 } }, true)).toEqual({
      passed: 0,
      failed: 1,
    });
  });
});

describe('npm test names what failed', () => {
  it('a Vitest report’s failed tests by file and name, with the first line of the message, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: `${process.cwd()}/packages/ui/src/Tabs/Tabs.stories.tsx`,
          status: 'failed',
          assertionResults: [
            { fullName: 'Tabs Default', status: 'passed', failureMessages: [] },
            {
              fullName: 'Tabs Closed',
              status: 'failed',
              failureMessages: ['\u001b[31mError: Screenshot does not match\u001b[39m\n  at x'],
            },
            { fullName: 'Tabs Later', status: 'skipped', failureMessages: [] },
          ],
        },
        {
          name: `${process.cwd()}/scripts/broken.test.ts`,
          status: 'failed',
          message: 'SyntaxError: nope',
          assertionResults: [],
        },
      ],
    };
    expect(failuresFromReport(report, false)).toEqual([
      'packages/ui/src/Tabs/Tabs.stories.tsx › Tabs Closed: Error: Screenshot does not match',
      'scripts/broken.test.ts: SyntaxError: nope',
    ]);
  });

  it('a Playwright report’s unexpected and flaky tests with their describe titles, passed ones not', () => {
    const report = {
      suites: [
        {
          title: 'field.spec.ts',
          file: 'field.spec.ts',
          specs: [
            { title: 'top', file: 'field.spec.ts', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
          ],
          suites: [
            {
              title: 'the phone view',
              specs: [
                {
                  title: 'works offline',
                  file: 'field.spec.ts',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          status: 'failed',
                          error: {
                            message:
                              'Error: expect(page).toHaveURL(expected) failed\n\nExpected pattern: /keyword=/\nReceived string:  "http://x/#/agent/list"\nTimeout: 20000ms\n\nCall log:\n  - waiting',
                            location: { file: '/e2e/field.spec.ts', line: 33, column: 5 },
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: 'syncs',
                  file: 'field.spec.ts',
                  tests: [
                    {
                      status: 'flaky',
                      results: [{ status: 'failed', error: { message: 'expect(received)' } }, { status: 'passed' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failuresFromReport(report, true)).toEqual([
      'field.spec.ts › the phone view › works offline (line 33): Error: expect(page).toHaveURL(expected) failed / Expected pattern: /keyword=/ / Received string:  "http://x/#/agent/list"',
      'field.spec.ts › the phone view › syncs (flaky: passed on a retry): expect(received)',
    ]);
  });
});
