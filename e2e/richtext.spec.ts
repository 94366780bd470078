import { ADMIN, apiCall, apiLogin, expect, test } from './fixtures';

const hostile = [
  '<h2>第一次购买</h2>',
  '<p>扫描售货机上的二维码<script>window.__pwned = "script"</script></p>',
  '<p><img src="/no-such-image.png" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned = \'link\'">帮助</a></p>',
].join('');

test.describe('rich-text pages', () => {
  test('HTML with a script and an onerror image saved through 新手教程 reaches neither the preview nor the API without being cleaned', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto('/#/system/novice');
      const novice = page.getByRole('region', { name: '新手教程' });
      await novice.getByRole('tab', { name: 'HTML 源码' }).click();
      await novice.getByRole('textbox', { name: 'HTML 源码' }).fill(hostile);
      await novice.getByRole('button', { name: '保存' }).click();
      // Saved, as the page says (最后由 alone was there already when an earlier run saved last);
      // the page then reads the record again, so it is opened anew before the next look.
      await expect(page.getByText('保存成功')).toBeVisible();
      await page.reload();
      await expect(novice).toContainText(`最后由 ${ADMIN.username}`);

      // The source now holds what the server kept.
      await novice.getByRole('tab', { name: 'HTML 源码' }).click();
      const source = novice.getByRole('textbox', { name: 'HTML 源码' });
      await expect(source).toHaveValue(/扫描售货机上的二维码/);
      expect(await source.inputValue()).not.toMatch(/script|onerror|javascript:/i);

      await novice.getByRole('tab', { name: '预览' }).click();
      const preview = novice.getByRole('region', { name: '预览' });
      await expect(preview.getByRole('heading', { name: '第一次购买' })).toBeVisible();
      await expect(preview.getByText('扫描售货机上的二维码')).toBeVisible();
      await expect(preview.locator('script, [onerror], [href^="javascript"]')).toHaveCount(0);
      expect(await preview.innerHTML()).not.toMatch(/script|onerror|javascript:/i);

      const answer = await apiCall(request, token, 'GET', '/api/sys-config/back/getNovice');
      const saved = answer.data as { html: string; updatedBy: string };
      expect(saved.updatedBy).toBe(ADMIN.username);
      expect(saved.html).toContain('<h2>第一次购买</h2>');
      expect(saved.html).not.toMatch(/script|onerror|javascript:/i);

      // Still there after a reload, and nothing ran.
      await page.reload();
      await novice.getByRole('tab', { name: '预览' }).click();
      await expect(preview.getByRole('heading', { name: '第一次购买' })).toBeVisible();
      expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await apiCall(request, token, 'POST', '/api/sys-config/back/updateNovice', { data: { html: '' } });
    }
  });
});
