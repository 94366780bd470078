import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Screens as an operator's week sees them (issue 41): the device list dense enough to read at
 * 1440 px and more than a number and a name at 390 px, in both languages.
 */

const languages = [
  { language: 'zh', table: '设备列表', disabled: '已停用' },
  { language: 'en', table: 'Devices', disabled: 'Disabled' },
] as const;

/** The table's rows are in and it is no longer busy (a loaded two-core machine takes its time: 30 s). */
async function expectRowsLoaded(table: Locator) {
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
}

async function useLanguage(page: Page, baseURL: string | undefined, language: 'zh' | 'en') {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL! }]);
}

/**
 * The body rows whose given columns are wholly on screen: within the table's scroll region
 * (no sideways scroll needed) and within the window (no scroll down needed), and not under the
 * pinned 操作 column.
 */
function rowsShowing(page: Page, columns: readonly string[]) {
  return page.evaluate((ids) => {
    const scroller = document.querySelector<HTMLElement>('main [data-slot="data-table-scroll"]')!;
    const region = scroller.getBoundingClientRect();
    const right = region.left + scroller.clientLeft + scroller.clientWidth;
    const bottom = Math.min(region.bottom, window.innerHeight);
    let shown = 0;
    for (const row of scroller.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
      const pinned = row.querySelector<HTMLElement>('td[data-column-id="actions"]')?.getBoundingClientRect();
      const all = ids.every((id) => {
        const cell = row.querySelector<HTMLElement>(`td[data-column-id="${id}"]`);
        if (!cell || cell.textContent?.trim() === '') return false;
        const box = cell.getBoundingClientRect();
        if (
          // A pixel's leeway: a cell's edge may fall a fraction past its neighbour's.
          box.left < region.left - 1 ||
          box.right > (pinned?.left ?? right) + 1 ||
          box.top < region.top - 1 ||
          box.bottom > bottom + 1
        )
          return false;
        const centre = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
        return cell.contains(centre);
      });
      if (all) shown += 1;
    }
    return shown;
  }, columns);
}

for (const { language, table: tableName, disabled } of languages) {
  test(`device list at 1440 px (${language}): ten rows or more with their state and version in view; a disabled machine says so and since when`, async ({
    adminPage: page,
    baseURL,
  }) => {
    await useLanguage(page, baseURL, language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/#/equipment/list');
    const table = page.getByRole('table', { name: tableName });
    await expectRowsLoaded(table);
    await expect.poll(() => rowsShowing(page, ['deviceNo', 'online', 'softwareVersion'])).toBeGreaterThanOrEqual(10);
    // One line a field: no row is more than two lines of text high.
    const heights = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(64);

    // The demo's VM000010 is disabled: 已停用 and since when, not 离线 with no reason.
    await page.goto('/#/equipment/list?keyword=VM000010');
    const row = table.getByRole('row', { name: /VM000010/ });
    await expect(row).toHaveCount(1);
    const state = row.locator('td[data-column-id="online"]');
    await expect(state).toContainText(disabled);
    await expect(state.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test(`device list at 390 px (${language}): each row shows its device and its state beside the actions`, async ({
    adminPage: page,
    baseURL,
  }) => {
    await useLanguage(page, baseURL, language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/equipment/list');
    const table = page.getByRole('table', { name: tableName });
    await expectRowsLoaded(table);
    await expect.poll(() => rowsShowing(page, ['deviceNo', 'online'])).toBeGreaterThanOrEqual(5);
    // The number and the name are both in the device's cell.
    await expect(table.locator('tbody tr').first().locator('td[data-column-id="deviceNo"]')).toContainText(/VM\d{6}.+/);
  });
}

for (const { language, devicesHeading } of [
  { language: 'zh', devicesHeading: '设备' },
  { language: 'en', devicesHeading: 'Devices' },
] as const) {
  test(`Ctrl+K finds VM000023 by its number and opens its device (${language})`, async ({
    adminPage: page,
    baseURL,
  }) => {
    await useLanguage(page, baseURL, language);
    await page.goto('/#/home/index');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog');
    const input = palette.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('VM000023');
    const found = palette.getByRole('group', { name: devicesHeading }).getByRole('option', { name: /VM000023/ });
    await expect(found).toHaveAccessibleName(/VM000023\s*23号售货机/);
    await found.click();
    await expect(page).toHaveURL(/#\/equipment\/list\?keyword=VM000023/);
    const table = page.getByRole('table', { name: language === 'zh' ? '设备列表' : 'Devices' });
    await expect(table.getByRole('row', { name: /VM000023/ })).toHaveCount(1);
    await expect(table.locator('tbody tr')).toHaveCount(1);
  });
}
