import { statusFlows } from '@vending/contract/statusFlows';
import type { DeclaredListPage } from './declaration';

/**
 * The keys a declared page reads from the language files and cannot do without (optional
 * words such as placeholders and help are left out). The language test checks each in
 * every language.
 */
export function requiredWordsOf(page: DeclaredListPage): string[] {
  const ns = page.namespace;
  const keys = new Set<string>();
  for (const filter of page.filters ?? []) {
    keys.add(`${ns}.fields.${filter.kind === 'dateRange' ? filter.name : filter.param}`);
    if (filter.kind === 'select')
      for (const value of filter.options) keys.add(`${ns}.options.${filter.param}.${value}`);
  }
  for (const column of page.columns) {
    if (column.kind === 'custom') continue;
    keys.add(`${ns}.fields.${column.field}`);
    if (column.kind === 'flag') ['confirmEnable', 'confirmDisable'].forEach((word) => keys.add(`${ns}.flag.${word}`));
  }
  const formFields = [
    ...(page.form?.fields ?? []),
    ...(page.actions ?? []).flatMap((a) => (a.opens === 'form' ? a.fields : [])),
    ...(page.bulkActions ?? []).flatMap((bulk) => bulk.fields ?? []),
  ];
  for (const field of formFields) keys.add(`${ns}.fields.${field.label ?? field.name}`);
  if (page.form?.create) keys.add(`${ns}.create`);
  if (page.form?.update) keys.add(`${ns}.editTitle`);
  for (const action of page.actions ?? []) {
    if (action.opens === 'transition') {
      keys.add(`flows.${action.flow}.actions.${action.action}`);
      continue;
    }
    keys.add(`${ns}.actions.${action.key}`);
    if (action.opens === 'confirm')
      ['Confirm', 'Done'].forEach((word) => keys.add(`${ns}.actions.${action.key}${word}`));
  }
  for (const total of page.totals ?? []) keys.add(`${ns}.totals.${total.field}`);
  for (const bulk of page.bulkActions ?? [])
    ['', 'Confirm', 'Done'].forEach((word) => keys.add(`${ns}.bulk.${bulk.key}${word}`));
  for (const toolbar of page.toolbarDialogs ?? []) keys.add(`${ns}.toolbar.${toolbar.key}`);
  for (const link of page.toolbarLinks ?? []) keys.add(`${ns}.toolbar.${link.key}`);
  // A money field's rule is the page's own words (the amount and its bounds).
  for (const field of formFields) if (field.control === 'money') keys.add(`${ns}.rules.${field.name}`);
  // Every state and action of each flow the page draws (a tag, a filter option, a row action).
  const flows = new Set([
    ...(page.filters ?? []).flatMap((filter) => (filter.kind === 'status' ? [filter.flow] : [])),
    ...page.columns.flatMap((column) => (column.kind === 'status' ? [column.flow] : [])),
  ]);
  for (const flow of flows) {
    for (const state of Object.keys(statusFlows[flow].values)) keys.add(`flows.${flow}.states.${state}`);
    for (const action of Object.keys(statusFlows[flow].actions)) keys.add(`flows.${flow}.actions.${action}`);
  }
  return [...keys];
}
