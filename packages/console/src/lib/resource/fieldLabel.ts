import type { EndpointName } from '@vending/contract';
import { endpointLabelsZh, fieldLabelsZh } from '@vending/contract/fieldLabels';
import type { TFunction } from 'i18next';
// The contract's labels come with the modules that label a field.
import '../../i18n/fieldWords';

/*
 * A field's label, read from one table: a request field's is the contract's
 * (contract/src/fieldLabels.ts, which the server's refusals name it by), so a page writes none;
 * any other name (a date range, a column of the answer) is the page's `<namespace>.fields.<name>`.
 */

/** The label of `field` in `call`'s request: the contract's for that call, else its table's; else the page's word. */
export function requestFieldLabel(t: TFunction, call: EndpointName, field: string, namespace: string): string {
  return t([`fieldLabels.calls.${call}.${field}`, `fieldLabels.fields.${field}`, `${namespace}.fields.${field}`]);
}

/**
 * A column's or a record's field label: the page's word; else as the page's calls label the
 * field (`labelCalls`: its form's and its list's), else the contract's label of that name.
 */
export function fieldHeader(
  t: TFunction,
  namespace: string,
  field: string,
  labelCalls: readonly EndpointName[] = [],
): string {
  return t([
    `${namespace}.fields.${field}`,
    ...labelCalls.map((call) => `fieldLabels.calls.${call}.${field}`),
    `fieldLabels.fields.${field}`,
  ]);
}

/** Whether `fieldHeader` finds a label of the field without the page's words. */
export function contractLabelsHeader(field: string, labelCalls: readonly EndpointName[] = []): boolean {
  return (
    Object.hasOwn(fieldLabelsZh, field) || labelCalls.some((call) => Object.hasOwn(endpointLabelsZh[call] ?? {}, field))
  );
}
