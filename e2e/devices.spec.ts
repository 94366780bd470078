import { ADMIN, apiCall, apiLogin, expect, expectRowsLoaded, test } from './fixtures';

/*
 * A device talking through the device API, as its firmware would: its credential issued by an
 * administrator, a vend that shows up in the order list, a fault that opens an alarm which an
 * administrator resolves in the browser.
 */

const DEVICE_NO = 'VM000007';
/** The device list's live refresh (LIVE_REFRESH_MS). */
const LIVE_REFRESH_MS = 10_000;

test.describe('devices that talk', () => {
  test('a device’s vend appears in the order list; its fault opens an alarm resolved in the browser', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const listed = (await apiCall(request, token, 'GET', '/api/equipment/back/devices/getDeviceList', {
      params: { keyword: DEVICE_NO },
    })) as { data: { rows: { deviceId: number; deviceNo: string }[] } };
    const device = listed.data.rows.find((row) => row.deviceNo === DEVICE_NO);
    expect(device).toBeDefined();
    const issued = (await apiCall(request, token, 'POST', '/api/equipment/back/devices/issueDeviceCredential', {
      form: { deviceId: String(device!.deviceId) },
    })) as { code: number; data: { credential: string } };
    expect(issued.code).toBe(1);
    const authorization = `Device ${issued.data.credential}`;

    // An administrator's token opens nothing of the device API.
    const refused = await request.post('/api/device/v1/heartbeat', {
      headers: { Authorization: `Bearer ${token}` },
      data: { deviceNo: DEVICE_NO, softwareVersion: '2.4.0', doorOpen: false, faults: [] },
    });
    expect(refused.status()).toBe(401);

    const slots = (await (
      await request.get('/api/device/v1/slots', { headers: { authorization }, params: { deviceNo: DEVICE_NO } })
    ).json()) as { data: { slots: { slotNo: number; price: number | null; stock: number }[] } };
    const slot = slots.data.slots.find((candidate) => candidate.price !== null && candidate.stock > 0);
    expect(slot, 'a slot with goods in stock').toBeDefined();

    const deviceOrderNo = `e2e-${Date.now()}`;
    const vend = await request.post('/api/device/v1/vend', {
      headers: { authorization },
      data: {
        deviceNo: DEVICE_NO,
        deviceOrderNo,
        paidAt: new Date().toISOString(),
        paymentMethod: 2,
        lines: [{ slotNo: slot!.slotNo, quantity: 1, unitPrice: slot!.price }],
        dispensed: true,
      },
    });
    expect(vend.status()).toBe(200);
    const { orderNo } = ((await vend.json()) as { data: { orderNo: string } }).data;

    await page.goto(`/#/equipmentOrders/list?keyword=${encodeURIComponent(orderNo)}`);
    const orders = page.getByRole('table', { name: '订单列表' });
    await expectRowsLoaded(orders);
    await expect(orders.getByRole('row', { name: new RegExp(orderNo) })).toContainText('7号售货机');

    const beat = await request.post('/api/device/v1/heartbeat', {
      headers: { authorization },
      data: { deviceNo: DEVICE_NO, softwareVersion: '2.4.0', doorOpen: false, faults: ['refrigeration'] },
    });
    expect(beat.status()).toBe(200);

    await page.goto(`/#/equipment/list?keyword=${DEVICE_NO}`);
    const devices = page.getByRole('table', { name: '设备列表' });
    await expectRowsLoaded(devices);
    const row = devices.getByRole('row', { name: new RegExp(DEVICE_NO) });
    await expect(row).toContainText('制冷故障');
    await expect(row).toContainText('在线');

    await row.getByRole('button', { name: `更多操作：${DEVICE_NO}` }).click();
    await page.getByRole('menuitem', { name: '告警' }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`告警 · ${DEVICE_NO}`) });
    await drawer.getByRole('button', { name: '处理并关闭' }).click();
    await expect(drawer.getByText('请填写处理说明')).toBeVisible();
    // A note of this run's own: an earlier run on the same server left its resolved alarm too.
    const note = `已重启压缩机 ${deviceOrderNo}`;
    await drawer.getByLabel('处理说明').fill(note);
    await drawer.getByRole('button', { name: '处理并关闭' }).click();
    await expect(page.getByText('告警已处理')).toBeVisible();
    // The drawer stays open on the history, which keeps who resolved it and the note.
    await expect(drawer.getByText(`admin 处理：${note}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row).not.toContainText('制冷故障');
  });

  test('the device list follows a device’s heartbeats and faults without a reload, keeping its filter', async ({
    adminPage: page,
    request,
  }) => {
    const deviceNo = 'VM000008';
    const token = await apiLogin(request, ADMIN);
    const listed = (await apiCall(request, token, 'GET', '/api/equipment/back/devices/getDeviceList', {
      params: { keyword: deviceNo },
    })) as { data: { rows: { deviceId: number; deviceNo: string }[] } };
    const device = listed.data.rows.find((row) => row.deviceNo === deviceNo);
    const issued = (await apiCall(request, token, 'POST', '/api/equipment/back/devices/issueDeviceCredential', {
      form: { deviceId: String(device!.deviceId) },
    })) as { data: { credential: string } };
    const beat = (faults: string[]) =>
      request.post('/api/device/v1/heartbeat', {
        headers: { authorization: `Device ${issued.data.credential}` },
        data: { deviceNo, softwareVersion: '2.4.0', doorOpen: false, faults },
      });

    // The page's clock is the test's to move: the list's next poll comes when the test says so,
    // not 10 s later on the wall clock (a real wait of up to 10 s, with 2 s for the answer to be
    // drawn, was too short on a loaded machine).
    await page.clock.install();
    await page.goto(`/#/equipment/list?keyword=${deviceNo}`);
    const devices = page.getByRole('table', { name: '设备列表' });
    await expectRowsLoaded(devices);
    const row = devices.getByRole('row', { name: new RegExp(deviceNo) });
    await expect(row).not.toContainText('出货卡货');
    // A mark on the page that a reload would wipe out.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    expect((await beat(['dispenseJam'])).status()).toBe(200);
    // The list asks again every 10 s: the fault shows after one poll.
    await page.clock.runFor(LIVE_REFRESH_MS);
    await expect(row).toContainText('出货卡货');
    await expect(row).toContainText('在线');
    expect((await beat([])).status()).toBe(200);
    await page.clock.runFor(LIVE_REFRESH_MS);
    await expect(row).not.toContainText('出货卡货');

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(page.getByRole('textbox', { name: '关键词' })).toHaveValue(deviceNo);
    expect(page.url()).toContain(`keyword=${deviceNo}`);
  });
});
