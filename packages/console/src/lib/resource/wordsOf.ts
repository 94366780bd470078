import type { DeclaredListPage } from './declaration';
import type { DeclaredDetailPage } from './detail';
import type { EndpointName } from '@vending/contract';
import { fieldLabel } from '@vending/contract/fieldLabel';
import { contractLabelsHeader } from './fieldLabel';
import type { FormFieldDeclaration } from './formFields';
import { controlKindOf } from './kinds/controlRegistry';
import { fieldNameOf } from './kinds/kind';
import { actionKindOf, columnKindOf, filterKindOf } from './kinds/registry';
import { sectionKindOf } from './kinds/sectionRegistry';

/**
 * The keys a declared page reads from the language files and cannot do without (optional
 * words such as placeholders and help are left out): each kind says its own. The language
 * test checks each in every language.
 */
export function requiredWordsOf(page: DeclaredListPage): string[] {
  const ns = page.namespace;
  const keys = new Set<string>();
  for (const filter of page.filters ?? []) {
    const kind = filterKindOf(filter);
    // A request parameter's label is the contract's (fieldLabel.ts).
    const name = kind.name(filter);
    if (!fieldLabel(page.list, name)) keys.add(`${ns}.fields.${name}`);
    kind.words(filter, ns).forEach((key) => keys.add(key));
  }
  const labelCalls = [page.form?.update, page.form?.create, page.list].filter((call) => call !== undefined);
  for (const column of page.columns) {
    // A header the page does not write is the contract's label of that name (fieldLabel.ts).
    const header = column.label ?? fieldNameOf(column);
    if (!contractLabelsHeader(header, labelCalls)) keys.add(`${ns}.fields.${header}`);
    columnKindOf(column)
      .words(column, ns)
      .forEach((key) => keys.add(key));
  }
  const forms = [
    ...[page.form?.create, page.form?.update].flatMap((call) =>
      call ? [{ call, fields: page.form?.fields ?? [] }] : [],
    ),
    ...(page.bulkActions ?? []).map((bulk) => ({ call: bulk.call, fields: bulk.fields ?? [] })),
  ];
  for (const action of page.actions ?? []) {
    const kind = actionKindOf(action);
    kind.words(action, ns).forEach((key) => keys.add(key));
    forms.push(...(kind.forms?.(action) ?? []));
  }
  for (const { call, fields } of forms) formFieldWords(ns, call, fields).forEach((key) => keys.add(key));
  if (page.form?.create) keys.add(`${ns}.create`);
  if (page.form?.update) keys.add(`${ns}.editTitle`);
  for (const total of page.totals ?? []) keys.add(`${ns}.totals.${total.field}`);
  for (const bulk of page.bulkActions ?? [])
    ['', 'Confirm', 'Done'].forEach((word) => keys.add(`${ns}.bulk.${bulk.key}${word}`));
  for (const toolbar of [...(page.toolbarDialogs ?? []), ...(page.toolbarLinks ?? [])])
    keys.add(`${ns}.toolbar.${toolbar.key}`);
  return [...keys];
}

/**
 * The words a form's fields need: the label of a field the contract does not label (or that
 * names its own), and what its control needs (a money field's rule: the amount and its bounds).
 */
export function formFieldWords(
  namespace: string,
  call: EndpointName,
  fields: readonly FormFieldDeclaration<string>[],
): string[] {
  return fields.flatMap((field) => [
    ...(field.label !== undefined
      ? [field.label.includes('.') ? field.label : `${namespace}.fields.${field.label}`]
      : fieldLabel(call, field.name)
        ? []
        : [`${namespace}.fields.${field.name}`]),
    ...(controlKindOf(field).words?.(field, namespace) ?? []),
    ...(field.locked ? [`${namespace}.locked.${field.name}`] : []),
  ]);
}

/** The keys a declared detail page reads: its notices, its cards' titles and what each section needs. */
export function requiredWordsOfDetail(page: DeclaredDetailPage): string[] {
  const ns = page.namespace;
  const keys = new Set([`routes.${page.route}`, `${ns}.noId`, `${ns}.back`]);
  for (const card of page.cards) {
    if (card.title !== undefined) keys.add(`${ns}.${card.title}`);
    for (const section of card.sections)
      sectionKindOf(section)
        .words(section, ns)
        .forEach((key) => keys.add(key));
  }
  return [...keys];
}
