import { ADMIN, expect, expectRowsLoaded, loginThroughForm, OPERATOR, test } from './fixtures';

test.describe('session rules (docs/SPECIFICATION.md §4, §6)', () => {
  test('without a token a page sends to login, and logging in returns to it with its query', async ({ page }) => {
    await page.goto('/#/member/list?page=2');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fmember%2Flist%3Fpage%3D2$/);
    await loginThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/#\/member\/list\?page=2$/);
    await expect(page.getByRole('table', { name: '会员列表' })).toBeVisible();
  });

  test('a redirect to another origin is ignored', async ({ page }) => {
    await page.goto('/#/login?redirect=%2F%2Fevil.example%2Fx');
    await loginThroughForm(page, ADMIN);
    await expect(page).toHaveURL(/#\/welcome$/);
  });

  test('with a token, the login page leads to welcome, and / to login to welcome', async ({ adminPage: page }) => {
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/welcome$/);
    await expect(page.getByRole('heading', { name: '欢迎使用售货机运营管理系统' })).toBeVisible();
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/welcome$/);
  });

  test('a wrong password is shown in place and keeps the typed username', async ({ page }) => {
    await page.goto('/#/login');
    await loginThroughForm(page, { username: ADMIN.username, password: 'not-the-password' });
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).first()).toBeVisible();
    await expect(page.getByLabel('用户名')).toHaveValue(ADMIN.username);
  });

  test('a login the network drops says so in a message, and keeps the form', async ({ page }) => {
    // The login goes without the HTTP transport and the toast library loads with this first message.
    await page.route('**/api/sys-manager/admin/login', (route) => route.abort('failed'));
    await page.goto('/#/login');
    await loginThroughForm(page, ADMIN);
    await expect(page.getByText('Network Error')).toBeVisible();
    await expect(page.getByLabel('用户名')).toHaveValue(ADMIN.username);
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('the login page switches to English (its words load then) and logs in', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: '语言: English' }).click();
    await expect(page.getByRole('heading', { name: 'Vending Console' })).toBeVisible();
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#\/welcome$/);
    await expect(page.getByRole('heading', { name: 'Welcome to the vending management system' })).toBeVisible();
  });

  test('an invalid token is cleared and the user sent to login', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'Admin-Token-platform', value: 'forged-token', url: baseURL! }]);
    await page.goto('/#/member/list');
    await expect(page.getByText('登录凭证已过期，系统将在2秒后自动退出')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });

  test('unknown paths show 404', async ({ adminPage: page }) => {
    await page.goto('/#/no/such/page');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });

  test('the limited administrator sees only permitted menus and gets 401 on others', async ({ page }) => {
    await page.goto('/#/login');
    await loginThroughForm(page, OPERATOR);
    await expect(page).toHaveURL(/#\/welcome$/);
    await page.getByRole('button', { name: '进入控制台' }).click();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByText('会员管理')).toBeVisible();
    await expect(menu.getByText('管理员列表')).toHaveCount(0);
    await expect(menu.getByText('安全事件')).toHaveCount(0);
    await page.goto('/#/administrators/list');
    await expect(page).toHaveURL(/#\/401$/);
    await expect(page.getByText('抱歉，您没有权限访问此页面')).toBeVisible();
    await page.goto('/#/administrators/security');
    await expect(page).toHaveURL(/#\/401$/);
  });

  test('logging out ends the session on the server too', async ({ adminPage: page }) => {
    await page.goto('/#/home/index');
    await page.getByRole('button', { name: /超级管理员/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    // Back to login, keeping the page for the next login (as the anchor consoles do).
    await expect(page).toHaveURL(/#\/login(\?redirect=%2Fhome%2Findex)?$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token-platform')).toBeUndefined();
    await page.goto('/#/member/list');
    await expect(page).toHaveURL(/#\/login/);
  });
});

test.describe('a clean session', () => {
  test('logging in and visiting the built pages logs no browser error and no failed request', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    await page.goto('/');
    await loginThroughForm(page, ADMIN);
    await expect(page.getByRole('heading', { name: /欢迎/ })).toBeVisible();
    for (const [path, table] of [
      ['/#/member/list', '会员列表'],
      ['/#/administrators/list', '管理员列表'],
    ] as const) {
      await page.goto(path);
      await expectRowsLoaded(page.getByRole('table', { name: table }));
    }
    await page.goto('/#/home/index');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
