import { expect, test } from './fixtures';

/** A 1×1 PNG, enough for the server's check of an image's first bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('advertisement images', () => {
  test('a carousel image is added (a javascript: link refused), put first by keyboard and previewed, kept after a reload', async ({
    adminPage: page,
  }) => {
    const link = `/pages/e2e/${Date.now().toString(36)}`;
    await page.goto('/#/system/indexPic');
    const table = page.getByRole('table', { name: '轮播广告图' });
    await expect(table.getByRole('switch').first()).toBeVisible();

    await page.getByRole('button', { name: '新增轮播图' }).click();
    const dialog = page.getByRole('dialog', { name: '新增轮播图' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByLabel('链接').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入 http(s) 网址或以 / 开头的页面路径')).toBeVisible();
    await dialog.getByLabel('链接').fill(link);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    const row = table.getByRole('row', { name: new RegExp(link) });
    await expect(row.getByRole('switch')).toBeChecked();

    // The new image is last: Alt+↑ on it until it leads, then one save.
    await page.getByRole('button', { name: '调整排序' }).click();
    const sort = page.getByRole('dialog', { name: '调整轮播图排序' });
    const list = sort.getByRole('list', { name: '轮播图顺序' });
    // Counted once the list has loaded (the new image in it), not while it is still being asked for.
    await expect(list.getByRole('listitem').filter({ hasText: link })).toBeVisible();
    const count = await list.getByRole('listitem').count();
    await list.getByRole('listitem').last().focus();
    for (let step = 1; step < count; step += 1) await page.keyboard.press('Alt+ArrowUp');
    await expect(list.getByRole('listitem').first()).toContainText(link);
    await sort.getByRole('button', { name: '保存' }).click();
    await expect(sort).toBeHidden();
    await page.reload();
    await expect(table.getByRole('row').nth(1)).toContainText(link);

    // The preview starts from it; 下一张 by keyboard moves on.
    await page.getByRole('button', { name: '预览轮播' }).click();
    const carousel = page.getByRole('region', { name: '轮播预览' });
    await expect(carousel.getByRole('img', { name: `轮播图：${link}` })).toBeVisible();
    await carousel.getByRole('button', { name: '下一张' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: /^第 2 张/ })).toBeVisible();
  });

  test('the dispensing-screen image is saved with who and when; a refused upload leaves it as it was', async ({
    adminPage: page,
  }) => {
    await page.goto('/#/system/sendGoodsPic');
    const section = page.getByRole('region', { name: '出货屏广告图' });
    await section
      .locator('input[type="file"]')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    const preview = section.getByRole('img', { name: '出货屏预览（16:9）' });
    await expect(preview).toBeVisible();
    await section.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await page.reload();
    await expect(section.getByText(/最后由 admin 于 .+ 保存/)).toBeVisible();
    const saved = await preview.getAttribute('src');
    expect(saved).toMatch(/\/images\/[0-9a-f]{64}\.png$/);

    // Text dressed as a PNG: the server refuses it by its content, and nothing changes.
    await section.locator('input[type="file"]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText(/该文件不是 PNG、JPEG、GIF 或 WebP 图片/).first()).toBeVisible();
    await page.reload();
    await expect(preview).toHaveAttribute('src', saved!);
  });
});
