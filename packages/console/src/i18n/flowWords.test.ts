import { flowWords } from './flowWords';

type FlowWords = Record<string, { actions?: Record<string, string>; done?: Record<string, string> }>;

describe('flow words: what a toast says once an action is done (issue 30 item 6)', () => {
  it.each(['zh', 'en'] as const)('every action of every flow has its own done words in %s', (language) => {
    const flows = flowWords[language].flows as unknown as FlowWords;
    for (const [name, flow] of Object.entries(flows)) {
      if (!flow.actions) continue;
      expect({ name, done: Object.keys(flow.done ?? {}) }).toEqual({ name, done: Object.keys(flow.actions) });
    }
  });

  it('English says it as people do ("Approved"), never "Approve: done"', () => {
    const flows = flowWords.en.flows as unknown as FlowWords;
    expect(flows['withdrawal']?.done?.['approve']).toBe('Approved');
    const done = Object.values(flows).flatMap((flow) => Object.values(flow.done ?? {}));
    expect(done.filter((words) => /: done$/i.test(words))).toEqual([]);
  });
});
