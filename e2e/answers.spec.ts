import type { Page } from '@playwright/test';
import { ADMIN, expect, loginThroughForm, test } from './fixtures';

/** How the console reads the server's answers (docs/SPECIFICATION.md §7, §8), answers injected in the browser. */
const updatePwd = '**/api/sys-manager/admin/updatePwd';
const memberList = '**/api/sys-user/back/users/getUserList**';
const memberExport = '**/api/sys-user/back/users/getUserListExcle**';

async function submitPasswordChange(page: Page) {
  await page.goto('/#/home/index');
  await page.getByRole('button', { name: /超级管理员/ }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('原密码').fill('old-password-1');
  await dialog.getByLabel('新密码').fill('new-password-2');
  await dialog.getByLabel('确认密码').fill('new-password-2');
  await dialog.getByRole('button', { name: '确定' }).click();
  return dialog;
}

test.describe('an envelope in an error HTTP status (issue point 2)', () => {
  test("the server's 413 answer (code 0) shows its own message, not 请求失败, and keeps the form", async ({
    adminPage: page,
  }) => {
    await page.route(updatePwd, (route) =>
      route.fulfill({ status: 413, json: { code: 0, msg: '请求体过大', data: { message: '请求体过大' } } }),
    );
    const dialog = await submitPasswordChange(page);
    await expect(page.getByText('请求体过大')).toBeVisible();
    expect(await page.getByText('请求失败').count()).toBe(0);
    await expect(dialog.getByLabel('原密码')).toHaveValue('old-password-1');
  });
});

test.describe('updatePwd: a code above 0 is a success (issue point 3, docs/SPECIFICATION.md §7)', () => {
  test('code 2 shows the success message and logs out after 2 s', async ({ adminPage: page }) => {
    await page.route(updatePwd, (route) => route.fulfill({ json: { code: 2, msg: '修改成功', data: null } }));
    await submitPasswordChange(page);
    await expect(page.getByText('修改成功，需要重新登录，2秒后跳转登录页面')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });

  test('a success whose answer carries data is a success', async ({ adminPage: page }) => {
    await page.route(updatePwd, (route) =>
      route.fulfill({ json: { code: 1, msg: '修改成功', data: { managerId: 1, updated: true } } }),
    );
    await submitPasswordChange(page);
    await expect(page.getByText('修改成功，需要重新登录，2秒后跳转登录页面')).toBeVisible();
    expect(await page.getByText('服务器返回的数据格式不正确').count()).toBe(0);
  });

  test('code 21 is no success: only the permission warning, and the form stays', async ({ adminPage: page }) => {
    await page.route(updatePwd, (route) => route.fulfill({ json: { code: 21, msg: '没有权限', data: null } }));
    const dialog = await submitPasswordChange(page);
    await expect(page.getByText('权限不足，请联系管理员开通')).toBeVisible();
    expect(await page.getByText('修改成功，需要重新登录，2秒后跳转登录页面').count()).toBe(0);
    await expect(dialog).toBeVisible();
  });
});

test.describe('codes sent as text (issue point 4)', () => {
  test('"21" is the permission warning', async ({ adminPage: page }) => {
    await page.route(memberList, (route) => route.fulfill({ json: { code: '21', msg: '没有权限', data: null } }));
    await page.goto('/#/member/list');
    await expect(page.locator('[data-slot=notification]').filter({ hasText: '警告' })).toContainText(
      '权限不足，请联系管理员开通',
    );
  });

  test('"3" is an expired login: the warning, then login', async ({ adminPage: page }) => {
    await page.route(memberList, (route) => route.fulfill({ json: { code: '3', msg: '登录已过期', data: null } }));
    await page.goto('/#/member/list');
    await expect(page.getByText('登录凭证已过期，系统将在2秒后自动退出')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });
});

test.describe('a refused spreadsheet export (issue point 5)', () => {
  test('shows the refusal', async ({ adminPage: page }) => {
    await page.route(memberExport, (route) =>
      route.fulfill({ json: { code: 0, msg: '导出失败', data: { message: '导出行数超过上限，请缩小筛选范围' } } }),
    );
    await page.goto('/#/member/list');
    await page.getByRole('button', { name: '导出' }).click();
    await expect(page.getByText('导出行数超过上限，请缩小筛选范围')).toBeVisible();
  });

  test('answered without a code, the page shows its data.message once (issue 30 item 8)', async ({
    adminPage: page,
  }) => {
    await page.route(memberExport, (route) =>
      route.fulfill({ json: { msg: '', data: { message: '没有可导出的会员' } } }),
    );
    await page.goto('/#/member/list');
    await page.getByRole('button', { name: '导出' }).click();
    await expect(page.getByText('没有可导出的会员')).toHaveCount(1);
    expect(await page.getByText('请求失败').count()).toBe(0);
  });

  test('refused with an error status, shows the refusal too', async ({ adminPage: page }) => {
    await page.route(memberExport, (route) =>
      route.fulfill({ status: 400, json: { code: 0, msg: '请求无效', data: { message: '请求无效' } } }),
    );
    await page.goto('/#/member/list');
    await page.getByRole('button', { name: '导出' }).click();
    await expect(page.getByText('请求无效')).toBeVisible();
    expect(await page.getByText('请求失败').count()).toBe(0);
  });
});

test.describe('a throttled login (issue point 6)', () => {
  test('shows the message once, in the login form', async ({ page }) => {
    const throttled = '登录失败次数过多，请稍后再试';
    await page.route('**/api/sys-manager/admin/login', (route) =>
      route.fulfill({ status: 429, json: { code: 429, msg: throttled, data: null } }),
    );
    await page.goto('/#/login');
    await loginThroughForm(page, ADMIN);
    await expect(page.getByRole('alert').filter({ hasText: throttled }).first()).toBeVisible();
    expect(await page.getByText(throttled).count()).toBe(1);
    await expect(page).toHaveURL(/#\/login$/);
    // A toast is drawn a moment after the banner (its library loads first), so none now proves
    // little. Toasts are drawn in the order they were asked: a network failure of the next try
    // asks for one, and once it is drawn a toast the throttled answer had asked for is drawn too.
    await page.route('**/api/sys-manager/admin/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '登录' }).click();
    const messages = page.locator('[data-slot=message]');
    await expect(messages.first()).toBeVisible();
    await expect(messages).toHaveCount(1);
    await expect(messages).not.toContainText(throttled);
  });
});
