import { endpointLabels, fieldLabels, type FieldLabel } from '@vending/contract/fieldLabels';
import type { Language } from '../config/constants';
import { registerPageWords } from './pageWords';

/*
 * The request fields' labels (contract/src/fieldLabels.ts), which the server's refusals name a
 * field by (`手机号：…`): written once there and put in each language here, as the flow words
 * are. A declared form field or filter of a request field is labelled with them
 * (lib/resource/fieldLabel.ts), never with a copy in a page's words.
 */

const inLanguage = (table: Readonly<Record<string, FieldLabel>>, language: Language) =>
  Object.fromEntries(Object.entries(table).map(([field, label]) => [field, label[language]]));

function labelsIn(language: Language) {
  return {
    /** The label of a field in every call, by the field's name. */
    fields: inLanguage(fieldLabels, language),
    /** Where a call labels a field otherwise, by call and field. */
    calls: Object.fromEntries(
      Object.entries(endpointLabels).map(([call, labels]) => [call, inLanguage(labels ?? {}, language)]),
    ),
  };
}

/** Under `fieldLabels` in each language; registered by the modules that label a field. */
export const fieldWords = {
  zh: { fieldLabels: labelsIn('zh') },
  en: { fieldLabels: labelsIn('en') },
};
registerPageWords(fieldWords);
