import { expect, test } from './fixtures';

test.describe('system settings', () => {
  test('充值赠送列表: an amount listed already is refused under its field, a new one survives a reload, then goes', async ({
    adminPage: page,
  }) => {
    await page.goto('/#/system/option');
    const table = page.getByRole('table', { name: '充值赠送列表' });
    await expect(table.getByRole('cell', { name: '¥500.00', exact: true })).toBeVisible();

    await page.getByRole('button', { name: '新增充值赠送' }).click();
    const dialog = page.getByRole('dialog', { name: '新增充值赠送' });
    await dialog.getByLabel('充值金额').fill('100');
    await dialog.getByLabel('赠送金额').fill('12.5');
    await dialog.getByLabel('排序').fill('60');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('已有相同充值金额的赠送')).toBeVisible();
    await expect(dialog.getByLabel('赠送金额')).toHaveValue('12.5');
    await dialog.getByLabel('充值金额').fill('800');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const row = table.getByRole('row', { name: /¥800\.00/ });
    await expect(row.getByText('¥12.50')).toBeVisible();
    await expect(row.getByRole('switch')).toBeChecked();
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('cell', { name: '¥500.00', exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: /¥800\.00/ })).toHaveCount(0);
  });

  test("缺货商品设置: the global threshold and a goods' own one decide the slots listed, and stay after a reload", async ({
    adminPage: page,
  }) => {
    await page.goto('/#/system/shortage');
    const settings = page.getByRole('region', { name: '全局设置' });
    const threshold = settings.getByLabel('全局缺货阈值');
    await expect(threshold).toHaveValue('2');
    const slots = page.getByRole('table', { name: '当前缺货货道' });

    // A threshold that is not a whole number is refused under its field; nothing changes.
    await threshold.fill('2.5');
    await settings.getByRole('button', { name: '保存' }).click();
    await expect(settings.getByText('请输入 0–1000 之间的整数')).toBeVisible();
    await page.reload();
    await expect(threshold).toHaveValue('2');

    // A high threshold lists slots, every one below it.
    await threshold.fill('1000');
    await settings.getByRole('button', { name: '保存' }).click();
    await expect(settings.getByText(/最后由 admin 于/)).toBeVisible();
    await page.reload();
    await expect(threshold).toHaveValue('1000');
    await expect(slots.getByRole('cell', { name: '1000', exact: true }).first()).toBeVisible();

    // 农夫山泉's own threshold of 0: none of its slots is short any more.
    const goodsTable = page.getByRole('table', { name: '缺货商品设置' });
    await page.getByRole('textbox', { name: '关键词' }).fill('农夫山泉');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const goodsRow = goodsTable.getByRole('row', { name: /农夫山泉 550ml/ });
    await goodsRow.getByRole('button', { name: '设置阈值' }).click();
    const dialog = page.getByRole('dialog', { name: '设置商品缺货阈值' });
    await dialog.getByLabel('缺货阈值').fill('0');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(goodsRow.getByRole('cell', { name: '0', exact: true })).toBeVisible();
    await expect(slots.getByRole('cell', { name: '1000', exact: true }).first()).toBeVisible();
    await expect(slots.getByRole('cell', { name: '农夫山泉 550ml' })).toHaveCount(0);

    // Back as the other journeys expect: following the global threshold of 2.
    await goodsRow.getByRole('button', { name: '设置阈值' }).click();
    await dialog.getByLabel('缺货阈值').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(goodsRow.getByText('使用全局阈值')).toBeVisible();
    await threshold.fill('2');
    await settings.getByRole('button', { name: '保存' }).click();
    await page.reload();
    await expect(threshold).toHaveValue('2');
  });
});
