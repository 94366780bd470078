import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, test } from './fixtures';

/*
 * 告警中心 and 温度异常 (issue 39): a refrigerated machine (小型冷柜机, 2–8 °C) reports a
 * refrigeration fault at 12 °C; the temperature alarm shows in 告警中心, where it is assigned,
 * acknowledged and resolved, and the device's temperature chart shows the excursion.
 */

const DEVICE_NO = 'VM000006';

test.describe('the alarm centre', () => {
  test('a refrigeration fault at 12 °C opens 温度异常; assigned, acknowledged, resolved; the chart shows it', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const listed = (await apiCall(request, token, 'GET', '/api/equipment/back/devices/getDeviceList', {
      params: { keyword: DEVICE_NO },
    })) as { data: { rows: { deviceId: number; deviceNo: string; typeName: string }[] } };
    const device = listed.data.rows.find((row) => row.deviceNo === DEVICE_NO);
    expect(device?.typeName).toBe('小型冷柜机');
    const issued = (await apiCall(request, token, 'POST', '/api/equipment/back/devices/issueDeviceCredential', {
      form: { deviceId: String(device!.deviceId) },
    })) as { data: { credential: string } };
    const beat = await request.post('/api/device/v1/heartbeat', {
      headers: { authorization: `Device ${issued.data.credential}` },
      data: {
        deviceNo: DEVICE_NO,
        softwareVersion: '2.4.0',
        temperature: 12,
        doorOpen: false,
        faults: ['refrigeration'],
      },
    });
    expect(beat.status()).toBe(200);

    await page.goto(`/#/equipment/alarm?kind=temperature&deviceId=${device!.deviceId}`);
    const alarms = page.getByRole('table', { name: '告警中心' });
    await expectRowsLoaded(alarms);
    // Newest first: this run's alarm (an earlier run on the same server left its closed one below).
    const row = alarms.getByRole('row').nth(1);
    await expect(row).toContainText(DEVICE_NO);
    await expect(row).toContainText('温度异常');
    await expect(row).toContainText('严重');
    await expect(row).toContainText('待处理');

    await row.getByRole('button', { name: '分配' }).click();
    const assign = page.getByRole('dialog', { name: '分配' });
    await assign.getByRole('combobox', { name: '处理人' }).click();
    await page.getByRole('option', { name: 'operator', exact: true }).click();
    await assign.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已分配')).toBeVisible();
    await expect(row).toContainText('operator');

    await row.getByRole('button', { name: /更多操作/ }).click();
    await page.getByRole('menuitem', { name: '确认' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /确定|确认/ })
      .click();
    await expect(row).toContainText('处理中');
    await expect(row).toContainText('admin 已确认');

    await row.getByRole('button', { name: /更多操作/ }).click();
    await page.getByRole('menuitem', { name: '处理' }).click();
    const resolve = page.getByRole('dialog', { name: '处理' });
    await resolve.getByLabel('处理说明').fill('已更换温控器');
    await resolve.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('告警已处理')).toBeVisible();
    await expect(row).toContainText('已关闭');
    await expect(row).toContainText('admin 关闭');

    // The device's temperature over 24 hours: the chart against 2–8 °C, the alarm and the reading marked.
    await row.getByRole('button', { name: /更多操作/ }).click();
    await page.getByRole('menuitem', { name: '温度' }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`温度 · ${DEVICE_NO}`) });
    await expect(drawer.getByRole('figure', { name: '柜内温度（°C）' }).locator('canvas')).toBeVisible();
    await expect(drawer.getByText('温度范围：2 ~ 8 °C')).toBeVisible();
    await expect(drawer.getByRole('region', { name: '温度异常告警' }).getByText('温度异常').first()).toBeVisible();
    const outside = drawer.getByRole('table', { name: '超出范围的读数' });
    await expect(outside.getByRole('cell', { name: '12', exact: true }).first()).toBeVisible();
  });
});
