import { ADMIN, apiCall, apiLogin, expect, loginThroughForm, test } from './fixtures';

test.describe('change password (docs/SPECIFICATION.md §5, §8)', () => {
  test('rules on blur, the incomplete-form warning, a refusal that keeps the form, and success', async ({
    page,
    request,
  }) => {
    // A dedicated administrator with one page, so the other tests keep their accounts.
    const adminToken = await apiLogin(request, ADMIN);
    const username = `pw_${Date.now().toString(36)}`;
    const created = await apiCall(request, adminToken, 'POST', '/api/sys-manager/back/addManager', {
      form: { username, realName: '改密测试', phone: '', passWord: 'first-password-1' },
    });
    expect(created.code).toBe(1);
    const managerId = (created.data as { managerId: number }).managerId;
    const granted = await apiCall(request, adminToken, 'PUT', '/api/sys-manager/back/updateManagerMenus', {
      data: { managerId, interfaceNames: ['会员列表'] },
    });
    expect(granted.code).toBe(1);

    await page.goto('/#/login?redirect=%2Fmember%2Flist');
    await loginThroughForm(page, { username, password: 'first-password-1' });
    await expect(page).toHaveURL(/#\/member\/list$/);
    // The administrator chose this password: the change opens by itself and cannot be put off.
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog.getByText(/您的密码由他人设置/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '取消' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    const oldPassword = dialog.getByLabel('原密码');
    const newPassword = dialog.getByLabel('新密码');
    const confirmation = dialog.getByLabel('确认密码');

    // Each rule on blur, with the spec's words.
    await oldPassword.focus();
    await newPassword.focus();
    await expect(dialog.getByText('请输入原密码')).toBeVisible();
    await confirmation.focus();
    await oldPassword.focus();
    await expect(dialog.getByText('请输入新密码')).toBeVisible();
    await expect(dialog.getByText('请再次输入密码')).toBeVisible();
    await newPassword.fill('second-password-2');
    await confirmation.fill('something-else');
    await confirmation.blur();
    await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();

    // An invalid submit warns and sends nothing.
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('请填写完整的表单')).toBeVisible();

    // A wrong old password: the server's data.message, and everything typed is kept.
    await oldPassword.fill('wrong-old-password');
    await confirmation.fill('second-password-2');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('原密码错误')).toBeVisible();
    await expect(oldPassword).toHaveValue('wrong-old-password');
    await expect(newPassword).toHaveValue('second-password-2');

    // Success: the spec's message, then logged out and reloaded after 2 s.
    await oldPassword.fill('first-password-1');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('修改成功，需要重新登录，2秒后跳转登录页面')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
    await loginThroughForm(page, { username, password: 'second-password-2' });
    await expect(page).toHaveURL(/#\/(welcome|member\/list)/);
  });
});
