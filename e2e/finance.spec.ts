import { ADMIN, apiCall, apiLogin, choose, expect, expectRowsLoaded, exportedWorkbook, test } from './fixtures';

interface Withdrawal {
  withdrawalId: number;
  agentId: number;
  agentName: string;
  amount: number;
  fee: number;
  bankName: string;
  bankAccount: string;
  accountHolder: string;
  status: number;
}
interface Agent {
  agentId: number;
  name: string;
  balance: number;
}
const UNDER_REVIEW = 1;
const LIST = '/api/financial/back/income/getWithdrawalList';
const TRANSIT = '/api/financial/back/income/transitWithdrawal';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('finance', () => {
  test('withdrawals: filter (the URL follows) with its totals, approve taking the amount off the balance, reject with a reason, and a refused approval that changes nothing', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const underReview = async () =>
      (await apiCall(request, token, 'GET', LIST, { params: { status: String(UNDER_REVIEW), size: '100' } })).data as {
        rows: Withdrawal[];
        totals: { count: number };
      };
    const listed = await underReview();
    expect(listed.rows.length, 'the demo data holds withdrawals under review').toBeGreaterThan(3);
    const balanceOf = async (name: string) =>
      (
        (await apiCall(request, token, 'GET', '/api/agent/back/agents/getAgentList', { params: { keyword: name } }))
          .data as { rows: Agent[] }
      ).rows.find((agent) => agent.name === name)?.balance;

    await page.goto('/#/financial/income');
    const table = page.getByRole('table', { name: '提现记录' });
    await expectRowsLoaded(table);
    // Every account on screen is masked.
    await expect(table.getByText(/^\d{4} \*{4} \*{4} \d{4}$/).first()).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: '状态' }), '审核中');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/status=1/);
    await expect(page.getByRole('group', { name: '合计' })).toContainText(`笔数${listed.totals.count}`);

    // Approve one: the amount leaves its agent's balance; the state and the reviewer stay after a reload.
    const toApprove = listed.rows[0]!;
    const before = await balanceOf(toApprove.agentName);
    await page.goto(`/#/financial/income?agentId=${toApprove.agentId}&status=1`);
    const rowOf = (withdrawal: Withdrawal) =>
      table.getByRole('row', { name: new RegExp(escapeRegExp(withdrawal.bankAccount)) });
    await rowOf(toApprove).getByRole('button', { name: '通过' }).click();
    // The confirmation says what the approval moves (issue 41): the amounts, the agent's balance
    // before and after, and the account.
    const yuan = (minorUnits: number) =>
      `¥${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(page.getByRole('alertdialog')).toHaveAccessibleDescription(
      `提现金额 ${yuan(toApprove.amount)}，手续费 ${yuan(toApprove.fee)}，实际到账 ${yuan(toApprove.amount - toApprove.fee)}；` +
        `代理商余额 ${yuan(before!)} → ${yuan(before! - toApprove.amount)}；` +
        `收款账户：${toApprove.bankName} · ${toApprove.accountHolder} · ${toApprove.bankAccount}`,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    // Approved, it leaves the list of those under review.
    await expect(rowOf(toApprove)).toHaveCount(0);
    expect(await balanceOf(toApprove.agentName)).toBe(before! - toApprove.amount);
    await page.goto(`/#/financial/income?agentId=${toApprove.agentId}`);
    await page.reload();
    await expect(rowOf(toApprove).getByText('已通过')).toBeVisible();
    await rowOf(toApprove).getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: `提现记录 #${toApprove.withdrawalId}` });
    await expect(drawer).toContainText(ADMIN.username);
    await expect(drawer).toContainText(toApprove.bankAccount);
    await page.keyboard.press('Escape');

    // Reject another with a reason; the balance stays.
    const toReject = listed.rows[1]!;
    const rejectBefore = await balanceOf(toReject.agentName);
    await page.goto(`/#/financial/income?agentId=${toReject.agentId}&status=1`);
    await rowOf(toReject)
      .getByRole('button', { name: `更多操作：${toReject.agentName}` })
      .click();
    await page.getByRole('menuitem', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog', { name: '拒绝' });
    await dialog.getByLabel('原因').fill('开户人与联系人不一致（端到端）');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    expect(await balanceOf(toReject.agentName)).toBe(rejectBefore);
    await page.goto(`/#/financial/income?agentId=${toReject.agentId}`);
    await page.reload();
    await rowOf(toReject).getByRole('button', { name: '详情' }).click();
    await expect(page.getByRole('dialog', { name: `提现记录 #${toReject.withdrawalId}` })).toContainText(
      '开户人与联系人不一致（端到端）',
    );
    await page.keyboard.press('Escape');

    // Rejected meanwhile by someone else: the approval on screen is refused and nothing changes.
    const other = (await underReview()).rows[0]!;
    const otherBefore = await balanceOf(other.agentName);
    await page.goto(`/#/financial/income?agentId=${other.agentId}&status=1`);
    await expect(rowOf(other).getByRole('button', { name: '通过' })).toBeVisible();
    const meanwhile = await apiCall(request, token, 'POST', TRANSIT, {
      form: { withdrawalId: String(other.withdrawalId), action: 'reject', reason: '已由他人处理' },
    });
    expect(meanwhile.code).toBe(1);
    await rowOf(other).getByRole('button', { name: '通过' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('当前状态为「已拒绝」，不能通过')).toBeVisible();
    expect(await balanceOf(other.agentName)).toBe(otherBefore);
  });

  test('agent shares: the month filter follows the URL, the totals are the server’s, and the export is the filtered list', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const months = (
      (await apiCall(request, token, 'GET', '/api/financial/back/divide/getAgentShareMonthOptions')).data as {
        rows: { value: string }[];
      }
    ).rows;
    // The seeded orders span two months: this one or the last has shares.
    let month = months[0]!.value;
    let shares = (
      await apiCall(request, token, 'GET', '/api/financial/back/divide/getAgentShareList', { params: { month } })
    ).data as { total: number; totals: { orders: number } };
    if (shares.total === 0) {
      month = months[1]!.value;
      shares = (
        await apiCall(request, token, 'GET', '/api/financial/back/divide/getAgentShareList', { params: { month } })
      ).data as { total: number; totals: { orders: number } };
    }
    expect(shares.total, 'the demo orders give shares').toBeGreaterThan(0);

    await page.goto('/#/financial/divide');
    const table = page.getByRole('table', { name: '代理商分成列表' });
    await expectRowsLoaded(table);
    await choose(page, page.getByRole('combobox', { name: '月份' }), month);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    await expect(page.getByRole('group', { name: '合计' })).toContainText(`订单合计${shares.totals.orders}`);
    await expect(table.getByRole('cell', { name: month, exact: true }).first()).toBeVisible();

    const workbook = await exportedWorkbook(page);
    const sheet = workbook.worksheets[0]!;
    // A header, a row per share, and the totals row (合计).
    expect(sheet.rowCount).toBe(shares.total + 2);
    for (let row = 2; row < sheet.rowCount; row += 1) expect(sheet.getRow(row).getCell(1).value).toBe(month);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合计');
  });
});
