import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, test } from './fixtures';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

test.describe('API reference (/api/docs)', () => {
  // axe goes in as an inline script, which the server's content security policy rightly refuses.
  test.use({ bypassCSP: true });

  test('lists every operation by group, is keyboard-navigable, and has no axe violations', async ({
    page,
    request,
  }) => {
    // axe over the whole reference (188 operations) is the suite's heaviest page for the CPU: 9 s
    // alone, over 90 s on a loaded machine (load average ~30).
    test.setTimeout(240_000);
    const description = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, object> };
    const operationCount = Object.values(description.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    await page.goto('/api/docs');
    await expect(page).toHaveTitle(/Vending back-office API/);
    await expect(page.getByRole('article')).toHaveCount(operationCount);
    const members = page.getByRole('article', { name: 'GET /api/sys-user/back/users/getUserList', exact: true });
    await expect(members.getByRole('table', { name: 'Query parameters' })).toContainText('keyword');

    // A group link in the contents moves to its section.
    await page.getByRole('navigation', { name: 'Groups' }).getByRole('link', { name: '会员管理' }).click();
    await expect(page).toHaveURL(/#group-\d+$/);
    // A schema opens from the keyboard.
    const answer = members.locator('summary').filter({ hasText: 'Answer (application/json)' });
    await answer.focus();
    await page.keyboard.press('Enter');
    await expect(members.locator('details[open] pre')).toContainText('"code"');

    await page.addScriptTag({ path: axeSource });
    const results = await page.evaluate(() =>
      (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
    );
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
