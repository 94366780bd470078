import type { EndpointName } from '@vending/contract';
import { fieldLabel } from '@vending/contract/fieldLabel';
import { fieldLabelsZh } from '@vending/contract/fieldLabels';
import { fieldLabelsEn } from '@vending/contract/fieldLabelsEn';
import { createI18n } from '../i18n';
import type { DeclaredListPage, DeclaredSettingsPage } from '../lib/resource/declaration';
import { requestFields } from '../lib/resource/DeclaredFields';
import { requestFieldLabel } from '../lib/resource/fieldLabel';
import { filterFieldsOf } from '../lib/resource/filters';
import { actionKindOf, filterKindOf } from '../lib/resource/kinds/registry';
import { consolePageRoutes } from './routeTable';

/*
 * The field labels are one table (contract/src/fieldLabels.ts): the server's refusals name a
 * field by it, and the console labels a declared page's request fields (filters, form fields)
 * by it, so that "手机号：…" under a field reads as that field's label. A page writes no copy:
 * a screen that labels a field otherwise adds the call's own label to the contract
 * (`endpointLabels`).
 */

function isDeclaredListPage(value: unknown): value is DeclaredListPage {
  return typeof value === 'object' && value !== null && 'list' in value && 'columns' in value && 'namespace' in value;
}
function isDeclaredSettingsPage(value: unknown): value is DeclaredSettingsPage {
  return typeof value === 'object' && value !== null && 'get' in value && 'save' in value && 'fields' in value;
}

/** Each request field a declared page labels: the call, the field. */
interface Labelled {
  namespace: string;
  call: EndpointName;
  field: string;
}

function labelledBy(page: DeclaredListPage | DeclaredSettingsPage): Labelled[] {
  const namespace = page.namespace;
  const formOf = (call: EndpointName | undefined, fields: readonly { name: string; label?: string }[] | undefined) =>
    call === undefined
      ? []
      : (fields ?? [])
          .filter(({ name, label }) => label === undefined && name in requestFields(call))
          .map(({ name }) => ({ namespace, call, field: name }));
  if (!isDeclaredListPage(page)) return formOf(page.save, page.fields);
  const filters = (page.filters ?? [])
    .map((filter) => filterKindOf(filter).name(filter))
    .filter((name) => name in requestFields(page.list))
    .map((field) => ({ namespace, call: page.list, field }));
  return [
    ...filters,
    ...formOf(page.form?.create, page.form?.fields),
    ...formOf(page.form?.update, page.form?.fields),
    ...(page.actions ?? []).flatMap((action) =>
      (actionKindOf(action).forms?.(action) ?? []).flatMap((form) => formOf(form.call, form.fields)),
    ),
    ...(page.bulkActions ?? []).flatMap((action) => formOf(action.call, action.fields)),
  ];
}

async function pageExports(): Promise<unknown[]> {
  const modules = await Promise.all(consolePageRoutes.map((route) => route.load()));
  return [...new Set(modules.flatMap((module) => Object.values(module)))];
}
async function declaredPages(): Promise<(DeclaredListPage | DeclaredSettingsPage)[]> {
  const exported = await pageExports();
  return [...exported.filter(isDeclaredListPage), ...exported.filter(isDeclaredSettingsPage)];
}

describe('field labels, one table for the console and the server', () => {
  it('leaves no copy of a request field’s label in a page’s words', async () => {
    const i18n = createI18n('zh');
    const labelled = (await declaredPages()).flatMap(labelledBy);
    expect(labelled.length).toBeGreaterThan(100);
    const copies = labelled
      .map(({ namespace, field }) => `${namespace}.fields.${field}`)
      .filter((key) => i18n.exists(key));
    expect([...new Set(copies)]).toEqual([]);
  }, 20_000);

  it('leaves no copy of the contract’s label under a page’s field words either (headers read it by name)', async () => {
    await pageExports();
    const i18n = createI18n('zh');
    const english: Readonly<Record<string, string>> = fieldLabelsEn;
    const wordsIn = (language: 'zh' | 'en') =>
      i18n.getResourceBundle(language, 'translation') as Record<string, { fields?: Record<string, unknown> }>;
    const [zh, en] = [wordsIn('zh'), wordsIn('en')];
    // The pages' words are loaded (more than thirty namespaces), the contract's own set aside.
    expect(Object.keys(zh).length).toBeGreaterThan(30);
    const pages = Object.entries(zh).filter(([namespace]) => namespace !== 'fieldLabels');
    const copies = pages.flatMap(([namespace, words]) =>
      Object.entries(words.fields ?? {})
        .filter(
          ([field, word]) =>
            Object.hasOwn(fieldLabelsZh, field) &&
            word === fieldLabelsZh[field] &&
            en[namespace]?.fields?.[field] === english[field],
        )
        .map(([field]) => `${namespace}.fields.${field}`),
    );
    expect(copies).toEqual([]);
  }, 20_000);

  it.each(['zh', 'en'] as const)(
    'labels every declared form field and filter as the server names it, in %s',
    async (language) => {
      const i18n = createI18n(language);
      const pages = await declaredPages();
      const labelled = pages.flatMap(labelledBy);
      const differing = labelled
        .map(({ namespace, call, field }) => ({
          at: `${namespace}: ${field} (${call})`,
          console: requestFieldLabel(i18n.t, call, field, namespace),
          server: fieldLabel(call, field)?.[language],
        }))
        .filter((label) => label.console !== label.server)
        .map((label) => `${label.at}: ${label.console} ≠ ${String(label.server)}`);
      expect([...new Set(differing)]).toEqual([]);
      // The filter bar draws those labels.
      const filterLabels = (await pageExports())
        .filter(isDeclaredListPage)
        .flatMap((page) => filterFieldsOf(page, i18n.t).map((field) => ({ page, field })))
        .filter(({ page, field }) => field.name in requestFields(page.list))
        .filter(({ page, field }) => field.label !== fieldLabel(page.list, field.name)?.[language])
        .map(({ page, field }) => `${page.namespace}: ${field.name} ${field.label}`);
      expect(filterLabels).toEqual([]);
    },
    20_000,
  );
});
