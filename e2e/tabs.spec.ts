import { expect, test } from './fixtures';

test.describe('tab strip (docs/SPECIFICATION.md §2)', () => {
  test('adds a tab per page, closes, closes others and all', async ({ adminPage: page }) => {
    await page.goto('/#/home/index');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    const strip = page.getByRole('tablist', { name: '已打开的页面' });
    await menu.getByRole('treeitem', { name: '管理员管理' }).click();
    await menu.getByRole('treeitem', { name: '管理员列表' }).click();
    await menu.getByRole('treeitem', { name: '会员管理' }).click();
    await menu.getByRole('treeitem', { name: '会员列表' }).click();
    await expect(strip.getByRole('tab')).toHaveText([/首页/, /管理员列表/, /会员列表/]);

    // Closing the active tab goes to the last remaining one.
    // The close control is for the mouse; the keyboard closes the focused tab with Delete.
    await strip.getByRole('tab', { name: /会员列表/ }).focus();
    await page.keyboard.press('Delete');
    await expect(page).toHaveURL(/#\/administrators\/list$/);
    await expect(strip.getByRole('tab')).toHaveText([/首页/, /管理员列表/]);

    // Close others (context menu) keeps the chosen tab and goes to it.
    await strip.getByRole('tab', { name: /首页/ }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(page).toHaveURL(/#\/home\/index$/);
    await expect(strip.getByRole('tab')).toHaveText([/首页/]);

    // Close all clears the strip and goes to the root path (which, logged in, leads to welcome).
    await strip.getByRole('tab', { name: /首页/ }).focus();
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect(page).toHaveURL(/#\/welcome$/);
  });

  test('tabs survive a reload, and a tab brings back its page state', async ({ adminPage: page }) => {
    await page.goto('/#/member/list?page=2');
    await expect(page.getByRole('table', { name: '会员列表' })).toBeVisible();
    await page.goto('/#/home/index');
    await expect(page.getByText('今日销售额')).toBeVisible();
    await page.reload();
    const strip = page.getByRole('tablist', { name: '已打开的页面' });
    await expect(strip.getByRole('tab')).toHaveText([/会员列表/, /首页/]);
    await strip.getByRole('tab', { name: /会员列表/ }).click();
    await expect(page).toHaveURL(/#\/member\/list\?page=2$/);
  });
});

test.describe('command palette', () => {
  test('Ctrl+K searches the permitted pages by title and opens one with Enter', async ({ adminPage: page }) => {
    await page.goto('/#/home/index');
    await expect(page.getByText('今日销售额')).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: '搜索菜单' });
    await palette.getByRole('combobox').fill('会员');
    await expect(palette.getByRole('option', { name: /会员列表/ })).toBeVisible();
    await palette.getByRole('combobox').fill('会员列表');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/member\/list$/);
  });
});

test.describe('cached pages (docs/SPECIFICATION.md §2: most pages are not cached)', () => {
  test('the dashboard stays alive while its tab is open; the members page does not', async ({ adminPage: page }) => {
    await page.goto('/#/home/index');
    const figure = page.getByText('今日销售额');
    await expect(figure).toBeVisible();
    await figure.evaluate((element) => element.setAttribute('data-e2e-kept', 'yes'));
    await page.goto('/#/member/list');
    const table = page.getByRole('table', { name: '会员列表' });
    await expect(table).toBeVisible();
    await table.evaluate((element) => element.setAttribute('data-e2e-kept', 'yes'));

    await page.goto('/#/home/index');
    await expect(page.locator('[data-e2e-kept="yes"]', { hasText: '今日销售额' })).toBeVisible();
    await page.goto('/#/member/list');
    await expect(page.getByRole('table', { name: '会员列表' })).toBeVisible();
    await expect(page.getByRole('table', { name: '会员列表' })).not.toHaveAttribute('data-e2e-kept', 'yes');
  });
});
