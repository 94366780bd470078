import type { EndpointName } from '@vending/contract';
import { fieldLabel } from '@vending/contract/fieldLabels';
import { createI18n } from '../i18n';
import type { DeclaredListPage, DeclaredSettingsPage } from '../lib/resource/declaration';
import { requestFields } from '../lib/resource/DeclaredFields';
import { filterKindOf } from '../lib/resource/kinds/registry';
import { consolePageRoutes } from './routeTable';

/*
 * The field labels are one table (contract/src/fieldLabels.ts): the server's refusals name a
 * field by it, and a declared page's forms and filters must label the field with the same
 * words, so that "手机号：…" under a field reads as that field's label. A page that labels a
 * field otherwise adds the call's own label to the table (`endpointLabels`).
 */

function isDeclaredListPage(value: unknown): value is DeclaredListPage {
  return typeof value === 'object' && value !== null && 'list' in value && 'columns' in value && 'namespace' in value;
}
function isDeclaredSettingsPage(value: unknown): value is DeclaredSettingsPage {
  return typeof value === 'object' && value !== null && 'get' in value && 'save' in value && 'fields' in value;
}

/** Each request field a declared page labels: the call, the field, the page's words for it. */
interface Labelled {
  namespace: string;
  call: EndpointName;
  field: string;
}

function labelledBy(page: DeclaredListPage | DeclaredSettingsPage): Labelled[] {
  const namespace = page.namespace;
  const formOf = (call: EndpointName | undefined, fields: readonly { name: string }[] | undefined) =>
    call === undefined
      ? []
      : (fields ?? [])
          .filter(({ name }) => name in requestFields(call))
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
    ...(page.actions ?? []).flatMap((action) => (action.opens === 'form' ? formOf(action.call, action.fields) : [])),
    ...(page.bulkActions ?? []).flatMap((action) => formOf(action.call, action.fields)),
  ];
}

async function declaredPages() {
  const modules = await Promise.all(consolePageRoutes.map((route) => route.load()));
  const exported = [...new Set(modules.flatMap((module) => Object.values(module)))];
  return exported.filter((value) => isDeclaredListPage(value) || isDeclaredSettingsPage(value));
}

describe('field labels, one table for the console and the server', () => {
  it.each(['zh', 'en'] as const)(
    'labels every declared form field and filter as the server names it, in %s',
    async (language) => {
      const i18n = createI18n(language);
      const pages = await declaredPages();
      const labelled = pages.flatMap(labelledBy);
      expect(labelled.length).toBeGreaterThan(100);
      const differing = labelled
        .map(({ namespace, call, field }) => ({
          at: `${namespace}.fields.${field} (${call})`,
          console: i18n.t(`${namespace}.fields.${field}`),
          server: fieldLabel(call, field)?.[language],
        }))
        .filter((label) => label.console !== label.server)
        .map((label) => `${label.at}: ${label.console} ≠ ${String(label.server)}`);
      expect([...new Set(differing)]).toEqual([]);
    },
    20_000,
  );
});
