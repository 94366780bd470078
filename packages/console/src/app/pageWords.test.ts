import { endpoints } from '@vending/contract';
import { createI18n } from '../i18n';
import type { DeclaredListPage } from '../lib/resource/declaration';
import { requiredWordsOf } from '../lib/resource/wordsOf';
import { fieldConstraints } from '../lib/resource/schemaRules';
import type { z } from 'zod';
import { consolePageRoutes } from './routeTable';

function isDeclaredListPage(value: unknown): value is DeclaredListPage {
  return typeof value === 'object' && value !== null && 'list' in value && 'columns' in value && 'namespace' in value;
}

/** Every list page declared by a page module of the route table. */
async function declaredPages(): Promise<DeclaredListPage[]> {
  const modules = await Promise.all(consolePageRoutes.map((route) => route.load()));
  const exported: unknown[] = modules.flatMap((module) => Object.values(module));
  return [...new Set(exported.filter(isDeclaredListPage))];
}

describe('declared pages', () => {
  it('finds the declared pages of the route table', async () => {
    const pages = await declaredPages();
    expect(pages.map((page) => page.namespace).sort()).toEqual([
      'activities',
      'administrators',
      'advertisements',
      'agentShares',
      'agents',
      'carousel',
      'deviceAds',
      'deviceSoftware',
      'deviceTypes',
      'devices',
      'feedback',
      'franchise',
      'goods',
      'goodsCategories',
      'goodsLibrary',
      'goodsThresholds',
      'members',
      'merchants',
      'orders',
      'rechargeOptions',
      'recharges',
      'replenishments',
      'softwareReleases',
      'testerApplications',
      'testers',
      'withdrawals',
    ]);
    // The first test loads every page module of the route table, cold.
  }, 20_000);

  it.each(['zh', 'en'] as const)('has every word a declared page reads in %s', async (language) => {
    const i18n = createI18n(language);
    for (const page of await declaredPages()) {
      const missing = requiredWordsOf(page).filter((key) => !i18n.exists(key));
      expect(missing, page.namespace).toEqual([]);
    }
  });

  it('explains every pattern a declared form checks', async () => {
    const i18n = createI18n('en');
    for (const page of await declaredPages()) {
      const calls = [page.form?.create, page.form?.update].filter((call) => call !== undefined);
      for (const call of calls) {
        const shape = (endpoints[call].request as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
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
