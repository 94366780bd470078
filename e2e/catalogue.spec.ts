import { expect, test } from './fixtures';

/** Each row of docs/SPECIFICATION.md §8, with the answer injected in the browser for the member list call. */
const memberList = '**/api/sys-user/back/users/getUserList**';

test.describe('error catalogue (docs/SPECIFICATION.md §8)', () => {
  test('code 21 shows the 警告 permission notification', async ({ adminPage: page }) => {
    await page.route(memberList, (route) => route.fulfill({ json: { code: 21, msg: '没有权限', data: null } }));
    await page.goto('/#/member/list');
    await expect(page.getByText('警告')).toBeVisible();
    await expect(page.getByText('权限不足，请联系管理员开通')).toBeVisible();
  });

  test('another non-zero code shows the server msg as an error', async ({ adminPage: page }) => {
    await page.route(memberList, (route) => route.fulfill({ json: { code: 7, msg: '服务暂时不可用', data: null } }));
    await page.goto('/#/member/list');
    await expect(page.getByText('服务暂时不可用').first()).toBeVisible();
  });

  test('a network failure shows its text and the table offers a retry', async ({ adminPage: page }) => {
    await page.route(memberList, (route) => route.abort('connectionrefused'));
    await page.goto('/#/member/list');
    await expect(page.getByText('Network Error').first()).toBeVisible();
    await page.unroute(memberList);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('table', { name: '会员列表' }).getByRole('switch').first()).toBeVisible();
  });

  test('a missing or zero code returns the envelope silently', async ({ adminPage: page }) => {
    await page.route(memberList, (route) => route.fulfill({ json: { msg: 'no code', data: null } }));
    await page.goto('/#/member/list');
    // The page says why in its table; by then the client has decided, and showed nothing.
    await expect(page.getByRole('table', { name: '会员列表' }).getByText('no code')).toBeVisible();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
  });

  test('codes 3 and 403 warn once, then log out and reload after 2 s', async ({ adminPage: page }) => {
    // Every dashboard call expires at once: still one warning, one logout, one reload.
    await page.route('**/api/sys-home/**', (route) =>
      route.fulfill({ json: { code: 403, msg: '未登录', data: null } }),
    );
    await page.goto('/#/home/index');
    await expect(page.getByText('登录凭证已过期，系统将在2秒后自动退出')).toHaveCount(1);
    await expect(page).toHaveURL(/#\/login/);
  });

  test('full screen unsupported shows the spec warning', async ({ adminPage: page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
    });
    await page.goto('/#/home/index');
    await page.getByRole('button', { name: '全屏' }).click();
    await expect(page.getByText('you browser can not work')).toBeVisible();
  });
});
