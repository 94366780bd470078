import { expect, test } from './fixtures';

/**
 * The static base URL and the upload URL of docs/SPECIFICATION.md §9, served in /config.json
 * (issue point 11): images resolve against the static base URL, so a console hosted apart from
 * the API still shows them, and the bearer token never travels to another origin.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const userInfo = '**/api/sys-manager/admin/getManagerInfo';
const admin = { managerId: 1, managerType: 1, username: 'admin', realName: '超级管理员', phone: '', isFlag: 1 };

test.describe('images from the static base URL (docs/SPECIFICATION.md §9)', () => {
  test('the avatar path is resolved against the configured static base URL on another origin', async ({
    adminPage: page,
  }) => {
    const imageRequests: { url: string; authorization: string | undefined }[] = [];
    await page.route('**/config.json', (route) =>
      route.fulfill({
        json: {
          apiBaseUrl: '',
          staticBaseUrl: 'https://static.example/files',
          uploadUrl: '/api/sys-upload/back/uploadImage',
        },
      }),
    );
    await page.route('https://static.example/**', async (route) => {
      imageRequests.push({
        url: route.request().url(),
        authorization: (await route.request().headerValue('authorization')) ?? undefined,
      });
      await route.fulfill({ contentType: 'image/png', body: PNG });
    });
    await page.route(userInfo, (route) =>
      route.fulfill({ json: { code: 1, msg: '操作成功', data: { ...admin, avatar: 'images/avatar.png' } } }),
    );
    await page.goto('/#/member/list');
    const avatar = page.locator('[data-slot=user-menu-trigger] img');
    await expect(avatar).toHaveAttribute('src', 'https://static.example/files/images/avatar.png');
    expect(imageRequests).toEqual([
      { url: 'https://static.example/files/images/avatar.png', authorization: undefined },
    ]);
  });

  test("the server's own answer (STATIC_BASE_URL/key) loads from the server as it is", async ({ adminPage: page }) => {
    await page.route('**/uploads/images/avatar.png', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
    await page.route(userInfo, (route) =>
      route.fulfill({ json: { code: 1, msg: '操作成功', data: { ...admin, avatar: '/uploads/images/avatar.png' } } }),
    );
    await page.goto('/#/member/list');
    await expect(page.locator('[data-slot=user-menu-trigger] img')).toHaveAttribute(
      'src',
      '/uploads/images/avatar.png',
    );
  });
});
