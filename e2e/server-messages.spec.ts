import { apiCreateManager, expect, test } from './fixtures';

/*
 * The server speaks the console's language (docs/SPECIFICATION.md §8): in the English console
 * a refusal the server sends shows in English, and the change-password form says the new
 * password's rule before it is broken.
 */
test.describe('server messages in the console language', () => {
  test("the English console shows the server's refusal in English", async ({ page, request, baseURL }) => {
    const username = `en_${Date.now().toString(36)}`;
    await apiCreateManager(request, {
      username,
      realName: 'English tester',
      password: 'first-password-1',
      pages: ['会员列表'],
    });

    await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.goto('/#/login?redirect=%2Fmember%2Flist');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('first-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#\/member\/list$/);
    await page.getByRole('button', { name: /English tester/ }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const newPassword = dialog.getByLabel('New password');

    // The rule is said before it is broken, and checked on blur.
    await expect(dialog.getByText('At least 8 characters')).toBeVisible();
    await newPassword.fill('short');
    await newPassword.blur();
    await expect(dialog.getByText('The new password must be at least 8 characters')).toBeVisible();

    // The server's refusal, in English.
    await dialog.getByLabel('Current password').fill('wrong-old-password');
    await newPassword.fill('second-password-2');
    await dialog.getByLabel('Confirm password').fill('second-password-2');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The current password is wrong')).toBeVisible();
    await expect(page.getByText('原密码错误')).toHaveCount(0);
  });

  test('the Chinese console shows the rule in Chinese', async ({ adminPage: page }) => {
    await page.goto('/#/member/list');
    await page.getByRole('button', { name: /超级管理员/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog.getByText('至少 8 位')).toBeVisible();
    await dialog.getByLabel('新密码').fill('short');
    await dialog.getByLabel('新密码').blur();
    await expect(dialog.getByText('新密码至少 8 个字符')).toBeVisible();
  });
});
