import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, test } from './fixtures';

const WECHAT = 1;
const SHANGHAI_MS = 8 * 3_600_000;
const dayOf = (instant: string | number) =>
  new Date(new Date(instant).getTime() + SHANGHAI_MS).toISOString().slice(0, 10);

interface Order {
  orderId: number;
  amount: number;
  method: number;
  paidTime: string | null;
}

test.describe('channel reconciliation', () => {
  test('a WeChat Pay statement imported on 渠道对账: the one transaction whose amount differs is shown first', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    // A day before today that no WeChat Pay statement covers yet (a repeated run takes the next one back).
    let day = '';
    for (let back = 2; back < 40 && !day; back += 1) {
      const candidate = dayOf(Date.now() - back * 86_400_000);
      const imported = await apiCall(
        request,
        token,
        'GET',
        '/api/financial/back/reconciliation/getChannelReconciliation',
        {
          params: { channel: String(WECHAT), startTime: candidate, endTime: candidate, size: '1' },
        },
      );
      if ((imported.data as { total: number }).total === 0) day = candidate;
    }
    expect(day, 'a day without a statement').not.toBe('');

    // Every WeChat Pay order paid that day (made that day or the one before), as the channel saw it.
    const before = dayOf(new Date(`${day}T12:00:00+08:00`).getTime() - 86_400_000);
    const paid: Order[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const answer = await apiCall(request, token, 'GET', '/api/equipment-order/back/getOrderList', {
        params: { method: String(WECHAT), startTime: before, endTime: day, size: '100', page: String(pageNo) },
      });
      const { rows } = answer.data as { rows: Order[] };
      paid.push(...rows.filter((order) => order.paidTime !== null && dayOf(order.paidTime) === day));
      if (rows.length < 100) break;
    }
    expect(paid.length, 'the demo holds WeChat Pay orders that day').toBeGreaterThan(1);
    // The demo's orders carry WeChat Pay's ids as the machines report them: 4200 and the order's id.
    const idOf = (order: Order) => `4200${String(order.orderId).padStart(24, '0')}`;
    const differing = paid[0]!;
    const csv = [
      '交易时间,微信支付单号,金额,手续费',
      ...paid.map((order) => {
        const amount = order === differing ? order.amount + 100 : order.amount;
        return `\`${day} 12:00:00,\`${idOf(order)},\`${(amount / 100).toFixed(2)},\`0.01`;
      }),
    ].join('\n');

    await page.goto('/#/financial/reconciliation');
    await page.getByRole('button', { name: '导入对账单' }).click();
    const dialog = page.getByRole('dialog', { name: '导入对账单' });
    await dialog.getByLabel('支付渠道').click();
    await page.getByRole('option', { name: '微信支付', exact: true }).click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: `wechat-${day}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('对账单已导入，不符的交易排在前面')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Mismatches first (an earlier run's too: they are the days before).
    const table = page.getByRole('table', { name: '渠道对账' });
    await expectRowsLoaded(table);
    await expect(table.getByRole('row').nth(1)).toContainText('金额不符');
    // That day alone (the filter in the URL): the one whose amount differs, both amounts beside
    // it; nothing else is off.
    await page.goto(`/#/financial/reconciliation?channel=${WECHAT}&day=${day}~${day}`);
    await expectRowsLoaded(table);
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText('金额不符');
    await expect(first).toContainText(idOf(differing));
    await expect(first).toContainText(`¥${((differing.amount + 100) / 100).toFixed(2)}`);
    await expect(first).toContainText(`¥${(differing.amount / 100).toFixed(2)}`);
    await expect(table.getByRole('row').nth(2)).toContainText('已匹配');

    // The same day again is refused, under its field, and the dialog keeps what was chosen.
    await page.getByRole('button', { name: '导入对账单' }).click();
    const again = page.getByRole('dialog', { name: '导入对账单' });
    await again.getByLabel('支付渠道').click();
    await page.getByRole('option', { name: '微信支付', exact: true }).click();
    await again
      .locator('input[type="file"]')
      .setInputFiles({ name: `wechat-${day}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await again.getByRole('button', { name: '保存' }).click();
    await expect(again.getByText('该渠道该日的对账单已导入')).toBeVisible();
  });
});
