import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, test } from './fixtures';

/**
 * A reader whose laptop is in UTC (the suite's browser is otherwise in Shanghai): the console
 * shows times and days in the business's zone (the server's BUSINESS_TIME_ZONE, Asia/Shanghai in
 * the suite), says so once in the header, and a day of the date filter means that Shanghai day.
 */
test.use({ timezoneId: 'UTC' });

interface Order {
  orderId: number;
  orderNo: string;
  createTime: string;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in a zone (the console's format). */
function clockIn(at: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}:${parts['second']}`;
}

test("a browser in UTC reads an order's time in the business zone, on the list and its detail", async ({
  adminPage: page,
  request,
}) => {
  const token = await apiLogin(request, ADMIN);
  const list = (
    await apiCall(request, token, 'GET', '/api/equipment-order/back/getOrderList', { params: { size: '1' } })
  ).data as { rows: Order[] };
  const order = list.rows[0]!;
  expect(order, 'the demo data holds orders').toBeDefined();
  const shanghai = clockIn(order.createTime, 'Asia/Shanghai');
  const utc = clockIn(order.createTime, 'UTC');
  expect(shanghai).not.toBe(utc);
  // The Shanghai day of the order, which the filter's day means (not the browser's UTC day).
  const day = shanghai.slice(0, 10);

  await page.goto(`/#/equipmentOrders/list?keyword=${order.orderNo}&ordered=${day}~${day}`);
  // The browser really is in UTC.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  const table = page.getByRole('table', { name: '订单列表' });
  await expectRowsLoaded(table);
  const row = table.getByRole('row', { name: new RegExp(order.orderNo) });
  await expect(row).toContainText(shanghai);
  await expect(row).not.toContainText(utc);
  // The zone said once, in the header, with its offset.
  const note = page.locator('[data-slot="time-zone-note"]');
  await expect(note).toHaveText('时间与日期均按业务时区显示：中国标准时间 (UTC+8)');
  await expect(note).toHaveCount(1);

  await row.getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/equipmentOrders/detail\\?id=${order.orderId}`));
  const detail = page.getByRole('main');
  await expect(detail.getByText(shanghai).first()).toBeVisible();
  await expect(detail).not.toContainText(utc);

  // In English the header names the zone in English.
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(note).toHaveText('Times and dates are in the business time zone: China Standard Time (UTC+8)');
});
