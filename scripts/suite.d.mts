/** Types of scripts/suite.mjs for its TypeScript test. */
export interface SuiteStep {
  name: string;
  after?: SuiteStep[];
}
export function runSteps<Step extends SuiteStep, Result>(
  steps: Step[],
  runStep: (step: Step) => Promise<Result>,
  width?: number,
): Promise<Result[]>;
export function countsFromReport(
  report:
    | { stats: { expected: number; unexpected: number; flaky: number } }
    | { numTotalTests: number; numPassedTests: number; numFailedTests: number; numPendingTests: number },
  playwright: boolean,
): { passed: number; failed: number };
export function failuresFromReport(report: unknown, playwright: boolean): string[];
