import { ADMIN, apiCall, apiLogin, choose, expect, expectRowsLoaded, test } from './fixtures';

interface Feedback {
  feedbackId: number;
  summary: string;
  status: number;
}
const PENDING = 1;

test.describe('feedback', () => {
  test('filter (the URL follows), open one, reply (kept after a reload), close; a reply refused on a feedback closed meanwhile keeps its text', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const pending = (
      (
        await apiCall(request, token, 'GET', '/api/feedback/back/feedback/getFeedbackList', {
          params: { status: String(PENDING), size: '100' },
        })
      ).data as { rows: Feedback[] }
    ).rows;
    const [chosen, raced] = pending;
    expect(raced, 'the demo data holds at least two pending feedback').toBeDefined();

    await page.goto('/#/feedback/list');
    const table = page.getByRole('table', { name: '反馈列表' });
    await expectRowsLoaded(table);
    await choose(page, page.getByRole('combobox', { name: '状态' }), '待处理');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/status=1/);

    // Open one: its tab names it, and the list stays highlighted.
    await page.goto(`/#/feedback/detail?id=${chosen!.feedbackId}`);
    await expect(page.getByRole('tab', { name: new RegExp(`反馈详情 #${chosen!.feedbackId}`) })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('treeitem', { name: '反馈列表' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('回复内容').fill('您好，已安排检修（端到端）');
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByText('已回复').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('您好，已安排检修（端到端）')).toBeVisible();
    await expect(page.getByText('Reply by admin').or(page.getByText('admin 回复'))).toBeVisible();

    // Close it: asked first, then no reply form remains.
    await page.getByRole('button', { name: '关闭反馈' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('该反馈已关闭')).toBeVisible();

    // Closed meanwhile by someone else: the reply is refused and the text stays.
    await page.goto(`/#/feedback/detail?id=${raced!.feedbackId}`);
    await expect(page.getByRole('button', { name: '发送回复' })).toBeVisible();
    const meanwhile = await apiCall(request, token, 'POST', '/api/feedback/back/feedback/transitFeedback', {
      form: { feedbackId: String(raced!.feedbackId), action: 'close' },
    });
    expect(meanwhile.code).toBe(1);
    await page.getByLabel('回复内容').fill('迟到的回复');
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect(page.getByText('当前状态为「已关闭」，不能回复')).toBeVisible();
    await expect(page.getByLabel('回复内容')).toHaveValue('迟到的回复');
  });
});
