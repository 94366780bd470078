import { ADMIN, apiCall, apiLogin, choose, expect, expectRowsLoaded, test } from './fixtures';

interface Recharge {
  rechargeId: number;
  transactionNo: string;
  userId: number;
  amount: number;
  bonus: number;
  status: number;
}
const SUCCEEDED = 2;
const REFUNDED = 4;

test.describe('recharges', () => {
  test('filter (the URL follows), totals of the filter, refund with a reason kept after a reload, and a refused refund that changes nothing', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const listed = (
      await apiCall(request, token, 'GET', '/api/sys-user/back/recharges/getRechargeList', {
        params: { status: String(SUCCEEDED), size: '100' },
      })
    ).data as { rows: Recharge[]; totals: { count: number; amount: number } };
    const [toRefund] = listed.rows;
    expect(toRefund, 'the demo data holds succeeded recharges').toBeDefined();
    const refunded = (
      await apiCall(request, token, 'GET', '/api/sys-user/back/recharges/getRechargeList', {
        params: { status: String(REFUNDED) },
      })
    ).data as { rows: Recharge[] };
    expect(refunded.rows.length, 'and refunded ones').toBeGreaterThan(0);

    await page.goto('/#/member/auditList');
    const table = page.getByRole('table', { name: '充值列表' });
    await expectRowsLoaded(table);
    // The status filter follows the URL, and the totals are those of every succeeded recharge.
    await choose(page, page.getByRole('combobox', { name: '状态' }), '已到账');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/status=2/);
    const totals = page.getByRole('group', { name: '合计' });
    await expect(totals).toContainText(`笔数${listed.totals.count}`);

    // Refund one: the reason is asked for, and the state and reason stay after a reload.
    await page.getByRole('textbox', { name: '关键词' }).fill(toRefund!.transactionNo);
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${toRefund!.transactionNo}`));
    const row = table.getByRole('row', { name: new RegExp(toRefund!.transactionNo.slice(0, 12)) });
    await row.getByRole('button', { name: '退款' }).click();
    const dialog = page.getByRole('dialog', { name: '退款' });
    await dialog.getByLabel('原因').fill('会员申请退款（端到端）');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/#/member/auditList?keyword=${toRefund!.transactionNo}`);
    await page.reload();
    await expect(row.getByText('已退款')).toBeVisible();
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: /充值记录/ });
    await expect(drawer).toContainText('会员申请退款（端到端）');
    await expect(drawer).toContainText(ADMIN.username);
    await page.keyboard.press('Escape');

    // Refunded meanwhile by someone else: the refund on screen is refused and nothing changes.
    const [other] = (
      (
        await apiCall(request, token, 'GET', '/api/sys-user/back/recharges/getRechargeList', {
          params: { status: String(SUCCEEDED), size: '100' },
        })
      ).data as { rows: Recharge[] }
    ).rows;
    await page.goto(`/#/member/auditList?keyword=${other!.transactionNo}`);
    const otherRow = table.getByRole('row', { name: new RegExp(other!.transactionNo.slice(0, 12)) });
    await expect(otherRow.getByRole('button', { name: '退款' })).toBeVisible();
    const meanwhile = await apiCall(request, token, 'POST', '/api/sys-user/back/recharges/transitRecharge', {
      form: { rechargeId: String(other!.rechargeId), action: 'refund', reason: '已由他人处理' },
    });
    expect(meanwhile.code).toBe(1);
    await otherRow.getByRole('button', { name: '退款' }).click();
    await dialog.getByLabel('原因').fill('重复操作');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('当前状态为「已退款」，不能退款')).toBeVisible();
    await expect(dialog.getByLabel('原因')).toHaveValue('重复操作');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(otherRow.getByText('已退款')).toBeVisible();
    await otherRow.getByRole('button', { name: '详情' }).click();
    await expect(page.getByRole('dialog', { name: /充值记录/ })).toContainText('已由他人处理');
  });
});
