import { createI18n } from '../i18n';
import type { DeclaredListPage, DeclaredSettingsPage } from '../lib/resource/declaration';
import type { DeclaredDetailPage } from '../lib/resource/detail';
import { formFieldWords, requiredWordsOf, requiredWordsOfDetail } from '../lib/resource/wordsOf';
import { requestFields } from '../lib/resource/DeclaredFields';
import { fieldConstraints } from '../lib/resource/schemaRules';
import { consolePageRoutes } from './routeTable';

function isDeclaredListPage(value: unknown): value is DeclaredListPage {
  return typeof value === 'object' && value !== null && 'list' in value && 'columns' in value && 'namespace' in value;
}
function isDeclaredDetailPage(value: unknown): value is DeclaredDetailPage {
  return typeof value === 'object' && value !== null && 'get' in value && 'cards' in value && 'namespace' in value;
}
function isDeclaredSettingsPage(value: unknown): value is DeclaredSettingsPage {
  return typeof value === 'object' && value !== null && 'get' in value && 'save' in value && 'fields' in value;
}

/** What the page modules of the route table export, once. */
async function pageExports(): Promise<unknown[]> {
  const modules = await Promise.all(consolePageRoutes.map((route) => route.load()));
  return [...new Set(modules.flatMap((module) => Object.values(module)))];
}
/** Every list page declared by a page module of the route table. */
async function declaredPages(): Promise<DeclaredListPage[]> {
  return (await pageExports()).filter(isDeclaredListPage);
}

describe('declared pages', () => {
  it('finds the declared pages of the route table, each with a namespace of its own', async () => {
    const exported = await pageExports();
    const pages = exported.filter(isDeclaredListPage);
    const settings = exported.filter(isDeclaredSettingsPage);
    // Most pages of the menu are declarations; a module that stopped exporting its page would drop out here.
    expect(pages.length + settings.length).toBeGreaterThan(consolePageRoutes.length / 2);
    const namespaces = pages.map((page) => page.namespace);
    expect(new Set(namespaces).size, 'a namespace per list page').toBe(namespaces.length);
    // The first test loads every page module of the route table, cold.
  }, 20_000);

  it.each(['zh', 'en'] as const)('has every word a declared settings page reads in %s', async (language) => {
    const i18n = createI18n(language);
    for (const page of (await pageExports()).filter(isDeclaredSettingsPage)) {
      const missing = formFieldWords(page.namespace, page.save, page.fields).filter((key) => !i18n.exists(key));
      expect(missing, page.namespace).toEqual([]);
    }
  });

  it.each(['zh', 'en'] as const)('has every word a declared page reads in %s', async (language) => {
    const i18n = createI18n(language);
    for (const page of await declaredPages()) {
      const missing = requiredWordsOf(page).filter((key) => !i18n.exists(key));
      expect(missing, page.namespace).toEqual([]);
    }
  });

  it.each(['zh', 'en'] as const)('has every word a declared detail page reads in %s', async (language) => {
    const i18n = createI18n(language);
    const details = (await pageExports()).filter(isDeclaredDetailPage);
    // The order, feedback and member details at least; one that stopped being declared drops out here.
    expect(details.map((page) => page.namespace)).toEqual(
      expect.arrayContaining(['orderDetail', 'feedbackDetail', 'memberDetail']),
    );
    for (const page of details) {
      const missing = requiredWordsOfDetail(page).filter((key) => !i18n.exists(key));
      expect(missing, page.namespace).toEqual([]);
    }
  });

  it('explains every pattern a declared form checks', async () => {
    const i18n = createI18n('en');
    for (const page of await declaredPages()) {
      const calls = [page.form?.create, page.form?.update].filter((call) => call !== undefined);
      for (const call of calls) {
        const shape = requestFields(call);
        for (const field of page.form?.fields ?? []) {
          const schema = shape[field.name];
          const constraints = schema && fieldConstraints(schema);
          // A select offers only valid choices; typed text (a pattern, a number as text) needs words.
          if (constraints && field.control !== 'select' && (constraints.pattern || constraints.accepts)) {
            expect(i18n.exists(`${page.namespace}.rules.${field.name}`), `${page.namespace}.rules.${field.name}`).toBe(
              true,
            );
          }
        }
      }
    }
  });
});
