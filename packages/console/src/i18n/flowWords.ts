import { flowInputWords, flowWords as contractFlowWords, type FlowWord } from '@vending/contract/flowWords';
import type { Language } from '../config/constants';
import { registerPageWords } from './pageWords';

/*
 * The words of the status flows (contract/src/statusFlows.ts): each state, each staff action
 * and what the toast says once an action is done. They are written once, in the contract's
 * flowWords.ts, which the server's refusals read too; here they are put in each language.
 */

type InLanguage<Table> = { [Key in keyof Table]: Table[Key] extends FlowWord ? string : InLanguage<Table[Key]> };

function inLanguage<Table extends object>(table: Table, language: Language): InLanguage<Table> {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]: [string, FlowWord | object]) => [
      key,
      'zh' in value && 'en' in value ? value[language] : inLanguage(value, language),
    ]),
  ) as InLanguage<Table>;
}

const confirmAction: Record<Language, string> = { zh: '确定{{action}}“{{name}}”吗？', en: '{{action}} “{{name}}”?' };

function flowsIn(language: Language) {
  return {
    ...inLanguage(contractFlowWords, language),
    /** What a transition carries, as form labels. */
    inputs: inLanguage(flowInputWords, language),
    confirmAction: confirmAction[language],
  };
}

/**
 * Under `flows` in each language. Registered by the modules that show a flow (the declared
 * lists, the detail pages), not carried by the first screen.
 */
export const flowWords = {
  zh: { flows: flowsIn('zh') },
  en: { flows: flowsIn('en') },
};
registerPageWords(flowWords);
