import type { Route } from '@playwright/test';
import { expect, loginThroughForm, test } from './fixtures';

/**
 * The console against a backend that answers exactly what docs/SPECIFICATION.md guarantees and
 * no more (the issue): user info with only managerId and managerType, menu nodes with only
 * interfaceName, isFlag and sysMenuList, and logout / updatePwd answers whose data the console
 * does not read. Every API call is answered here; the real server only serves the console.
 */
const member = {
  userId: 1,
  nickName: '张三',
  phone: '13800000000',
  balance: 1250,
  isFlag: 1,
  createTime: '2026-11-01T08:00:00.000Z',
};
const menuTree = [
  {
    interfaceName: '会员管理',
    isFlag: 1,
    sysMenuList: [
      { interfaceName: '会员列表', isFlag: 1, sysMenuList: [] },
      { interfaceName: '充值列表', isFlag: 0, sysMenuList: [] },
    ],
  },
  { interfaceName: '首页', isFlag: 0, sysMenuList: [{ interfaceName: '首页', isFlag: 0, sysMenuList: [] }] },
];

function specMinimalBackend(calls: string[]) {
  return async (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    calls.push(`${request.method()} ${pathname}`);
    const ok = (data: unknown) => route.fulfill({ json: { code: 1, msg: '操作成功', data } });
    switch (pathname) {
      case '/api/sys-manager/admin/login':
        return ok('spec-minimal-token');
      case '/api/sys-manager/admin/getManagerInfo':
        return ok({ managerId: 9, managerType: 2 });
      case '/api/sys-menu/back/getMenuList':
        return ok(menuTree);
      case '/api/sys-user/back/users/getUserList':
        return ok({ rows: [member], total: 1 });
      case '/api/sys-manager/admin/updatePwd':
        return ok({ changed: true });
      case '/api/sys-manager/admin/logout':
        return ok({ loggedOut: true });
      default:
        return route.fulfill({ json: { code: 404, msg: `spec-minimal backend: no ${pathname}`, data: null } });
    }
  };
}

test('login, the menu, the members page and a password change against a spec-minimal backend', async ({ page }) => {
  const calls: string[] = [];
  await page.route('**/api/**', specMinimalBackend(calls));
  await page.goto('/#/login');
  await loginThroughForm(page, { username: 'someone', password: 'secret' });

  // Logged in: the name falls back to the id, and the way in is the first permitted page.
  await expect(page).toHaveURL(/#\/welcome$/);
  await expect(page.getByText('9，您好')).toBeVisible();
  await page.getByRole('button', { name: '进入控制台' }).click();
  await expect(page).toHaveURL(/#\/member\/list$/);

  // One permitted page in its group: the sidebar links to it directly (docs/SPECIFICATION.md §2).
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('treeitem', { name: '会员列表' })).toBeVisible();
  await expect(menu.getByText('首页')).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: '会员列表' }).getByRole('cell', { name: '张三', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^9/ }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('原密码').fill('secret');
  await dialog.getByLabel('新密码').fill('new-secret-2');
  await dialog.getByLabel('确认密码').fill('new-secret-2');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功，需要重新登录，2秒后跳转登录页面')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);

  expect(await page.getByText('服务器返回的数据格式不正确').count()).toBe(0);
  expect(calls).toEqual(
    expect.arrayContaining([
      'POST /api/sys-manager/admin/login',
      'GET /api/sys-manager/admin/getManagerInfo',
      'GET /api/sys-menu/back/getMenuList',
      'GET /api/sys-user/back/users/getUserList',
      'PUT /api/sys-manager/admin/updatePwd',
    ]),
  );
});
