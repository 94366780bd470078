import { ADMIN, apiCall, apiLogin, choose, expect, expectRowsLoaded, exportedWorkbook, test } from './fixtures';

interface Figures {
  received: number;
  orders: number;
  average: number;
  refunded: number;
}
interface Report {
  period: { startTime: string; endTime: string };
  current: Figures;
  rows: { key: string; label: string | null; current: Figures }[];
}
const REPORT = '/api/financial/back/report/getSalesReport';
const yuan = (minorUnits: number) =>
  `¥${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('sales report', () => {
  test("from the dashboard's sales card to the report of today by hour; change the grouping and the period (the URL follows); export with a totals row", async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const reportOf = async (params: Record<string, string>) =>
      (await apiCall(request, token, 'GET', REPORT, { params })).data as Report;

    await page.goto('/#/home/index');
    const salesCard = page.locator('[data-slot="stat-card"]').filter({ hasText: '今日销售额' });
    await salesCard.getByRole('link', { name: '销售报表' }).click();
    await expect(page).toHaveURL(/#\/financial\/report\?groupBy=hour&startTime=\d{4}-\d{2}-\d{2}&endTime=/);
    const today = /startTime=(\d{4}-\d{2}-\d{2})/.exec(page.url())![1]!;
    const table = page.getByRole('table', { name: '销售明细' });
    await expectRowsLoaded(table);
    // Every hour of the day, and the figures the server answers (the dashboard's own rule).
    const byHour = await reportOf({ groupBy: 'hour', startTime: today, endTime: today });
    await expect(table.getByRole('row')).toHaveCount(25);
    const receivedCard = page.locator('[data-slot="stat-card"]').filter({ hasText: '实收金额' });
    await expect(receivedCard).toContainText(yuan(byHour.current.received));
    await expect(page.getByRole('img', { name: /实收金额/ })).toBeVisible();

    // By merchant: the merchants the orders recorded, largest first.
    await choose(page, page.getByRole('combobox', { name: '分组方式' }), '按商户');
    await expect(page).toHaveURL(/groupBy=merchant/);
    // Last month: a whole month of the demo's orders.
    await page.getByRole('group', { name: '快捷周期' }).getByRole('button', { name: '上月' }).click();
    await expect(page).not.toHaveURL(new RegExp(`startTime=${today}`));
    const [, startTime, endTime] = /startTime=([\d-]+)&endTime=([\d-]+)/.exec(page.url())!;
    expect(startTime!.endsWith('-01')).toBe(true);
    const byMerchant = await reportOf({ groupBy: 'merchant', startTime: startTime!, endTime: endTime! });
    expect(byMerchant.rows.length).toBeGreaterThan(1);
    await expect(receivedCard).toContainText(yuan(byMerchant.current.received));
    const top = byMerchant.rows[0]!;
    await expect(table.getByRole('row').nth(1)).toContainText(top.label ?? '未归属');
    await expect(table.getByRole('row').nth(1)).toContainText(yuan(top.current.received));
    // A reload keeps the choice.
    await page.reload();
    await expect(page.getByRole('combobox', { name: '分组方式' })).toHaveText('按商户');

    const workbook = await exportedWorkbook(page);
    const sheet = workbook.worksheets[0]!;
    // The report's name and grouping, its period, an empty row; then a header, a row per merchant,
    // and the totals row (合计) of the whole period.
    expect(sheet.getRow(1).getCell(1).value).toBe('销售报表 · 按商户');
    expect(String(sheet.getRow(2).getCell(1).value)).toContain(`统计期间：${startTime} 至 ${endTime}`);
    expect(sheet.getRow(4).getCell(1).value).toBe('商户');
    expect(sheet.rowCount).toBe(3 + byMerchant.rows.length + 2);
    const totals = sheet.getRow(sheet.rowCount);
    expect(totals.getCell(1).value).toBe('合计');
    expect(totals.getCell(2).value).toBe(byMerchant.current.received / 100);
    expect(totals.getCell(3).value).toBe(byMerchant.current.orders);
  });

  test("the dashboard's shortage card opens the device list filtered to the devices short of stock", async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const short = (
      await apiCall(request, token, 'GET', '/api/sys-home/back/getShortageDevices', { params: { limit: '50' } })
    ).data as { rows: { deviceNo: string; emptySlots: number }[] };
    // The card lists devices with batches expired or within the warning days too (its columns say
    // which); the link opens those short of stock: a restock done by an earlier test can leave a
    // device on the card for its expiry dates alone.
    const shortOfStock = short.rows.filter((row) => row.emptySlots > 0);
    expect(shortOfStock.length, 'the demo data has devices short of stock').toBeGreaterThan(0);
    await page.goto('/#/home/index');
    await page.getByRole('link', { name: '全部缺货设备' }).click();
    await expect(page).toHaveURL(/#\/equipment\/list\?shortage=1/);
    const table = page.getByRole('table', { name: '设备列表' });
    await expectRowsLoaded(table);
    await expect(table.getByRole('row')).toHaveCount(Math.min(shortOfStock.length, 20) + 1);
    // The device column: its number over its name.
    await expect(table.getByRole('cell').getByText(shortOfStock[0]!.deviceNo, { exact: true })).toBeVisible();
  });

  test("the shortage card's devices with expiring items open by its second link", async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const card = (
      await apiCall(request, token, 'GET', '/api/sys-home/back/getShortageDevices', { params: { limit: '50' } })
    ).data as { rows: { deviceNo: string; expiredSlots: number; expiringSlots: number }[] };
    const expiring = card.rows.filter((row) => row.expiredSlots + row.expiringSlots > 0);
    expect(expiring.length, 'the demo data has devices holding dairy near its date').toBeGreaterThan(0);
    await page.goto('/#/home/index');
    await page.getByRole('link', { name: '临期/过期设备' }).click();
    await expect(page).toHaveURL(/#\/equipment\/list\?expiry=1/);
    await expect(page.getByRole('combobox', { name: '临期/过期' })).toHaveText('有临期或过期商品');
    const table = page.getByRole('table', { name: '设备列表' });
    await expectRowsLoaded(table);
    // Every device the card lists for its dates is on the filtered list (each looked up by its number).
    for (const row of expiring.slice(0, 3)) {
      await page.goto(`/#/equipment/list?expiry=1&keyword=${row.deviceNo}`);
      await expect(table.getByRole('cell').getByText(row.deviceNo, { exact: true })).toBeVisible();
    }
  });
});
