import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

/** A minimal valid zip (an empty end-of-central-directory record) whose comment makes it this run's own. */
function zipWithComment(comment: string): Buffer {
  const text = Buffer.from(comment, 'utf8');
  const record = Buffer.alloc(22);
  record.write('PK\x05\x06', 0, 'latin1');
  record.writeUInt16LE(text.length, 20);
  return Buffer.concat([record, text]);
}

test.describe('software', () => {
  test('a release is created with an uploaded .zip (its size and checksum shown), pushed to two devices that then wait for it', async ({
    adminPage: page,
  }) => {
    const stamp = Date.now();
    const version = `9.${Math.floor(stamp / 1_000) % 100_000}.${stamp % 1_000}`;
    const build = String(100_000 + (Math.floor(stamp / 1_000) % 1_000_000_000));
    const zip = zipWithComment(`e2e ${version}`);
    const sha256 = createHash('sha256').update(zip).digest('hex');

    await page.goto('/#/software/list');
    const table = page.getByRole('table', { name: '软件列表' });
    await expect(table.getByRole('button', { name: '编辑' }).first()).toBeVisible();
    await page.getByRole('button', { name: '新增版本' }).click();
    const dialog = page.getByRole('dialog', { name: '新增版本' });

    // Text dressed as a zip is refused by its content, and the field stays empty.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fake.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
    await expect(dialog.getByText(/该文件不是/)).toBeVisible();
    await expect(dialog.getByTestId('package-facts')).toBeHidden();

    await dialog.getByRole('combobox', { name: '平台' }).click();
    await page.getByRole('option', { name: '安卓主控' }).click();
    await dialog.getByLabel('版本号').fill(version);
    await dialog.getByLabel('构建号').fill(build);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: `vending-${version}.zip`, mimeType: 'application/zip', buffer: zip });
    const facts = dialog.getByTestId('package-facts');
    await expect(facts).toContainText(`vending-${version}.zip`);
    await expect(facts).toContainText(`${zip.length} B`);
    await expect(facts).toContainText(sha256);
    await dialog.getByLabel('发布时间').fill('2026-11-25T10:30');
    await dialog.getByLabel('更新日志').fill('端到端测试版本');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const row = table.getByRole('row').filter({ hasText: version });
    await expect(row).toContainText(build);
    await expect(row).toContainText(`${zip.length} B`);
    await expect(row).toContainText(`${sha256.slice(0, 8)}…${sha256.slice(-6)}`);

    // The same build on the same platform is refused under its field, the form kept.
    await page.getByRole('button', { name: '新增版本' }).click();
    await dialog.getByRole('combobox', { name: '平台' }).click();
    await page.getByRole('option', { name: '安卓主控' }).click();
    await dialog.getByLabel('版本号').fill(`${version}.1`);
    await dialog.getByLabel('构建号').fill(build);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'again.zip', mimeType: 'application/zip', buffer: zip });
    await expect(dialog.getByTestId('package-facts')).toContainText(sha256);
    await dialog.getByLabel('发布时间').fill('2026-11-25T10:30');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('该平台已有此构建号')).toBeVisible();
    await expect(dialog.getByLabel('版本号')).toHaveValue(`${version}.1`);
    await dialog.getByRole('button', { name: '取消' }).click();

    // Push it to two devices nothing was pushed to.
    await page.goto('/#/software/devSoftware');
    const devices = page.getByRole('table', { name: '设备软件列表' });
    await expect(devices.getByRole('cell', { name: 'VM000011', exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: '选择 VM000011' }).check();
    await page.getByRole('checkbox', { name: '选择 VM000012' }).check();
    await page.getByRole('button', { name: '推送版本' }).click();
    const push = page.getByRole('dialog', { name: '推送版本' });
    await expect(push.getByText('向已选的 2 台设备推送版本')).toBeVisible();
    await push.getByRole('combobox', { name: '推送版本' }).click();
    await page.getByRole('option', { name: `安卓主控 ${version} (${build})` }).click();
    await push.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已向 2 台设备推送：在线设备随即开始升级，离线设备在其下次上报时开始')).toBeVisible();
    await expect(push).toBeHidden();

    await page.reload();
    for (const deviceNo of ['VM000011', 'VM000012']) {
      const device = devices.getByRole('row').filter({ has: page.getByRole('cell', { name: deviceNo, exact: true }) });
      await expect(device).toContainText(version);
      await expect(device).toContainText('待升级');
    }

    // Filtered by the version, exactly those two; the URL follows.
    await page.getByLabel('版本号').fill(version);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`version=${version.replace(/\./g, '\\.')}`));
    await expect(devices.getByRole('row')).toHaveCount(3);

    // The release devices are being updated to cannot be deleted; the refusal says how many.
    await page.goto('/#/software/list');
    const pushed = table.getByRole('row').filter({ hasText: version });
    await pushed.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('还有 2 台设备的升级指向该版本，不能删除')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: version })).toBeVisible();
  });
});
