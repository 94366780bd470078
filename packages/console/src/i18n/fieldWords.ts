import { endpointLabelsZh, fieldLabelsZh } from '@vending/contract/fieldLabels';
import { registerPageWords } from './pageWords';

/*
 * The request fields' labels (contract/src/fieldLabels.ts), which the server's refusals name a
 * field by (`手机号：…`): written once there, the Chinese put under `fieldLabels` here, as the
 * flow words are; the English (contract/src/fieldLabelsEn.ts) comes with the other English words
 * (./en.ts, loaded once English is chosen). A declared form field or filter of a request field
 * is labelled with them (lib/resource/fieldLabel.ts), never with a copy in a page's words.
 */

/** Under `fieldLabels`: a field's label in every call (`fields`), and where a call labels it otherwise (`calls`). */
export const fieldWords = {
  zh: { fieldLabels: { fields: fieldLabelsZh, calls: endpointLabelsZh } },
  en: {},
};
registerPageWords(fieldWords);
