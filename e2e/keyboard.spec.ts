import { expect, expectRowsLoaded, test } from './fixtures';

/**
 * A list page driven by the keyboard alone (issue 41, item 1): after each dialog closes — a save,
 * an Escape, a confirmed delete — the focus is on the control that opened it, or, when a delete
 * took that control's row away, on the same control of the row now in its place; never on <body>.
 */
test.describe('keyboard only', () => {
  test('add, edit and delete a tester: the focus comes back to the opener after each dialog', async ({
    adminPage: page,
  }) => {
    await page.goto('/#/personnel/list');
    const table = page.getByRole('table', { name: '测试员列表' });
    await expectRowsLoaded(table);
    const name = `键盘测试员${Date.now().toString(36)}`;
    const phone = `138${String(Date.now()).slice(-8)}`;

    // Add: the dialog opens on its first field; Enter in a field saves; the focus is back on 添加测试员.
    const add = page.getByRole('button', { name: '添加测试员' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '添加测试员' });
    await expect(dialog.getByLabel('姓名')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('手机号')).toBeFocused();
    await page.keyboard.type(phone);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('group', { name: '可测试设备' }).getByRole('checkbox').first()).toBeChecked();
    await dialog.getByLabel('手机号').focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
    const row = table.getByRole('row', { name: new RegExp(phone) });
    await expect(row).toBeVisible();
    await expect(add).toBeFocused();

    // Edit, left by Escape: back on the row's 编辑.
    const edit = row.getByRole('button', { name: '编辑' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const editDialog = page.getByRole('dialog', { name: '编辑测试员' });
    await expect(editDialog.getByLabel('姓名')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();
    await expect(edit).toBeFocused();

    // Edit, saved: back on the row's 编辑, which now shows the new name.
    await page.keyboard.press('Enter');
    await expect(editDialog.getByLabel('姓名')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${name}改`);
    await page.keyboard.press('Enter');
    await expect(editDialog).toBeHidden();
    await expect(row.getByRole('cell', { name: `${name}改`, exact: true })).toBeVisible();
    await expect(edit).toBeFocused();

    // Delete: the confirm opens on 取消; Tab, Enter confirms. The row is gone, and the focus is on
    // the 删除 of the row now in its place.
    const rowIndex = await row.evaluate((element) => Number(element.getAttribute('data-row-index')));
    await row.getByRole('button', { name: '删除' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: '确定' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(phone) })).toHaveCount(0);
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName('删除');
    const focusedRow = await focused.evaluate((element) =>
      Number(element.closest('tr')?.getAttribute('data-row-index') ?? -1),
    );
    const rowCount = await table.locator('tbody tr[data-row-index]').count();
    expect(focusedRow).toBe(Math.min(rowIndex, rowCount - 1));
  });
});
