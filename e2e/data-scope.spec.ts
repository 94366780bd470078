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
 * of the fleet, 华东区, on a desk and on a phone (devices, orders, the dashboard, the sales
 * report); the demo agent account reads its own business, is offered no write on a page it holds
 * at 查看, and applies for a withdrawal that the platform approves; an agent account made on the
 * administrators form (关联代理商) reads its own agent's business.
 */

interface Page<Row> {
  rows: Row[];
  total: number;
}
type Device = { deviceNo: string; regionName: string | null };
type Order = { orderNo: string; deviceNo: string | null };

type Report = { current: { received: number }; rows: { key: string; label: string | null }[] };

const DEVICES = '/api/equipment/back/devices/getDeviceList';
const ORDERS = '/api/equipment-order/back/getOrderList';
const REPORT = '/api/financial/back/report/getSalesReport';
const WITHDRAWALS = '/api/financial/back/income/getWithdrawalList';
// Days as the browser (the business, Asia/Shanghai) reads them, not the test process's UTC.
const day = (daysAgo: number) => browserDay(new Date(Date.now() - daysAgo * 86_400_000));
const yuan = (minorUnits: number) =>
  `¥${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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

    // The sales report (the preset 区域经理 gives it at 查看): the region's machines, its figures.
    const params = { groupBy: 'device', startTime: day(60), endTime: day(0) };
    const theirReport = (await apiCall(request, operator, 'GET', REPORT, { params })).data as Report;
    const everyReport = (await apiCall(request, admin, 'GET', REPORT, { params })).data as Report;
    expect(theirReport.rows.length).toBeGreaterThan(0);
    expect(theirReport.current.received).toBeLessThan(everyReport.current.received);
    for (const row of theirReport.rows) expect(inRegion).toContain(row.label?.split(' ')[0]);
    await page.goto(`/#/financial/report?${new URLSearchParams(params).toString()}`);
    const report = page.getByRole('table', { name: '销售明细' });
    await expectRowsLoaded(report);
    await expect(page.locator('[data-slot="stat-card"]').filter({ hasText: '实收金额' })).toContainText(
      yuan(theirReport.current.received),
    );
    await expect(report.getByRole('row')).toHaveCount(theirReport.rows.length + 1);
  });
}

test('a page held at 查看 offers no write: the agent’s device list has no edit, no switch to flip, no write in a row menu', async ({
  page,
}) => {
  await page.goto('/#/login');
  await loginThroughForm(page, AGENT);
  await expect(page).toHaveURL(/#\/welcome/);
  await page.goto('/#/equipment/list');
  const devices = page.getByRole('table', { name: '设备列表' });
  await expectRowsLoaded(devices);
  const first = devices.getByRole('row').nth(1);
  await expect(first.getByRole('switch')).toBeDisabled();
  await expect(devices.getByRole('button', { name: '编辑' })).toHaveCount(0);
  const more = first.getByRole('button', { name: /^更多操作/ });
  if ((await more.count()) > 0) {
    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    for (const write of ['编辑', '绑定商户', '设备凭证'])
      await expect(menu.getByRole('menuitem', { name: write })).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  for (const write of ['绑定商户', '设备凭证']) await expect(first.getByRole('button', { name: write })).toHaveCount(0);
  // Nothing above the table writes either.
  await expect(page.getByRole('button', { name: /^新增/ })).toHaveCount(0);
});

test('the agent applies for a withdrawal of credited money; the platform approves it', async ({
  page,
  browser,
  request,
}) => {
  const agentToken = await apiLogin(request, AGENT);
  const before = (await apiCall(request, agentToken, 'GET', WITHDRAWALS, { params: { size: '1' } })).data as {
    total: number;
  };
  // A number of its own, so the row is this run's.
  const digits = String(Date.now()).slice(-8);
  const account = `6217 0000 ${digits.slice(0, 4)} ${digits.slice(4)}`;
  const masked = `6217 **** **** ${digits.slice(4)}`;

  await page.goto('/#/login');
  await loginThroughForm(page, AGENT);
  await expect(page).toHaveURL(/#\/welcome/);
  await page.goto('/#/financial/income');
  const table = page.getByRole('table', { name: '提现记录' });
  await expectRowsLoaded(table);
  // An agent account reviews nothing: no 通过 on its rows.
  await expect(table.getByRole('button', { name: '通过' })).toHaveCount(0);
  await page.getByRole('button', { name: '申请提现' }).click();
  const dialog = page.getByRole('dialog', { name: '申请提现' });
  // More than was credited is refused, naming the amount, and nothing is filed.
  await dialog.getByLabel('提现金额').fill('999999');
  await dialog.getByLabel('开户银行').fill('中国建设银行');
  await dialog.getByLabel('银行账号').fill(account);
  await dialog.getByLabel('开户人').fill('代理商本人');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('提现金额超过可提现余额（已入账的分成减去审核中的提现）')).toBeVisible();
  await dialog.getByLabel('提现金额').fill('1.23');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已提交提现申请，等待平台审核')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) });
  await expect(row.getByText('审核中')).toBeVisible();
  await expect(row).toContainText('¥1.23');
  const after = (await apiCall(request, agentToken, 'GET', WITHDRAWALS, { params: { size: '1' } })).data as {
    total: number;
  };
  expect(after.total).toBe(before.total + 1);

  // The platform approves it.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/#/login');
  await loginThroughForm(adminPage, ADMIN);
  await expect(adminPage).toHaveURL(/#\/welcome/);
  await adminPage.goto('/#/financial/income?status=1');
  const review = adminPage.getByRole('table', { name: '提现记录' });
  await expectRowsLoaded(review);
  const pending = review.getByRole('row', { name: new RegExp(masked.replace(/\*/g, '\\*')) });
  await pending.getByRole('button', { name: '通过' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(pending).toHaveCount(0);
  await admin.close();

  // The agent sees it passed.
  await page.reload();
  await expect(row.getByText('已通过')).toBeVisible();
});

test('the agent account reads its own business: its sales report and its shares', async ({ page, request }) => {
  const admin = await apiLogin(request, ADMIN);
  const agent = await apiLogin(request, AGENT);
  const params = { groupBy: 'device', startTime: day(60), endTime: day(0) };
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

test('the platform makes another agent’s account on the administrators form; it reads that agent’s shares only', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, ADMIN);
  const OPTIONS = '/api/agent/back/business/getAgentOptions';
  const options = (await apiCall(request, admin, 'GET', OPTIONS)).data as { rows: { value: number; label: string }[] };
  const other = options.rows.find((option) => option.label !== '北京智能零售有限公司')!;
  // A name of this run's own, so a second run meets no account of the first.
  const username = `agent_${Date.now().toString(36)}`;
  const handedOver = 'handed-over-password-1';

  await page.goto('/#/login');
  await loginThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/#\/welcome/);
  await page.goto('/#/administrators/list');
  await page.getByRole('button', { name: '新增管理员' }).click();
  const dialog = page.getByRole('dialog', { name: '新增管理员' });
  await dialog.getByLabel('账号').fill(username);
  await dialog.getByLabel('姓名').fill(`${other.label}账号`);
  await dialog.getByLabel('密码', { exact: true }).fill(handedOver);
  await dialog.getByRole('combobox', { name: '关联代理商' }).click();
  await page.getByRole('option', { name: other.label }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  // Its holder changes the handed-over password, then reads its agent's shares and no other's.
  const first = await apiLogin(request, { username, password: handedOver });
  const changed = await apiCall(request, first, 'PUT', '/api/sys-manager/admin/updatePwd', {
    form: { oldPassWord: handedOver, passWord: 'own-password-2' },
  });
  expect(changed.code).toBe(1);
  const own = await apiLogin(request, { username, password: 'own-password-2' });
  const info = (await apiCall(request, own, 'GET', '/api/sys-manager/admin/getManagerInfo')).data as {
    agentId: number | null;
  };
  expect(info.agentId).toBe(other.value);
  const SHARES = '/api/financial/back/divide/getAgentShareList';
  const shares = (await apiCall(request, own, 'GET', SHARES, { params: { size: '100' } })) as {
    code: number;
    data: { rows: { agentName: string }[] };
  };
  expect(shares.code).toBe(1);
  for (const row of shares.data.rows) expect(row.agentName).toBe(other.label);
  const everyShare = (await apiCall(request, admin, 'GET', SHARES, { params: { size: '1' } })).data as {
    total: number;
  };
  expect(shares.data.rows.length).toBeLessThan(everyShare.total);
});
