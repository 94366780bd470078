import type { EndpointName } from './endpoints';
import { endpointLabelsZh, fieldLabelsZh } from './fieldLabels';
import { endpointLabelsEn, fieldLabelsEn } from './fieldLabelsEn';

/*
 * A request field's label in both languages at once (the server's refusals), from the table's two
 * halves (fieldLabels.ts, fieldLabelsEn.ts). A module of its own: the console reads the halves
 * apart, and a module that imported both would bring the English along with the Chinese.
 */

/** A label in each language; zh word for word as the console shows it. */
export interface FieldLabel {
  zh: string;
  en: string;
}

function labelOf(
  chinese: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
  field: string,
): FieldLabel | undefined {
  const zh = Object.hasOwn(chinese, field) ? chinese[field] : undefined;
  const en = Object.hasOwn(english, field) ? english[field] : undefined;
  return zh === undefined || en === undefined ? undefined : { zh, en };
}

/** The label of `field` in `endpoint`'s request, if it has one. */
export function fieldLabel(endpoint: EndpointName, field: string): FieldLabel | undefined {
  const own = endpointLabelsZh[endpoint];
  const english: Partial<Record<EndpointName, Readonly<Record<string, string>>>> = endpointLabelsEn;
  const ownEnglish = english[endpoint];
  if (own && ownEnglish && Object.hasOwn(own, field)) return labelOf(own, ownEnglish, field);
  return labelOf(fieldLabelsZh, fieldLabelsEn, field);
}
