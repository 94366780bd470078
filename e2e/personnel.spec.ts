import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, loginThroughForm, OPERATOR, test } from './fixtures';

interface Page<Row> {
  rows: Row[];
  total: number;
}
interface Application {
  applicationId: number;
  name: string;
  phone: string;
  status: number;
}

const APPLYING = 1;

test.describe('testers', () => {
  test('add a tester with devices, refused on a taken phone, kept after a reload, then removed', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const options = (await apiCall(request, token, 'GET', '/api/sys-personnel/back/testers/getDeviceOptions')).data as {
      rows: { deviceId: number; deviceNo: string; deviceName: string }[];
    };
    const option = options.rows[0]!;
    const phone = `139${String(Date.now()).slice(-8)}`;
    await page.goto('/#/personnel/list');
    const table = page.getByRole('table', { name: '测试员列表' });
    await expectRowsLoaded(table);

    // A phone that is already a tester's is refused under the field; everything typed stays.
    const taken = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
    expect(taken).toMatch(/^1\d{10}$/);
    await page.getByRole('button', { name: '添加测试员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加测试员' });
    await dialog.getByLabel('姓名').fill('端到端测试员');
    await dialog.getByLabel('手机号').fill(taken);
    const devices = dialog.getByRole('group', { name: '可测试设备' });
    const device = `${option.deviceNo} ${option.deviceName}`;
    const deviceBox = devices.getByRole('checkbox', { name: device });
    await deviceBox.click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('姓名')).toHaveValue('端到端测试员');
    await expect(deviceBox).toBeChecked();

    await dialog.getByLabel('手机号').fill(phone);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    // The filter follows the URL; the new tester is there after a reload, with its device. 搜索 is
    // clicked, which waits for the closing dialog to let go of the page: an Enter pressed while its
    // focus trap still held the keyboard once went to the dialog (the other specs search by Enter).
    await page.getByRole('textbox', { name: '关键词' }).fill(phone);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${phone}`));
    await page.reload();
    const row = table.getByRole('row', { name: new RegExp(phone) });
    await expect(row).toBeVisible();
    await expect(row.getByText(option.deviceNo, { exact: true })).toBeVisible();

    // Removing asks first, then the row is gone for good.
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已删除')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row', { name: new RegExp(phone) })).toHaveCount(0);
  });
});

test.describe('tester applications', () => {
  test('approving creates the tester; rejecting needs a reason; a move the server refuses changes nothing', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const list = async () =>
      (
        await apiCall(request, token, 'GET', '/api/sys-personnel/back/applications/getTesterApplicationList', {
          params: { status: String(APPLYING), size: '100' },
        })
      ).data as Page<Application>;
    const [toApprove, toReject, raced] = (await list()).rows;
    expect(raced, 'the demo data holds at least three applications still applying').toBeDefined();

    await page.goto('/#/personnel/auditList');
    const table = page.getByRole('table', { name: '测试员申请列表' });
    // Typed once the list is in, as a person would: the filter bar takes the URL's values when they
    // change, and a busy machine once typed before the page's first ones had settled.
    await expectRowsLoaded(table);
    await page.getByRole('textbox', { name: '关键词' }).fill(toApprove!.phone);
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${toApprove!.phone}`));
    const approveRow = table.getByRole('row', { name: new RegExp(toApprove!.phone) });
    await approveRow.getByRole('button', { name: '通过' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(approveRow.getByText('已通过')).toBeVisible();
    await expect(approveRow.getByRole('button', { name: '通过' })).toHaveCount(0);

    // The approval made a tester of the applicant.
    await page.goto(`/#/personnel/list?keyword=${toApprove!.phone}`);
    await expect(
      page.getByRole('table', { name: '测试员列表' }).getByRole('cell', { name: toApprove!.name, exact: true }),
    ).toBeVisible();

    // Rejecting asks for the reason, and keeps it.
    await page.goto(`/#/personnel/auditList?keyword=${toReject!.phone}`);
    const rejectRow = table.getByRole('row', { name: new RegExp(toReject!.phone) });
    await rejectRow.getByRole('button', { name: '拒绝' }).click();
    const dialog = page.getByRole('dialog', { name: '拒绝' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入原因')).toBeVisible();
    await dialog.getByLabel('原因').fill('暂无空缺的测试名额');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(rejectRow.getByText('已拒绝')).toBeVisible();
    await expect(rejectRow.getByText('暂无空缺的测试名额')).toBeVisible();

    // Someone else rejects an application while it is on screen: approving it is refused and changes nothing.
    await page.goto(`/#/personnel/auditList?keyword=${raced!.phone}`);
    const racedRow = table.getByRole('row', { name: new RegExp(raced!.phone) });
    await expect(racedRow.getByRole('button', { name: '通过' })).toBeVisible();
    const meanwhile = await apiCall(
      request,
      token,
      'POST',
      '/api/sys-personnel/back/applications/transitTesterApplication',
      {
        form: { applicationId: String(raced!.applicationId), action: 'reject', reason: '已由他人处理' },
      },
    );
    expect(meanwhile.code).toBe(1);
    await racedRow.getByRole('button', { name: '通过' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('当前状态为「已拒绝」，不能通过')).toBeVisible();
    await page.reload();
    await expect(racedRow.getByText('已拒绝')).toBeVisible();
  });

  test('the limited operator may open the testers but not the applications', async ({ page }) => {
    await page.goto('/#/login');
    await loginThroughForm(page, OPERATOR);
    await expect(page).toHaveURL(/#\/welcome/);
    await page.goto('/#/personnel/list');
    await expect(page.getByRole('table', { name: '测试员列表' })).toBeVisible();
    await page.goto('/#/personnel/auditList');
    await expect(page).toHaveURL(/#\/401/);
  });
});
