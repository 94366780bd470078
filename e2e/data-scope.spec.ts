import {
  ADMIN,
  AGENT,
  apiCall,
  apiLogin,
  browserDay,
  expect,
  expectRowsLoaded,
  loginThroughForm,
  OPERATOR,
  test,
} from './fixtures';

/*
 * Data scopes (docs/SPECIFICATION.md §6): the demo `operator` keeps its pages but sees one region
 * of the fleet, 华东区, on a desk and on a phone; the demo agent account reads its own business.
 */

interface Page<Row> {
  rows: Row[];
  total: number;
}
type Device = { deviceNo: string; regionName: string | null };
type Order = { orderNo: string; deviceNo: string | null };

const DEVICES = '/api/equipment/back/devices/getDeviceList';
const ORDERS = '/api/equipment-order/back/getOrderList';

for (const { width, height, name } of [
  { width: 1440, height: 900, name: 'a desk' },
  { width: 390, height: 844, name: 'a phone' },
]) {
  test(`the operator sees its region only, on ${name}: devices, orders, the dashboard`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const admin = await apiLogin(request, ADMIN);
    const everyDevice = (await apiCall(request, admin, 'GET', DEVICES, { params: { size: '100' } }))
      .data as Page<Device>;
    const inRegion = everyDevice.rows
      .filter((device) => device.regionName === '华东区')
      .map((device) => device.deviceNo);
    const elsewhere = everyDevice.rows
      .filter((device) => device.regionName !== '华东区')
      .map((device) => device.deviceNo);
    expect(inRegion.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeGreaterThan(0);
    const operator = await apiLogin(request, OPERATOR);
    const theirOrders = (await apiCall(request, operator, 'GET', ORDERS, { params: { size: '20' } }))
      .data as Page<Order>;
    const everyOrder = (await apiCall(request, admin, 'GET', ORDERS, { params: { size: '1' } })).data as Page<Order>;
    expect(theirOrders.total).toBeLessThan(everyOrder.total);
    for (const order of theirOrders.rows) expect(inRegion).toContain(order.deviceNo);

    await page.goto('/#/login');
    await loginThroughForm(page, OPERATOR);
    await expect(page).toHaveURL(/#\/welcome/);
    // The dashboard counts the region's devices.
    await page.goto('/#/home/index');
    await expect(page.locator('[data-slot="stat-card"]').filter({ hasText: '设备总数' })).toContainText(
      String(inRegion.length),
    );

    // The device list: the region's devices, none of the others.
    await page.goto('/#/equipment/list');
    const devices = page.getByRole('table', { name: '设备列表' });
    await expectRowsLoaded(devices);
    await expect(page.getByRole('navigation').filter({ hasText: '共' })).toContainText(`共 ${inRegion.length} 条`);
    await expect(devices.getByText(inRegion[0]!, { exact: true })).toBeVisible();
    for (const deviceNo of elsewhere) await expect(devices.getByText(deviceNo, { exact: true })).toHaveCount(0);

    // The orders: the region's, counted so.
    await page.goto('/#/equipmentOrders/list');
    const orders = page.getByRole('table', { name: '订单列表' });
    await expectRowsLoaded(orders);
    await expect(page.getByRole('group', { name: '合计' })).toContainText(`订单数${theirOrders.total}`);
    await expect(orders.getByText(theirOrders.rows[0]!.orderNo, { exact: true })).toBeVisible();
  });
}

test('the agent account reads its own business: its sales report and its shares', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  const agent = await apiLogin(request, AGENT);
  const day = (daysAgo: number) => browserDay(new Date(Date.now() - daysAgo * 86_400_000));
  const params = { groupBy: 'device', startTime: day(60), endTime: day(0) };
  const REPORT = '/api/financial/back/report/getSalesReport';
  const everyone = (await apiCall(request, admin, 'GET', REPORT, { params })).data as { rows: { label: string }[] };
  const own = (await apiCall(request, agent, 'GET', REPORT, { params })).data as { rows: { label: string }[] };
  expect(everyone.rows.length).toBeGreaterThan(1);
  expect(own.rows.length).toBeLessThan(everyone.rows.length);

  // Its shares: its own agent's months only.
  const SHARES = '/api/financial/back/divide/getAgentShareList';
  const ownShares = (await apiCall(request, agent, 'GET', SHARES, { params: { size: '100' } })).data as {
    rows: { agentName: string }[];
  };
  expect(ownShares.rows.length).toBeGreaterThan(0);
  expect(new Set(ownShares.rows.map((row) => row.agentName))).toEqual(new Set(['北京智能零售有限公司']));

  await page.goto('/#/login');
  await loginThroughForm(page, AGENT);
  await expect(page).toHaveURL(/#\/welcome/);
  await page.goto('/#/financial/divide');
  const shares = page.getByRole('table', { name: '代理商分成列表' });
  await expectRowsLoaded(shares);
  const names = await shares.getByRole('row').allInnerTexts();
  for (const text of names.slice(1)) expect(text).toContain('北京智能零售有限公司');
});
