import { choose, expect, test } from './fixtures';

/** A 1×1 PNG, enough for the server's check of an image's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('advertisements', () => {
  test('an advertisement with an uploaded image (an end before its start refused) is assigned to two devices from the picker across pages, then one is removed', async ({
    adminPage: page,
  }) => {
    const title = `端到端广告${Date.now().toString(36)}`;
    await page.goto('/#/advertisement/list');
    const table = page.getByRole('table', { name: '广告列表' });
    await expect(table.getByRole('switch').first()).toBeVisible();

    await page.getByRole('button', { name: '新增广告' }).click();
    const dialog = page.getByRole('dialog', { name: '新增广告' });
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('投放位置').click();
    await page.getByRole('option', { name: '待机屏', exact: true }).click();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByLabel('链接').fill('/pages/goods/list');
    // The server refuses an end before the start, under 结束时间, keeping every value.
    await dialog.getByLabel('开始时间').fill('2099-01-02T08:00');
    await dialog.getByLabel('结束时间').fill('2099-01-01T08:00');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText(/结束时间/).last()).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('标题')).toHaveValue(title);
    await dialog.getByLabel('开始时间').fill('2020-01-01T08:00');
    await dialog.getByLabel('结束时间').fill('2099-12-31T20:00');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('switch')).toBeChecked();
    await expect(row).toContainText('投放中');

    // Assign it: one device ticked on the picker's first page, one on its second.
    await page.goto('/#/advertisement/deviceList');
    const assignments = page.getByRole('table', { name: '设备广告' });
    await expect(assignments.getByRole('checkbox').nth(1)).toBeVisible();
    await page.getByRole('button', { name: '分配广告' }).click();
    const assign = page.getByRole('dialog', { name: '分配广告' });
    await assign.getByRole('combobox', { name: '广告' }).click();
    await page.getByRole('option', { name: title, exact: true }).click();
    await expect(assign.getByLabel('开始时间')).toHaveValue('2020-01-01T08:00');
    const picker = assign.getByRole('table', { name: '可选设备' });
    const firstPage = picker.getByRole('checkbox', { name: /^选择 / }).first();
    await expect(firstPage).toBeVisible();
    const first = (await firstPage.getAttribute('aria-label'))!.replace(/^选择 /, '');
    await firstPage.click();
    await assign.getByRole('button', { name: '下一页' }).click();
    const secondPage = picker.getByRole('checkbox', { name: /^选择 / }).first();
    await expect(secondPage).not.toHaveAccessibleName(`选择 ${first}`);
    const second = (await secondPage.getAttribute('aria-label'))!.replace(/^选择 /, '');
    await secondPage.click();
    await expect(assign.getByText('已选 2 台设备')).toBeVisible();
    await assign.getByRole('button', { name: '分配' }).click();
    await expect(page.getByText('已新分配 2 台设备，更新 0 台设备的投放时间')).toBeVisible();
    await expect(assign).toBeHidden();

    // Its two assignments, filtered by the advertisement; remove one in bulk, kept after a reload.
    await choose(page, page.getByRole('combobox', { name: '广告', exact: true }), title);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/advertisementId=\d+/);
    await expect(assignments.getByRole('row')).toHaveCount(3);
    const firstNo = first.split(' ')[0]!;
    const secondNo = second.split(' ')[0]!;
    await assignments
      .getByRole('row', { name: new RegExp(firstNo) })
      .getByRole('checkbox')
      .click();
    await page.getByRole('button', { name: '批量移除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已移除 1 条设备广告')).toBeVisible();
    await page.reload();
    await expect(assignments.getByRole('row')).toHaveCount(2);
    await expect(assignments.getByRole('row').nth(1)).toContainText(secondNo);
    await expect(assignments.getByRole('row').nth(1)).toContainText(title);
  });
});
