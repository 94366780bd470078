import type { DeclaredListPage } from './declaration';
import type { DeclaredDetailPage } from './detail';
import { formFieldWords } from './formFields';
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
    keys.add(`${ns}.fields.${kind.name(filter)}`);
    kind.words(filter, ns).forEach((key) => keys.add(key));
  }
  for (const column of page.columns) {
    if ('field' in column) keys.add(`${ns}.fields.${column.field}`);
    columnKindOf(column)
      .words(column, ns)
      .forEach((key) => keys.add(key));
  }
  for (const action of page.actions ?? [])
    actionKindOf(action)
      .words(action, ns)
      .forEach((key) => keys.add(key));
  const formFields = [...(page.form?.fields ?? []), ...(page.bulkActions ?? []).flatMap((bulk) => bulk.fields ?? [])];
  formFieldWords(ns, formFields).forEach((key) => keys.add(key));
  if (page.form?.create) keys.add(`${ns}.create`);
  if (page.form?.update) keys.add(`${ns}.editTitle`);
  for (const total of page.totals ?? []) keys.add(`${ns}.totals.${total.field}`);
  for (const bulk of page.bulkActions ?? [])
    ['', 'Confirm', 'Done'].forEach((word) => keys.add(`${ns}.bulk.${bulk.key}${word}`));
  for (const toolbar of [...(page.toolbarDialogs ?? []), ...(page.toolbarLinks ?? [])])
    keys.add(`${ns}.toolbar.${toolbar.key}`);
  return [...keys];
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
