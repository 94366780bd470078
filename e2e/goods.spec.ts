import { ADMIN, apiCall, apiLogin, expect, test } from './fixtures';

/** A 1×1 PNG, enough for the server's check of an image's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('goods', () => {
  test('create goods with a picture (a taken barcode refused), filter by keyword, take it off shelf in bulk, kept after a reload', async ({
    adminPage: page,
  }) => {
    const name = `端到端商品${Date.now().toString(36)}`;
    await page.goto('/#/goods/list');
    const table = page.getByRole('table', { name: '商品列表' });
    await expect(table.getByRole('switch').first()).toBeVisible();

    await page.getByRole('button', { name: '新增商品' }).click();
    const dialog = page.getByRole('dialog', { name: '新增商品' });
    await dialog.getByLabel('商品名称').fill(name);
    await dialog.getByLabel('商品分类').click();
    await page.getByRole('option', { name: '饮料', exact: true }).click();
    // 农夫山泉's barcode: refused under the field, every value kept.
    await dialog.getByLabel('条码').fill('6921168509256');
    await dialog.getByLabel('售价（含税）').fill('5.5');
    await dialog.getByLabel('成本').fill('2.75');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'goods.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('已有商品使用该条码')).toBeVisible();
    await expect(dialog.getByLabel('售价（含税）')).toHaveValue('5.5');
    await dialog.getByLabel('条码').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    // The keyword follows the URL; after a reload the goods show their price, margin and picture.
    await page.getByRole('textbox', { name: '关键词' }).fill(name);
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await page.reload();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('¥5.50')).toBeVisible();
    await expect(row.getByText('50.0%')).toBeVisible();
    await expect(row.getByRole('button', { name: `预览图片：${name}` })).toBeVisible();
    await expect(row.getByRole('switch')).toBeChecked();

    // Off shelf through the bulk action on the selected row.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: '批量下架' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已下架 1 个商品')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row', { name: new RegExp(name) }).getByRole('switch')).not.toBeChecked();
  });

  test('the library adds the chosen items to the goods list in one action, skipping a barcode the list has', async ({
    adminPage: page,
    request,
  }) => {
    // A library item of this run's own (the newest, so first in the library), which the goods list
    // has not yet: run again (--repeat-each) on the same server, a seeded item would be in the
    // list since the run before.
    const token = await apiLogin(request, ADMIN);
    const stamp = Date.now();
    const name = `端到端库存品${stamp.toString(36)}`;
    const barcode = String(stamp).slice(-13).padStart(13, '9');
    const categories = (await apiCall(request, token, 'GET', '/api/goods/back/library/getLibraryCategoryOptions'))
      .data as { rows: { value: number; label: string }[] };
    const drinks = categories.rows.find((row) => row.label === '饮料')!;
    const added = await apiCall(request, token, 'POST', '/api/goods/back/library/addGoodsLibrary', {
      form: { goodsName: name, categoryId: String(drinks.value), barcode, price: '350', cost: '120' },
    });
    expect(added.code, added.msg).toBe(1);

    await page.goto('/#/goods/addDefaultGoods');
    const table = page.getByRole('table', { name: '商品库' });
    await table
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check();
    // 农夫山泉 is in the seeded goods list: skipped.
    await table
      .getByRole('row', { name: /农夫山泉 550ml/ })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: '加入商品列表' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已加入 1 个商品，1 个因条码重复已跳过')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) }).getByText('已在商品列表')).toBeVisible();

    const listed = await apiCall(request, token, 'GET', '/api/goods/back/goods/getGoodsList', {
      params: { keyword: barcode },
    });
    expect((listed.data as { total: number }).total).toBe(1);
  });

  test('a category goods use is not removed; the order is changed by keyboard and saved in one call', async ({
    adminPage: page,
  }) => {
    await page.goto('/#/goods/categoryList');
    const table = page.getByRole('table', { name: '商品分类' });
    const drinks = table.getByRole('row', { name: /饮料/ });
    await drinks.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/该分类下还有 \d+ 个商品，不能删除/)).toBeVisible();
    await expect(drinks).toBeVisible();

    await page.getByRole('button', { name: '调整排序' }).click();
    const dialog = page.getByRole('dialog', { name: '调整分类排序' });
    const list = dialog.getByRole('list', { name: '分类顺序' });
    await expect(list.getByRole('listitem').first()).toContainText('饮料');
    await list.getByRole('listitem').first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(list.getByRole('listitem').nth(1)).toContainText('饮料');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(table.getByRole('row').nth(1)).toContainText('零食');
    await expect(table.getByRole('row').nth(2)).toContainText('饮料');

    // The seeded order back, for whatever runs next on this server (this test again, under
    // --repeat-each, expects 饮料 first).
    await page.getByRole('button', { name: '调整排序' }).click();
    await expect(list.getByRole('listitem').nth(1)).toContainText('饮料');
    await list.getByRole('listitem').nth(1).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(list.getByRole('listitem').first()).toContainText('饮料');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').nth(1)).toContainText('饮料');
  });
});
