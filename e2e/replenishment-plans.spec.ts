import { ADMIN, apiCall, apiLogin, choose, expect, expectRowsLoaded, test } from './fixtures';

/*
 * 补货计划 end to end against the real server: an administrator makes a plan for one agent's
 * devices in the browser, exports it, and the devices' restock (stock reports through the
 * device API, as their firmware sends them) closes it, planned vs loaded per slot.
 */

interface PlanLine {
  deviceId: number;
  deviceNo: string;
  slotNo: number;
  planned: number;
  loaded: number | null;
}

test.describe('replenishment plans', () => {
  test('make a plan, export it, and see it closed by the devices’ restock', async ({ adminPage: page, request }) => {
    const token = await apiLogin(request, ADMIN);
    // An enabled device bound to an agent, online by a heartbeat of its own: the demo's devices
    // go offline five minutes after the seed, and on a busy machine the suite gets here later.
    const listed = (await apiCall(request, token, 'GET', '/api/equipment/back/devices/getDeviceList', {
      params: { page: '1', size: '50' },
    })) as { data: { rows: { deviceId: number; deviceNo: string; agentName: string | null; isFlag: number }[] } };
    const bound = listed.data.rows.find((row) => row.agentName !== null && row.isFlag === 1);
    expect(bound, 'an enabled device bound to an agent').toBeDefined();
    const credential = (await apiCall(request, token, 'POST', '/api/equipment/back/devices/issueDeviceCredential', {
      form: { deviceId: String(bound!.deviceId) },
    })) as { data: { credential: string } };
    const beat = await request.post('/api/device/v1/heartbeat', {
      headers: { authorization: `Device ${credential.data.credential}` },
      data: { deviceNo: bound!.deviceNo, softwareVersion: '2.4.0', doorOpen: false, faults: [] },
    });
    expect(beat.status()).toBe(200);
    // One of its slots emptied at the machine (a stock report, as the firmware sends it), so that the
    // plan has a line for it: a run before on the same server (--repeat-each) filled its slots.
    const ownSlots = (await (
      await request.get('/api/device/v1/slots', {
        headers: { authorization: `Device ${credential.data.credential}` },
        params: { deviceNo: bound!.deviceNo },
      })
    ).json()) as { data: { slots: { slotNo: number; stock: number; price: number | null }[] } };
    const selling = ownSlots.data.slots.find((slot) => slot.price !== null)!;
    const emptied = await request.post('/api/device/v1/stock', {
      headers: { authorization: `Device ${credential.data.credential}` },
      data: {
        deviceNo: bound!.deviceNo,
        reportNo: `emptied-${Date.now()}`,
        operatorName: '赵补货',
        operatorPhone: '13800000011',
        lines: [{ slotNo: selling.slotNo, before: selling.stock, after: 0 }],
      },
    });
    expect(emptied.status()).toBe(200);
    const agentName = bound!.agentName!;

    await page.goto('/#/equipment/plan');
    const plans = page.getByRole('table', { name: '补货计划' });
    await expectRowsLoaded(plans);

    await page.getByRole('button', { name: '新建补货计划' }).click();
    const dialog = page.getByRole('dialog', { name: '新建补货计划' });
    await choose(page, dialog.getByRole('combobox', { name: '代理商' }), agentName!);
    await dialog.getByRole('button', { name: '计算补货量' }).click();
    await expect(dialog.getByRole('table', { name: '商品汇总（仓库备货）' })).toBeVisible();
    await dialog.getByRole('button', { name: '保存计划' }).click();
    await expect(page.getByText('补货计划已保存')).toBeVisible();
    await expect(dialog).toBeHidden();

    const newest = (await apiCall(request, token, 'GET', '/api/equipment/back/plans/getReplenishmentPlanList', {
      params: { page: '1', size: '1' },
    })) as { data: { rows: { planId: number }[] } };
    const planId = newest.data.rows[0]!.planId;
    const planRow = plans
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(planId), exact: true }) });
    await expect(planRow).toContainText('已计划');

    // The export: the plan's own file.
    await planRow.getByRole('button', { name: '查看' }).click();
    const drawer = page.getByRole('dialog', { name: `补货计划 #${planId}` });
    await expect(drawer.getByRole('table', { name: '商品汇总（仓库备货）' })).toBeVisible();
    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(
      new RegExp(`^补货计划-${planId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    await expect(drawer.getByText('未上报').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The restock: each device of the plan reports what it loaded.
    const detail = (await apiCall(request, token, 'GET', '/api/equipment/back/plans/getReplenishmentPlan', {
      params: { planId: String(planId) },
    })) as { data: { lines: PlanLine[] } };
    const deviceIds = [...new Set(detail.data.lines.map((line) => line.deviceId))];
    for (const deviceId of deviceIds) {
      const lines = detail.data.lines.filter((line) => line.deviceId === deviceId);
      const deviceNo = lines[0]!.deviceNo;
      const issued = (await apiCall(request, token, 'POST', '/api/equipment/back/devices/issueDeviceCredential', {
        form: { deviceId: String(deviceId) },
      })) as { data: { credential: string } };
      const authorization = `Device ${issued.data.credential}`;
      const slots = (await (
        await request.get('/api/device/v1/slots', { headers: { authorization }, params: { deviceNo } })
      ).json()) as { data: { slots: { slotNo: number; stock: number; capacity: number }[] } };
      const report = await request.post('/api/device/v1/stock', {
        headers: { authorization },
        data: {
          deviceNo,
          reportNo: `restock-${Date.now()}`,
          operatorName: '赵补货',
          operatorPhone: '13800000011',
          lines: lines.map((line) => {
            const slot = slots.data.slots.find((entry) => entry.slotNo === line.slotNo)!;
            return {
              slotNo: line.slotNo,
              before: slot.stock,
              after: Math.min(slot.capacity, slot.stock + line.planned),
            };
          }),
        },
      });
      expect(report.status()).toBe(200);
    }

    await page.reload();
    await expectRowsLoaded(plans);
    await expect(planRow).toContainText('已完成');
    await expect(planRow).toContainText(`${deviceIds.length} / ${deviceIds.length}`);
    await planRow.getByRole('button', { name: '查看' }).click();
    await expect(drawer.getByText('已完成')).toBeVisible();
    await expect(drawer.getByRole('columnheader', { name: '已装' }).first()).toBeVisible();
    await expect(drawer.getByText('未上报')).toHaveCount(0);
  });
});
