import { chunkOf } from './console-build';
import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, exportedWorkbook, test } from './fixtures';

interface MemberPage {
  rows: { userId: number; nickName: string; phone: string; isFlag: number }[];
  total: number;
}

test.describe('members (docs/SPECIFICATION.md §7)', () => {
  test('filters by keyword with the filters kept in the URL', async ({ adminPage: page, request }) => {
    const token = await apiLogin(request, ADMIN);
    const first = (
      await apiCall(request, token, 'GET', '/api/sys-user/back/users/getUserList', { params: { page: '1', size: '1' } })
    ).data as MemberPage;
    const member = first.rows[0]!;
    await page.goto('/#/member/list');
    await page.getByRole('textbox', { name: '关键词' }).fill(member.phone);
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${member.phone}`));
    const table = page.getByRole('table', { name: '会员列表' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: member.nickName, exact: true })).toBeVisible();
  });

  test('filters by a registration day picked from the calendar by keyboard', async ({ adminPage: page, request }) => {
    await page.goto('/#/member/list');
    const table = page.getByRole('table', { name: '会员列表' });
    await expectRowsLoaded(table);
    const start = page.getByRole('combobox', { name: '注册日期 开始' });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '日历' })).toBeVisible();
    // A month back from today, so the range holds some of the seeded members.
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: '日历' })).toBeHidden();
    const day = (await start.textContent())?.trim() ?? '';
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const listCall = page.waitForRequest(
      (call) => call.url().includes('/getUserList') && new URL(call.url()).searchParams.get('startTime') === day,
    );
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await listCall;
    expect(decodeURIComponent(page.url())).toContain(day);
    const token = await apiLogin(request, ADMIN);
    const expected = (
      await apiCall(request, token, 'GET', '/api/sys-user/back/users/getUserList', {
        params: { page: '1', size: '1', startTime: day },
      })
    ).data as MemberPage;
    await expect(page.getByText(`共 ${expected.total} 条`)).toBeVisible();

    // Clearing the day takes the filter away again.
    await page.getByRole('button', { name: '清除日期' }).click();
    await expect(start).toHaveText('开始日期');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect.poll(() => decodeURIComponent(page.url())).not.toContain(day);
  });

  test('disabling a member asks first, saves, and survives a reload', async ({ adminPage: page, request }) => {
    const token = await apiLogin(request, ADMIN);
    const enabled = (
      await apiCall(request, token, 'GET', '/api/sys-user/back/users/getUserList', {
        params: { isFlag: '1', size: '1' },
      })
    ).data as MemberPage;
    const member = enabled.rows[0]!;
    await page.goto(`/#/member/list?keyword=${member.phone}`);
    const toggle = page.getByRole('switch', { name: `启用 ${member.nickName}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('确定禁用该会员吗？')).toBeVisible();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已禁用')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: `启用 ${member.nickName}` })).not.toBeChecked();
  });

  test('a refused toggle rolls back and says why', async ({ adminPage: page }) => {
    await page.route('**/api/sys-user/back/users/updateUserIsFlag', (route) =>
      route.fulfill({ json: { code: 0, msg: '会员状态不可修改', data: { message: '会员状态不可修改' } } }),
    );
    await page.goto('/#/member/list?isFlag=1');
    const toggle = page.getByRole('switch').first();
    await toggle.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('会员状态不可修改')).toBeVisible();
    await expect(toggle).toBeChecked();
  });

  test('opened directly, the page reads by fetch without axios; its first write loads axios and goes (issue 42)', async ({
    adminPage: page,
  }) => {
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    const write = '/api/sys-user/back/users/updateUserIsFlag';
    await page.route(`**${write}`, (route) =>
      route.fulfill({ json: { code: 0, msg: '会员状态不可修改', data: { message: '会员状态不可修改' } } }),
    );
    await page.goto('/#/member/list?isFlag=1');
    await expectRowsLoaded(page.getByRole('table', { name: '会员列表' }));
    // The session's calls and the list were read; axios (the writes' client) was not fetched.
    const axiosChunk = chunkOf('src/api/axiosSender.ts');
    expect(requested).toContain('/api/sys-user/back/users/getUserList');
    expect(requested).not.toContain(axiosChunk);
    const toggle = page.getByRole('switch').first();
    await toggle.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    // The write went by axios, fetched on this first need, and its answer was read as any other.
    await expect(page.getByText('会员状态不可修改')).toBeVisible();
    await expect(toggle).toBeChecked();
    expect(requested).toContain(axiosChunk);
    expect(requested.indexOf(axiosChunk)).toBeLessThan(requested.indexOf(write));
  });

  test('exports the filtered list as a spreadsheet with the server file name', async ({ adminPage: page }) => {
    await page.goto('/#/member/list?isFlag=1');
    const workbook = await exportedWorkbook(page, /\d{4}-?\d{2}-?\d{2}.*\.xlsx$/);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThan(1);
    const header = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
    expect(header.join(',')).toMatch(/手机|phone/i);
  });
});
