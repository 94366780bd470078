import { browserMinute, expect, test } from './fixtures';

test.describe('activity push', () => {
  test('an activity sent now reaches the members the filter counts, and is listed as sent', async ({
    adminPage: page,
  }) => {
    const title = `e2e 立即推送 ${Date.now().toString(36)}`;
    await page.goto('/#/system/message');
    await page.getByRole('radio', { name: '按条件筛选' }).click();
    await page.getByLabel('会员昵称或手机号').fill('138');
    const count = page.getByRole('status').filter({ hasText: /^将推送给 \d+ 位会员$/ });
    await expect(count).toBeVisible();
    const reached = Number(/(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(reached).toBeGreaterThan(0);

    await page.getByLabel('标题').fill(title);
    await page.getByLabel('内容').fill('只发给手机号含 138 的会员。');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`确定向 ${reached} 位会员发送“${title}”吗？`);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`已发送给 ${reached} 位会员`)).toBeVisible();
    // The form starts afresh for the next activity.
    await expect(page.getByLabel('标题')).toHaveValue('');

    await page.getByRole('button', { name: '查看活动列表' }).click();
    const table = page.getByRole('table', { name: '活动列表' });
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('已发送');
    await expect(row).toContainText('关键词“138”');
    await expect(row.getByRole('cell', { name: String(reached), exact: true })).toBeVisible();
  });

  test('a scheduled activity waits for its time and, cancelled, is never sent', async ({ adminPage: page }) => {
    const title = `e2e 定时推送 ${Date.now().toString(36)}`;
    await page.goto('/#/system/message');
    await page.getByLabel('标题').fill(title);
    await page.getByLabel('内容').fill('明天上午发送。');
    await page.getByRole('radio', { name: '定时发送' }).click();
    // A time past is refused by the server, under the field, the form kept.
    await page.getByLabel('发送时间').fill(browserMinute(new Date(Date.now() - 3_600_000)));
    await page.getByRole('button', { name: '定时发送' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('定时发送的时间须晚于现在')).toBeVisible();
    await expect(page.getByLabel('标题')).toHaveValue(title);

    await page.getByLabel('发送时间').fill(browserMinute(new Date(Date.now() + 86_400_000)));
    await page.getByRole('button', { name: '定时发送' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/^已安排在 .+ 发送$/)).toBeVisible();

    await page.goto('/#/system/messageList');
    const table = page.getByRole('table', { name: '活动列表' });
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('待发送');
    await row.getByRole('button', { name: '取消发送' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row).toContainText('已取消');
    await expect(row.getByRole('button', { name: '取消发送' })).toHaveCount(0);
  });
});
