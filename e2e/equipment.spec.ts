import { deflateSync } from 'node:zlib';
import { ADMIN, apiCall, apiLogin, choose, expect, expectRowsLoaded, exportedWorkbook, test } from './fixtures';

interface Device {
  deviceId: number;
  deviceNo: string;
  deviceName: string;
  typeId: number;
  stock: number;
}
interface Slot {
  slotNo: number;
  goodsId: number | null;
  stock: number;
  capacity: number;
}

/** A tiny valid PNG (1×1, one colour), built here so the spec needs no file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 40, 120, 200]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('equipment', () => {
  test('devices: the online filter follows the URL, an edit survives a reload, slots are saved together and a refused save changes nothing', async ({
    adminPage: page,
    request,
  }) => {
    const token = await apiLogin(request, ADMIN);
    const slotsOf = async (deviceId: number) =>
      (
        (
          await apiCall(request, token, 'GET', '/api/equipment/back/devices/getDeviceSlots', {
            params: { deviceId: String(deviceId) },
          })
        ).data as { rows: Slot[] }
      ).rows;
    const listed = (
      await apiCall(request, token, 'GET', '/api/equipment/back/devices/getDeviceList', {
        params: { keyword: 'VM000010' },
      })
    ).data as { rows: Device[] };
    const device = listed.rows[0]!;

    await page.goto('/#/equipment/list');
    const table = page.getByRole('table', { name: '设备列表' });
    await expectRowsLoaded(table);
    // Offline devices: the filter is in the URL, and every row shown says 离线.
    await choose(page, page.getByRole('combobox', { name: '在线状态' }), '离线');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/online=0/);
    await expect(table.getByText('离线').first()).toBeVisible();
    await expect(table.getByText('在线', { exact: true })).toHaveCount(0);

    // Edit the name; it is there after a reload.
    const name = `端到端设备${Date.now().toString(36)}`;
    await page.goto(`/#/equipment/list?keyword=${device.deviceNo}`);
    const row = table.getByRole('row', { name: new RegExp(device.deviceNo) });
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑设备' });
    await dialog.getByLabel('设备名称').fill(name);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    // The device column shows the number over the name.
    await expect(table.getByRole('cell', { name: new RegExp(`^${device.deviceNo}\\s*${name}$`) })).toBeVisible();

    // The slots: a stock above the capacity is caught; a refused save keeps the values and writes nothing.
    const before = await slotsOf(device.deviceId);
    const first = before[0]!;
    await row.getByRole('button', { name: `更多操作：${device.deviceNo}` }).click();
    await page.getByRole('menuitem', { name: '货道' }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`货道 · ${device.deviceNo}`) });
    const stock = drawer.getByLabel('货道 1 库存');
    await stock.fill(String(first.capacity + 1));
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer.getByText('库存不能大于容量')).toBeVisible();
    await page.route('**/api/equipment/back/devices/saveDeviceSlots', (route) =>
      route.fulfill({
        json: { code: 0, msg: '商品不存在', data: { message: '商品不存在', field: 'slots.0.goodsId' } },
      }),
    );
    await stock.fill('1');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer.getByText('商品不存在')).toBeVisible();
    await expect(stock).toHaveValue('1');
    expect(await slotsOf(device.deviceId)).toEqual(before);
    await page.unroute('**/api/equipment/back/devices/saveDeviceSlots');

    // Saved for real: every slot at once; the stock column and the server agree after a reload.
    const next = first.stock === first.capacity ? first.capacity - 1 : first.capacity;
    await stock.fill(String(next));
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    const after = await slotsOf(device.deviceId);
    expect(after[0]?.stock).toBe(next);
    expect(after.slice(1)).toEqual(before.slice(1));
    await page.reload();
    const total = after.reduce((sum, slot) => sum + slot.stock, 0);
    await expect(row.getByText(new RegExp(`· ${total}/`))).toBeVisible();
  });

  test('restocking records: filter by device (the URL follows), the detail lists the lines, and the export', async ({
    adminPage: page,
  }) => {
    await page.goto('/#/equipment/recordList');
    const table = page.getByRole('table', { name: '补货记录' });
    await expectRowsLoaded(table);
    await choose(page, page.getByRole('combobox', { name: '设备' }), 'VM000001 1号售货机');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/deviceId=\d+/);
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText('VM000001');
    await expect(table.getByRole('cell', { name: /^VM0000(?!01)/ })).toHaveCount(0);

    await rows.nth(1).getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: /补货记录 #\d+/ });
    await expectRowsLoaded(drawer.getByRole('table', { name: '补货商品' }));
    await page.keyboard.press('Escape');

    const workbook = await exportedWorkbook(page);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBeGreaterThan(1);
    for (let index = 2; index <= sheet.rowCount; index++) expect(sheet.getRow(index).getCell(2).value).toBe('VM000001');
  });

  test('device types: a taken name is refused, a new type with a picture is created and deleted, a used type is not', async ({
    adminPage: page,
  }) => {
    await page.goto('/#/equipment/type');
    const table = page.getByRole('table', { name: '设备类型' });
    await expect(table.getByRole('cell', { name: 'VD-860', exact: true })).toBeVisible();

    await page.getByRole('button', { name: '新增设备类型' }).click();
    const dialog = page.getByRole('dialog', { name: '新增设备类型' });
    await dialog.getByLabel('类型名称').fill('标准饮料机');
    await dialog.getByLabel('型号').fill('VE-2000');
    await dialog.getByLabel('货道行数').fill('3');
    await dialog.getByLabel('货道列数').fill('6');
    await dialog.getByLabel('每道容量').fill('15');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'type.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('已有同名的设备类型')).toBeVisible();
    await expect(dialog.getByLabel('每道容量')).toHaveValue('15');
    const name = `端到端机型${Date.now().toString(36)}`;
    await dialog.getByLabel('类型名称').fill(name);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell', { name: '3 × 6' })).toBeVisible();
    await expect(row.getByRole('button', { name: `预览图片：${name}` })).toBeVisible();

    // A type devices use cannot be deleted: the message says how many.
    const used = table.getByRole('row', { name: /VD-860/ });
    await used.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/还有 \d+ 台设备使用该类型，不能删除/)).toBeVisible();
    await expect(table.getByRole('cell', { name: 'VD-860', exact: true })).toBeVisible();

    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('cell', { name: 'VD-860', exact: true })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });
});
