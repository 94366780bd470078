import { flowWords as contractFlowWords } from '@vending/contract/flowWords';
import { statusFlows, type StatusFlowName } from '@vending/contract/statusFlows';
import { createI18n } from '.';
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

describe('the flows’ words, one table for the console and the server', () => {
  it.each(['zh', 'en'] as const)(
    'has every state and action of every flow in %s, as the contract writes it',
    (language) => {
      const i18n = createI18n(language);
      for (const flow of Object.keys(statusFlows) as StatusFlowName[]) {
        const words = contractFlowWords[flow] as unknown as Record<
          'states' | 'actions' | 'done',
          Record<string, Record<typeof language, string>>
        >;
        for (const state of Object.keys(statusFlows[flow].values)) {
          const word = words.states[state]?.[language];
          expect(word, `${flow}.states.${state}`).toMatch(/\S/);
          expect(i18n.t(`flows.${flow}.states.${state}`)).toBe(word);
        }
        for (const action of Object.keys(statusFlows[flow].actions)) {
          for (const part of ['actions', 'done'] as const) {
            const word = words[part][action]?.[language];
            expect(word, `${flow}.${part}.${action}`).toMatch(/\S/);
            expect(i18n.t(`flows.${flow}.${part}.${action}`)).toBe(word);
          }
        }
      }
      expect(i18n.t('flows.order.states.cancelled')).toBe(language === 'zh' ? '已取消' : 'Cancelled');
    },
  );
});
