import { ADMIN, apiCall, apiLogin, browserDay, expect, expectRowsLoaded, exportedWorkbook, test } from './fixtures';

/*
 * 平台对账单 (docs/MONEY.md, statements): a period's statement of the platform account, on
 * screen and exported; the exported file's totals rows are recomputed here from its entries.
 */

type Totals = { count: number; opening: number; closing: number } & Record<string, number>;

const KINDS: Record<string, string> = {
  orderPayment: '订单收款',
  orderRefund: '订单退款',
  recharge: '会员充值',
  rechargeRefund: '充值退款',
  share: '代理商分成',
  shareAdjustment: '分成调整',
  withdrawal: '代理商提现',
  withdrawalFee: '提现手续费',
  channelFee: '渠道手续费',
};

test('the platform statement of a period: its totals on screen, and an export whose rows add up to its totals', async ({
  adminPage: page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN);
  const endTime = browserDay(new Date());
  const startTime = browserDay(new Date(Date.now() - 14 * 86_400_000));
  const { data } = (await apiCall(request, token, 'GET', '/api/financial/back/statement/getPlatformStatement', {
    params: { startTime, endTime, size: '1' },
  })) as { data: { total: number; totals: Totals } };
  expect(data.total, 'the demo has platform entries in the last two weeks').toBeGreaterThan(0);

  // The period filter's URL key is its name, the two days joined by ~.
  await page.goto(`/#/financial/statement?time=${startTime}~${endTime}`);
  const table = page.getByRole('table', { name: '平台对账单' });
  await expectRowsLoaded(table);
  const totals = page.getByRole('group', { name: '合计' });
  await expect(totals).toContainText(`笔数${new Intl.NumberFormat('en-US').format(data.total)}`);
  await expect(totals).toContainText('期初余额');
  await expect(totals).toContainText('期末余额');

  const workbook = await exportedWorkbook(page, /^平台对账单-.*\.xlsx$/);
  const sheet = workbook.getWorksheet('平台对账单')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const [header, ...body] = rows;
  expect(header).toEqual(['时间', '类型', '订单号', '金额(元)', '变动后余额(元)', '说明']);
  const isTotal = (row: unknown[]) => String(row[0]).startsWith('合计');
  const entries = body.filter((row) => !isTotal(row));
  const totalsRows = body.filter(isTotal);
  const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
  const totalOf = (label: string) => {
    const row = totalsRows.find((candidate) => candidate[0] === `合计：${label}`);
    expect(row, `the totals row ${label}`).toBeDefined();
    return cents(row![3]);
  };

  // Recomputed in plain code from the file's own rows: each kind, the closing, each balance.
  expect(entries).toHaveLength(data.total);
  const opening = totalOf('期初余额');
  let balance = opening;
  const byKind = new Map<string, number>();
  for (const entry of entries) {
    balance += cents(entry[3]);
    expect(cents(entry[4])).toBe(balance);
    byKind.set(String(entry[1]), (byKind.get(String(entry[1])) ?? 0) + cents(entry[3]));
  }
  for (const word of Object.values(KINDS)) expect(totalOf(word)).toBe(byKind.get(word) ?? 0);
  expect(totalOf('期末余额')).toBe(balance);
  // And the file says what the screen's call says.
  expect({ opening, closing: balance }).toEqual({ opening: data.totals.opening, closing: data.totals.closing });
  for (const [kind, word] of Object.entries(KINDS)) expect(totalOf(word)).toBe(data.totals[kind]);
});
