import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, loginThroughForm, OPERATOR, test } from './fixtures';

interface ManagerPage {
  rows: { managerId: number; username: string; realName: string; isFlag: number }[];
  total: number;
}

/**
 * The administrators page (docs/SPECIFICATION.md §6, §7) against the real server: each step acts through the
 * page as the super administrator, and the administrator it creates logs in from a browser of
 * its own to show what the step changed for them.
 */
test.describe('administrators (docs/SPECIFICATION.md §6, §7)', () => {
  test('filter, create (a duplicate refused), edit, reset the password, grant a role, disable, and a refused write rolls back', async ({
    adminPage: page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const suffix = Date.now().toString(36);
    const username = `e2e_${suffix}`;
    const firstName = `旅程${suffix}`;
    const renamed = `旅程改名${suffix}`;
    const table = page.getByRole('table', { name: '管理员列表' });
    const adminToken = await apiLogin(request, ADMIN);
    const self = (await apiCall(request, adminToken, 'GET', '/api/sys-manager/admin/getManagerInfo')).data as {
      managerId: number;
      realName: string;
    };

    await test.step("the list: one's own row and the super administrator are protected", async () => {
      await page.goto('/#/administrators/list');
      await expect(table.getByRole('cell', { name: OPERATOR.username, exact: true })).toBeVisible();
      await expect(table.getByRole('switch', { name: `启用 ${self.realName}` })).toBeDisabled();
      await expect(table.getByRole('switch', { name: '启用 运营专员' })).toBeEnabled();
    });

    await test.step('filter by keyword: the URL query follows, and a reload keeps it', async () => {
      const keyword = page.getByRole('textbox', { name: '关键词' });
      await keyword.fill(OPERATOR.username);
      await keyword.press('Enter');
      await expect(page).toHaveURL(new RegExp(`#/administrators/list\\?.*keyword=${OPERATOR.username}`));
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('cell', { name: '运营专员', exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: '关键词' })).toHaveValue(OPERATOR.username);
      await expect(table.getByRole('row')).toHaveCount(2);
      await page.getByRole('textbox', { name: '关键词' }).fill('');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect.poll(() => page.url()).not.toContain('keyword=');
      await expect(table.getByRole('cell', { name: ADMIN.username, exact: true })).toBeVisible();
    });

    const dialog = page.getByRole('dialog', { name: '新增管理员' });
    await test.step('create: a duplicate username is refused under the field, and the values stay', async () => {
      await page.getByRole('button', { name: '新增管理员' }).click();
      await dialog.getByLabel('账号').fill(OPERATOR.username.toUpperCase());
      await dialog.getByLabel('姓名').fill(firstName);
      await dialog.getByLabel('密码', { exact: true }).fill('first-password-1');
      await dialog.getByRole('button', { name: '保存' }).click();
      const usernameField = dialog.getByLabel('账号');
      // Usernames are unique regardless of case; the server's message is the field's description.
      await expect(usernameField).toHaveAccessibleDescription(/用户名已存在/);
      await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
      await expect(usernameField).toBeFocused();
      await expect(usernameField).toHaveValue(OPERATOR.username.toUpperCase());
      await expect(dialog.getByLabel('姓名')).toHaveValue(firstName);
      await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('first-password-1');
    });

    await test.step('create a fresh one: it is in the list, also after a reload', async () => {
      await dialog.getByLabel('账号').fill(username);
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('保存成功').last()).toBeVisible();
      await expect(table.getByRole('cell', { name: username, exact: true })).toBeVisible();
      await page.reload();
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
      await expect(row).toContainText(firstName);
      await expect(row).toContainText('管理员');
      await expect(row.getByRole('switch', { name: `启用 ${firstName}` })).toBeChecked();
    });

    await test.step('edit its name: the username cannot change; the new name shows', async () => {
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
      await row.getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('dialog', { name: '编辑管理员' });
      await expect(edit.getByLabel('账号')).toBeDisabled();
      await expect(edit.getByLabel('账号')).toHaveValue(username);
      await expect(edit.getByLabel('姓名')).toHaveValue(firstName);
      await edit.getByLabel('姓名').fill(renamed);
      await edit.getByRole('button', { name: '保存' }).click();
      await expect(edit).toBeHidden();
      await expect(table.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name: firstName, exact: true })).toHaveCount(0);
    });

    const rowOf = () => table.getByRole('row').filter({ has: page.getByRole('cell', { name: username, exact: true }) });
    const moreActions = async (item: string) => {
      await rowOf()
        .getByRole('button', { name: `更多操作：${renamed}` })
        .click();
      await page.getByRole('menuitem', { name: item }).click();
    };

    await test.step('reset its password', async () => {
      await moreActions('重置密码');
      const reset = page.getByRole('dialog', { name: '重置密码' });
      await expect(reset).toContainText(`为 ${renamed} 设置新密码`);
      await reset.getByLabel('新密码').fill('short');
      await reset.getByRole('button', { name: '保存' }).click();
      await expect(reset.getByLabel('新密码')).toHaveAccessibleDescription(/至少 8 位/);
      await reset.getByLabel('新密码').fill('reset-password-2');
      await reset.getByRole('button', { name: '保存' }).click();
      await expect(reset).toBeHidden();
      await expect(page.getByText('密码已重置')).toBeVisible();
    });

    // The new administrator, in a browser of its own.
    const theirs = await browser.newContext();
    const their = await theirs.newPage();
    try {
      await test.step('it logs in with the new password only, and holds no page yet', async () => {
        const old = await theirs.request.post('/api/sys-manager/admin/login', {
          form: { username, password: 'first-password-1' },
        });
        expect(((await old.json()) as { code: number }).code).toBe(0);
        await their.goto('/#/login');
        await loginThroughForm(their, { username, password: 'reset-password-2' });
        await expect(their).toHaveURL(/#\/welcome$/);
        await expect(their.getByText(`${renamed}，您好`)).toBeVisible();
        // No menu: nothing to enter, and a page is a 401.
        await expect(their.getByRole('button', { name: '进入控制台' })).toHaveCount(0);
        await their.goto('/#/member/list');
        await expect(their).toHaveURL(/#\/401$/);
      });

      await test.step('grant it 会员列表 through a role chosen in the roles dialog', async () => {
        const roleName = `会员查看-${Date.now()}`;
        const created = await apiCall(request, adminToken, 'POST', '/api/sys-role/back/addRole', {
          data: { name: roleName, dataScope: 'all', pages: [{ interfaceName: '会员列表', level: 'manage' }] },
        });
        expect(created.code).toBe(1);
        await moreActions('分配角色');
        const roles = page.getByRole('dialog', { name: '选择角色' });
        await expect(roles).toContainText(`为 ${renamed} 选择角色`);
        const role = roles.getByRole('checkbox', { name: new RegExp(roleName) });
        await expect(role).not.toBeChecked();
        await role.click();
        await expect(role).toBeChecked();
        await roles.getByRole('button', { name: '保存' }).click();
        await expect(roles).toBeHidden();
        // Stored: the dialog opens with it checked.
        await moreActions('分配角色');
        await expect(roles.getByRole('checkbox', { name: new RegExp(roleName) })).toBeChecked();
        await expect(roles.getByRole('checkbox', { name: /^只读审计/ })).not.toBeChecked();
        await roles.getByRole('button', { name: '取消' }).click();
        await expect(roles).toBeHidden();
      });

      await test.step('it now sees that page, and only that page', async () => {
        await their.goto('/#/welcome');
        await their.reload();
        await their.getByRole('button', { name: '进入控制台' }).click();
        await expect(their).toHaveURL(/#\/member\/list$/);
        // The password was set by the administrator: it must be changed before anything else.
        const change = their.getByRole('dialog', { name: '修改密码' });
        await expect(change.getByText(/您的密码由他人设置/)).toBeVisible();
        await change.getByLabel('原密码').fill('reset-password-2');
        await change.getByLabel('新密码').fill('own-password-3');
        await change.getByLabel('确认密码').fill('own-password-3');
        await change.getByRole('button', { name: '确定' }).click();
        await expect(their).toHaveURL(/#\/login/);
        await loginThroughForm(their, { username, password: 'own-password-3' });
        await expect(their).toHaveURL(/#\/(welcome|member\/list)$/);
        await their.goto('/#/member/list');
        await expect(their.getByRole('dialog')).toHaveCount(0);
        await expectRowsLoaded(their.getByRole('table', { name: '会员列表' }));
        const menu = their.getByRole('navigation', { name: '主菜单' });
        // A group with one permitted page shows as that page.
        await expect(menu.getByRole('treeitem')).toHaveText(['会员列表']);
        await their.goto('/#/administrators/list');
        await expect(their).toHaveURL(/#\/401$/);
      });

      await test.step('disable it: confirmed first, kept after a reload, and its session ends', async () => {
        const toggle = rowOf().getByRole('switch', { name: `启用 ${renamed}` });
        await toggle.click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toContainText('确定禁用该管理员吗？');
        await expect(confirm).toContainText(`禁用后 ${renamed} 将立即退出登录。`);
        await confirm.getByRole('button', { name: '确定' }).click();
        await expect(page.getByText('已禁用')).toBeVisible();
        await expect(toggle).not.toBeChecked();
        await page.reload();
        await expect(rowOf().getByRole('switch', { name: `启用 ${renamed}` })).not.toBeChecked();

        await their.goto('/#/member/list');
        await their.reload();
        await expect(their.getByText('登录凭证已过期，系统将在2秒后自动退出')).toBeVisible();
        await expect(their).toHaveURL(/#\/login/);
        await loginThroughForm(their, { username, password: 'own-password-3' });
        await expect(their.getByRole('alert').filter({ hasText: '用户名或密码错误' }).first()).toBeVisible();
      });
    } finally {
      await theirs.close();
    }

    await test.step('a refused write rolls the switch back and says why', async () => {
      // The page never offers a refused toggle (its own row and the super administrator's are
      // disabled, above), so the re-enable request is pointed at the caller's own account: the
      // server's own refusal comes back to the page.
      await page.route('**/api/sys-manager/back/updateManagerIsFlag', (route) =>
        route.continue({
          postData: (route.request().postData() ?? '').replace(/managerId=\d+/, `managerId=${self.managerId}`),
        }),
      );
      const toggle = rowOf().getByRole('switch', { name: `启用 ${renamed}` });
      await toggle.click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('确定启用该管理员吗？');
      const answer = page.waitForResponse('**/api/sys-manager/back/updateManagerIsFlag');
      await confirm.getByRole('button', { name: '确定' }).click();
      expect(await (await answer).json()).toMatchObject({ code: 0, msg: '不能对自己执行此操作' });
      await expect(page.getByText('不能对自己执行此操作')).toBeVisible();
      await expect(rowOf().getByRole('alert')).toHaveText('修改失败，已恢复');
      await expect(toggle).not.toBeChecked();
      await page.unroute('**/api/sys-manager/back/updateManagerIsFlag');

      // Nothing changed on the server: it is still disabled, and the caller still enabled.
      const list = (
        await apiCall(request, adminToken, 'GET', '/api/sys-manager/back/getManagerList', {
          params: { keyword: username },
        })
      ).data as ManagerPage;
      expect(list.rows.map((row) => [row.username, row.realName, row.isFlag])).toEqual([[username, renamed, 0]]);
      await page.reload();
      await expect(rowOf().getByRole('switch', { name: `启用 ${renamed}` })).not.toBeChecked();
      await expect(table.getByRole('switch', { name: `启用 ${self.realName}` })).toBeChecked();
    });
  });
});
