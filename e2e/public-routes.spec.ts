import { apiCreateManager, expect, loginThroughForm, test } from './fixtures';

/** The public routes and unknown paths (docs/SPECIFICATION.md §2), and where "back to home" leads. */
test.describe('public routes (docs/SPECIFICATION.md §2)', () => {
  test('/welcome opens without a token, and offers the login (issue point 7)', async ({ page }) => {
    await page.goto('/#/welcome');
    await expect(page.getByRole('heading', { name: '欢迎使用售货机运营管理系统' })).toBeVisible();
    await expect(page).toHaveURL(/#\/welcome$/);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('with a token, /login still leads to /welcome, which greets by name', async ({ adminPage: page }) => {
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/welcome$/);
    await expect(page.getByText('超级管理员，您好')).toBeVisible();
  });

  test('an unknown path goes to /404 without a token too (issue point 8)', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page.getByRole('button', { name: '返回登录' })).toBeVisible();
  });
});

test.describe('back to home leads to the first page the administrator may open (issue point 9)', () => {
  test('an administrator without 首页: the 401 and 404 pages lead to the members list', async ({ page, request }) => {
    const username = `nohome_${Date.now().toString(36)}`;
    await apiCreateManager(request, {
      username,
      realName: '无首页',
      password: 'no-home-password-1',
      pages: ['会员列表'],
    });

    await page.goto('/#/login');
    await loginThroughForm(page, { username, password: 'no-home-password-1' });
    await expect(page).toHaveURL(/#\/welcome$/);

    await page.goto('/#/administrators/list');
    await expect(page).toHaveURL(/#\/401$/);
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/member\/list$/);
    await expect(page.getByRole('table', { name: '会员列表' })).toBeVisible();

    await page.goto('/#/no/such/page');
    await expect(page).toHaveURL(/#\/404$/);
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/member\/list$/);

    // The top bar's "home" too.
    await page.getByRole('button', { name: /无首页/ }).click();
    await page.getByRole('menuitem', { name: '首页' }).click();
    await expect(page).toHaveURL(/#\/member\/list$/);
  });
});
