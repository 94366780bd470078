import { ADMIN, apiCall, apiLogin, expect, test } from './fixtures';

interface Order {
  orderId: number;
  orderNo: string;
  userId: number | null;
  amount: number;
  lineCount: number;
}
const PROCESSING = 2;
const COMPLETED = 3;
const BY_BALANCE = 4;
/** feedbackTypes.payment */
const PAYMENT_COMPLAINT = 3;

test.describe('refunds', () => {
  test("cancelling an order paid from the balance refunds it: on the order, and in the member's ledger", async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const paidByBalance = (
      await apiCall(request, token, 'GET', '/api/equipment-order/back/getOrderList', {
        params: { status: String(PROCESSING), method: String(BY_BALANCE), size: '100' },
      })
    ).data as { rows: Order[] };
    // The last of them: the orders journey cancels the first processing orders.
    const order = paidByBalance.rows.filter((row) => row.userId !== null).at(-1);
    expect(order, 'the demo data holds processing orders paid from a balance').toBeDefined();

    await page.goto(`/#/equipmentOrders/detail?id=${order!.orderId}`);
    await page.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog', { name: '取消订单' });
    await dialog.getByLabel('原因').fill('出货失败，退回余额（端到端）');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    // The payment block lists the refund, back to the balance, done at once; the timeline has it.
    const refunds = page.getByRole('region', { name: '退款记录' });
    await expect(refunds).toContainText('已退款');
    await expect(refunds).toContainText('余额支付');
    await expect(refunds).toContainText('出货失败，退回余额（端到端）');
    await expect(page.getByRole('region', { name: '状态记录' })).toContainText('已退款');
    await expect(page.getByRole('button', { name: '退款' })).toBeHidden();

    // The member's ledger shows the money back, against the order.
    await page.goto(`/#/member/detail?id=${order!.userId}`);
    const ledger = page.getByRole('table', { name: '余额流水' });
    const refundRow = ledger.getByRole('row', { name: /订单退款/ }).filter({ hasText: order!.orderNo });
    await expect(refundRow).toHaveCount(1);
    await expect(refundRow).toContainText(ADMIN.username);
  });

  test("refunding one item through the refund dialog, and adjusting a balance in yuan: both in the member's ledger", async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const completedByBalance = (
      await apiCall(request, token, 'GET', '/api/equipment-order/back/getOrderList', {
        params: { status: String(COMPLETED), method: String(BY_BALANCE), size: '100' },
      })
    ).data as { rows: Order[] };
    // The first not refunded yet: run again on the same server (--repeat-each), the one before has
    // a refund from the run before.
    let order: Order | undefined;
    let detail: { lines: { lineNo: number; goodsName: string; price: number }[]; refunds: unknown[] } | undefined;
    for (const row of completedByBalance.rows.filter((entry) => entry.userId !== null && entry.lineCount > 1)) {
      detail = (
        await apiCall(request, token, 'GET', '/api/equipment-order/back/getOrderDetail', {
          params: { orderId: String(row.orderId) },
        })
      ).data as typeof detail;
      if (detail!.refunds.length === 0) {
        order = row;
        break;
      }
    }
    expect(order, 'the demo data holds completed orders of several lines paid from a balance').toBeDefined();
    const line = detail!.lines[0]!;
    // This run's own words, so that the member's ledger shows this run's adjustment once.
    const compensation = `补偿（端到端 ${Date.now().toString(36)}）`;

    await page.goto(`/#/equipmentOrders/detail?id=${order!.orderId}`);
    await page.getByRole('button', { name: '退款', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '退款' });
    // Everything is chosen to start with: untick all, then take one of the first line.
    await dialog.getByRole('checkbox', { name: '全部商品' }).click();
    await dialog.getByRole('checkbox', { name: line.goodsName, exact: true }).click();
    await dialog.getByRole('spinbutton', { name: `${line.goodsName} 退款数量` }).fill('1');
    await expect(dialog.getByTestId('refund-amount')).toHaveText(`¥${(line.price / 100).toFixed(2)}`);
    await dialog.getByLabel('退款原因').fill('少出一件（端到端）');
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await expect(dialog).toBeHidden();
    const refunds = page.getByRole('region', { name: '退款记录' });
    await expect(refunds).toContainText('已退款');
    await expect(refunds).toContainText(`${line.goodsName} ×1`);
    await expect(refunds).toContainText('少出一件（端到端）');

    await page.goto(`/#/member/detail?id=${order!.userId}`);
    const ledger = page.getByRole('table', { name: '余额流水' });
    await expect(ledger.getByRole('row', { name: /订单退款/ }).filter({ hasText: order!.orderNo })).toHaveCount(1);
    await page.getByRole('button', { name: '调整余额' }).click();
    const adjust = page.getByRole('dialog', { name: '调整余额' });
    await adjust.getByLabel('调整金额').fill('1.5');
    await adjust.getByLabel('原因').fill(compensation);
    await adjust.getByRole('button', { name: '保存' }).click();
    await expect(adjust).toBeHidden();
    const adjusted = ledger.getByRole('row', { name: /人工调整/ }).filter({ hasText: compensation });
    await expect(adjusted).toHaveCount(1);
    await expect(adjusted).toContainText('¥1.50');
  });

  test('a payment complaint links to its order, and refunds it from the feedback', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const complaints = (
      await apiCall(request, token, 'GET', '/api/feedback/back/feedback/getFeedbackList', {
        params: { type: String(PAYMENT_COMPLAINT), size: '100' },
      })
    ).data as { rows: { feedbackId: number }[] };
    // The first complaint naming an order still paid and not refunded.
    let found: { feedbackId: number; orderId: number; orderNo: string } | undefined;
    for (const { feedbackId } of complaints.rows) {
      const detail = (
        await apiCall(request, token, 'GET', '/api/feedback/back/feedback/getFeedbackDetail', {
          params: { feedbackId: String(feedbackId) },
        })
      ).data as { orderId: number | null; orderNo: string | null };
      if (detail.orderId === null || detail.orderNo === null) continue;
      const order = (
        await apiCall(request, token, 'GET', '/api/equipment-order/back/getOrderDetail', {
          params: { orderId: String(detail.orderId) },
        })
      ).data as { paidTime: string | null; refunds: unknown[] };
      if (order.paidTime !== null && order.refunds.length === 0) {
        found = { feedbackId, orderId: detail.orderId, orderNo: detail.orderNo };
        break;
      }
    }
    expect(found, 'the demo data holds a payment complaint about a paid order').toBeDefined();

    await page.goto(`/#/feedback/detail?id=${found!.feedbackId}`);
    // The order's number opens the order's detail in its own tab.
    await page.getByRole('link', { name: found!.orderNo }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`订单详情 #${found!.orderId}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: '退款' })).toBeVisible();

    await page.goto(`/#/feedback/detail?id=${found!.feedbackId}`);
    await page.getByRole('button', { name: '退款' }).click();
    const dialog = page.getByRole('dialog', { name: '退款' });
    await dialog.getByLabel('退款原因').fill('重复扣款，从反馈退款（端到端）');
    await dialog.getByRole('button', { name: '确认退款' }).click();
    await expect(dialog).toBeHidden();

    // The order shows the refund started from the feedback.
    await page.goto(`/#/equipmentOrders/detail?id=${found!.orderId}`);
    await expect(page.getByRole('region', { name: '退款记录' })).toContainText('重复扣款，从反馈退款（端到端）');
  });
});
