import { ADMIN, apiCall, apiCreateManager, apiLogin, expect, test, TOKEN_COOKIE } from './fixtures';

const MONEY_SETTINGS = '/api/sys-config/back/getMoneySettings';
const UPDATE_MONEY_SETTINGS = '/api/sys-config/back/updateMoneySettings';

test.describe('money controls', () => {
  test('an adjustment above the limit set on 货币与税率 waits for a second administrator; its asker cannot approve it', async ({
    adminPage: page,
    browser,
    request,
    baseURL,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const before = (await apiCall(request, token, 'GET', MONEY_SETTINGS)).data as {
      currency: string;
      gstRate: number;
      adjustmentApprovalLimit: number;
    };
    // A second administrator who may adjust balances (会员详情) and asks for the adjustment.
    const asker = { username: `e2e_adjuster_${Date.now() % 100_000}`, password: 'e2e-Adjuster-9' };
    // This run's own reason: a repeated run finds the earlier runs' adjustments in the ledger too.
    const reason = `补发奖励（端到端审批 ${asker.username}）`;
    await apiCreateManager(request, { ...asker, realName: '调整申请人', pages: ['会员列表', '会员详情'] });
    const members = (
      await apiCall(request, token, 'GET', '/api/sys-user/back/users/getUserList', { params: { size: '1' } })
    ).data as { rows: { userId: number }[] };
    const userId = members.rows[0]!.userId;
    const balanceOf = async () =>
      (
        (
          await apiCall(request, token, 'GET', '/api/sys-user/back/users/getMemberMoney', {
            params: { userId: String(userId) },
          })
        ).data as { balance: number }
      ).balance;

    try {
      // The limit is typed in yuan on the settings page and kept through a reload.
      await page.goto('/#/system/money');
      const limit = page.getByRole('textbox', { name: '调整审批限额' });
      await expect(limit).toHaveValue((before.adjustmentApprovalLimit / 100).toFixed(2));
      await limit.fill('300');
      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('保存成功')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: '调整审批限额' })).toHaveValue('300.00');

      // The second administrator asks for ¥400.00: above the limit, nothing moves yet.
      const balance = await balanceOf();
      const askerToken = await apiLogin(request, asker);
      const theirs = await browser.newContext({ baseURL });
      await theirs.addCookies([{ name: TOKEN_COOKIE, value: askerToken, url: baseURL! }]);
      const their = await theirs.newPage();
      await their.goto(`/#/member/detail?id=${userId}`);
      await their.getByRole('button', { name: '调整余额' }).click();
      const adjust = their.getByRole('dialog', { name: '调整余额' });
      await adjust.getByLabel('调整金额').fill('400');
      await adjust.getByLabel('原因').fill(reason);
      await adjust.getByRole('button', { name: '保存' }).click();
      await expect(their.getByText('已提交：限额内的调整已入账，超出限额的待另一位管理员审批')).toBeVisible();
      const pendingOf = (on: typeof page) =>
        on.getByRole('region', { name: '待审批的调整' }).getByRole('listitem').filter({ hasText: reason });
      await expect(pendingOf(their)).toContainText('¥400.00');
      expect(await balanceOf()).toBe(balance);

      // Its asker may not approve it: the server says so and it stays.
      await pendingOf(their).getByRole('button', { name: '通过' }).click();
      await expect(their.getByText('不能审批自己提交的调整，请由另一位管理员审批')).toBeVisible();
      await expect(pendingOf(their)).toHaveCount(1);
      expect(await balanceOf()).toBe(balance);
      await theirs.close();

      // The super administrator approves it: booked, in the ledger, the balance moved by ¥400.00.
      await page.goto(`/#/member/detail?id=${userId}`);
      await pendingOf(page).getByRole('button', { name: '通过' }).click();
      await expect(page.getByText('调整已通过并入账')).toBeVisible();
      await expect(pendingOf(page)).toHaveCount(0);
      const ledger = page.getByRole('table', { name: '余额流水' });
      await expect(ledger.getByRole('row', { name: /人工调整/ }).filter({ hasText: reason })).toContainText('¥400.00');
      await expect.poll(balanceOf).toBe(balance + 40_000);
    } finally {
      await apiCall(request, token, 'POST', UPDATE_MONEY_SETTINGS, {
        form: {
          currency: before.currency,
          gstRate: String(before.gstRate),
          adjustmentApprovalLimit: String(before.adjustmentApprovalLimit),
        },
      });
    }
  });
});
