import { ADMIN, apiCall, apiLogin, browserDay, expect, expectRowsLoaded, test } from './fixtures';

interface Application {
  applicationId: number;
  applicant: string;
  phone: string;
  status: number;
}
const APPLYING = 1;

test.describe('franchise applications', () => {
  test('schedule an interview, approve it (the agent appears), and a move the server refuses changes nothing', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const applying = (
      (
        await apiCall(request, token, 'GET', '/api/agent/back/franchisee/getApplicationList', {
          params: { status: String(APPLYING), size: '100' },
        })
      ).data as { rows: Application[] }
    ).rows;
    const [chosen, raced] = applying;
    expect(raced, 'the demo data holds at least two applications still applying').toBeDefined();

    await page.goto('/#/agent/franchisee');
    const table = page.getByRole('table', { name: '加盟申请列表' });
    // The keyword typed once the list has loaded: typed earlier, it was gone when Enter came (the
    // URL never had it; the third pass of a --repeat-each 3 run at load ~30).
    await expectRowsLoaded(table);
    await page.getByRole('textbox', { name: '关键词' }).fill(chosen!.phone);
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${chosen!.phone}`));
    const row = table.getByRole('row', { name: new RegExp(chosen!.phone) });

    // An interview tomorrow at 10:00 local time, with a note.
    await row.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '安排面试' }).click();
    const dialog = page.getByRole('dialog', { name: '安排面试' });
    const tomorrow = browserDay(new Date(Date.now() + 86_400_000));
    await dialog.getByLabel('时间').fill(`${tomorrow}T10:00`);
    await dialog.getByLabel('内容').fill('公司会议室（端到端）');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(row.getByText('面试中')).toBeVisible();

    // Approving creates the agent, found on the agents page.
    await row
      .getByRole('button', { name: /更多|通过/ })
      .first()
      .click();
    const approve = page.getByRole('menuitem', { name: '通过' });
    if (await approve.isVisible()) await approve.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row.getByText('已通过')).toBeVisible();
    await page.goto(`/#/agent/list?keyword=${chosen!.phone}`);
    await expect(
      page
        .getByRole('table', { name: '代理商列表' })
        .getByRole('cell', { name: chosen!.applicant, exact: true })
        .first(),
    ).toBeVisible();

    // Rejected meanwhile by someone else: scheduling it on screen is refused, and it stays rejected.
    await page.goto(`/#/agent/franchisee?keyword=${raced!.phone}`);
    const racedRow = table.getByRole('row', { name: new RegExp(raced!.phone) });
    await expect(racedRow.getByText('申请中')).toBeVisible();
    const meanwhile = await apiCall(request, token, 'POST', '/api/agent/back/franchisee/transitApplication', {
      form: { applicationId: String(raced!.applicationId), action: 'reject', reason: '已由他人处理' },
    });
    expect(meanwhile.code).toBe(1);
    await racedRow.getByRole('button', { name: /更多/ }).click();
    await page.getByRole('menuitem', { name: '安排面试' }).click();
    await dialog.getByLabel('时间').fill(`${tomorrow}T11:00`);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('当前状态为「已拒绝」，不能安排面试')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(racedRow.getByText('已拒绝')).toBeVisible();
  });
});
