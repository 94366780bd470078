import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ADMIN, apiCall, apiLogin, choose, expect, loginThroughForm, RESTOCKER, test, TOKEN_COOKIE } from './fixtures';

/** What the tests read of a trip (getTrip / getMyTrips). */
interface TripDetail {
  tripId: number;
  planId: number | null;
  vehicle: string;
  status: string;
  order: string;
  assigneeName: string;
  stopCount: number;
  doneStops: number;
  stops: {
    deviceId: number;
    deviceNo: string;
    deviceName: string;
    doneTime: string | null;
    photoUrl: string | null;
    replenishmentId: number | null;
    lines: {
      slotNo: number;
      stock: number;
      capacity: number;
      planned: number;
      filled: number | null;
      removedExpired: number;
    }[];
  }[];
}

/** A 2 × 2 PNG: the photo the phone's camera gives (shrunk on the phone before upload). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function myTrips(request: APIRequestContext, token: string) {
  const answer = await apiCall(request, token, 'GET', '/api/equipment/back/trips/getMyTrips');
  expect(answer.code).toBe(1);
  return (answer.data as { rows: TripDetail[] }).rows;
}

async function tripOf(request: APIRequestContext, token: string, tripId: number) {
  const answer = await apiCall(request, token, 'GET', '/api/equipment/back/trips/getTrip', {
    params: { tripId: String(tripId) },
  });
  expect(answer.code).toBe(1);
  return answer.data as TripDetail;
}

const stopsLeft = (trip: TripDetail) => trip.stops.filter((stop) => stop.doneTime === null).length;

/**
 * The restocker's trip of today with two stops or more to record: the demo's (three stops); in a
 * repeated run, whose first recorded two of them, a new one the platform makes of three devices
 * short of stock in the restocker's region (CONTRIBUTING: `--repeat-each`).
 */
async function tripWithTwoStopsLeft(request: APIRequestContext, token: string) {
  const found = (await myTrips(request, token)).find((trip) => stopsLeft(trip) >= 2);
  if (found) return found;
  const short = await apiCall(request, token, 'GET', '/api/equipment/back/devices/getDeviceList', {
    params: { shortage: '1', size: '3' },
  });
  const deviceIds = (short.data as { rows: { deviceId: number }[] }).rows.map((row) => row.deviceId);
  expect(deviceIds.length, 'devices short of stock in the restocker’s region').toBeGreaterThanOrEqual(2);
  const adminToken = await apiLogin(request, ADMIN);
  const options = await apiCall(request, adminToken, 'GET', '/api/equipment/back/trips/getTripOptions');
  const assignee = (options.data as { assignees: { value: number; label: string }[] }).assignees.find((option) =>
    option.label.includes('补货员'),
  );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const added = await apiCall(request, adminToken, 'POST', '/api/equipment/back/trips/addTrip', {
    data: { deviceIds, assigneeId: assignee!.value, tripDate: today, vehicle: '沪A·E2E02', order: 'route' },
  });
  expect(added.code, added.msg).toBe(1);
  return (await myTrips(request, token)).find((trip) => trip.tripId === (added.data as { tripId: number }).tripId);
}

test.describe('the restocker’s phone at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('records two stops offline, keeps them over a reload, and the server agrees once online', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await apiLogin(request, RESTOCKER);
    const trip = await tripWithTwoStopsLeft(request, token);
    expect(trip, 'the demo restocker has a trip today').toBeDefined();
    const stops = trip!.stops.filter((stop) => stop.doneTime === null).slice(0, 2);
    expect(stops).toHaveLength(2);
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL! }]);

    await page.goto('/field.html');
    await expect(page.getByRole('heading', { name: /今日行程/ })).toBeVisible();
    // Today's trip of the demo (another test may add one of its own).
    const today = page.getByRole('region', { name: `行程 #${trip!.tripId} · ${trip!.vehicle}` });
    await expect(today).toBeVisible();
    // Once visited, the app's own files are on the phone (the service worker has installed).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await expect(page.getByText('离线：记录保存在手机上，联网后自动同步')).toBeVisible();
    const expected: { deviceId: number; slotNo: number; stock: number; filled: number; removed: number }[] = [];
    for (const [index, stop] of stops.entries()) {
      await page.getByRole('button', { name: `开始补货 ${stop.deviceNo}` }).click();
      const entry = page.getByRole('region', { name: `${stop.deviceNo} ${stop.deviceName}` });
      await expect(entry.getByRole('link', { name: '导航' })).toHaveAttribute('href', /^geo:/);
      const [line] = stop.lines;
      // The first stop: an expired item taken out of its first slot, and the batch's expiry date.
      const removed = index === 0 && line!.stock > 0 ? 1 : 0;
      if (removed > 0) await entry.locator(`#slot-${line!.slotNo}-removedExpired`).fill('1');
      await entry.locator(`#slot-${line!.slotNo}-expiryDate`).fill('2026-12-31');
      await entry.getByLabel('拍照留证').setInputFiles({ name: 'stop.png', mimeType: 'image/png', buffer: PHOTO });
      await expect(entry.getByText('已拍照')).toBeVisible();
      for (const slot of stop.lines) {
        expected.push({
          deviceId: stop.deviceId,
          slotNo: slot.slotNo,
          stock: slot.stock,
          filled: Math.min(slot.planned, slot.capacity - slot.stock),
          removed: slot.slotNo === line!.slotNo ? removed : 0,
        });
      }
      await entry.getByRole('button', { name: '完成本站' }).click();
      await expect(today.getByText('待同步')).toHaveCount(index + 1);
    }

    // A reload with no network: the app opens from the phone, the entered stops still there.
    await page.reload();
    await expect(page.getByRole('heading', { name: /今日行程/ })).toBeVisible();
    await expect(today.getByText('待同步')).toHaveCount(2);

    await context.setOffline(false);
    await expect(today.getByText('待同步')).toHaveCount(0, { timeout: 20_000 });
    await expect(today.getByText('已完成')).toHaveCount(trip!.doneStops + 2);

    // The server: the trip's progress, each stop's record and photo, the slots' stock, the plan's loaded.
    const after = await tripOf(request, token, trip!.tripId);
    expect(after.doneStops).toBe(trip!.doneStops + 2);
    // Underway while a stop is left (the demo's trip has three); a repeated run may take the trip
    // another test made, of two stops, and finish it.
    expect(after.status).toBe(stopsLeft(trip!) > 2 ? 'underway' : 'done');
    for (const stop of stops) {
      const recorded = after.stops.find((candidate) => candidate.deviceId === stop.deviceId)!;
      expect(recorded.replenishmentId).not.toBeNull();
      expect(recorded.photoUrl).toMatch(/\.(jpe?g|png)$/);
    }
    const adminToken = await apiLogin(request, ADMIN);
    for (const slot of expected) {
      const recordedLine = after.stops
        .find((stop) => stop.deviceId === slot.deviceId)!
        .lines.find((line) => line.slotNo === slot.slotNo)!;
      expect(recordedLine).toMatchObject({ filled: slot.filled, removedExpired: slot.removed });
      expect(recordedLine.stock).toBe(slot.stock - slot.removed + slot.filled);
    }
    const plan = await apiCall(request, adminToken, 'GET', '/api/equipment/back/plans/getReplenishmentPlan', {
      params: { planId: String(trip!.planId) },
    });
    const planLines = (plan.data as { lines: { deviceId: number; slotNo: number; loaded: number | null }[] }).lines;
    for (const slot of expected) {
      expect(planLines.find((line) => line.deviceId === slot.deviceId && line.slotNo === slot.slotNo)?.loaded).toBe(
        slot.filled,
      );
    }
    const records = await apiCall(
      request,
      adminToken,
      'GET',
      '/api/equipment/back/replenishments/getReplenishmentList',
      {
        params: { operator: '补货员（演示）', size: '50' },
      },
    );
    const recordIds = (records.data as { rows: { replenishmentId: number }[] }).rows.map((row) => row.replenishmentId);
    for (const stop of stops) {
      const recorded = after.stops.find((candidate) => candidate.deviceId === stop.deviceId)!;
      expect(recordIds).toContain(recorded.replenishmentId);
    }
  });

  test('sends a visitor without a session to log in and back; the console’s /#/field leads to the page', async ({
    page,
  }) => {
    await page.goto('/field.html');
    await expect(page).toHaveURL(/\/#\/login\?redirect=%2Ffield$/);
    await loginThroughForm(page, RESTOCKER);
    await expect(page).toHaveURL(/\/field\.html$/);
    await expect(page.getByRole('heading', { name: /今日行程/ })).toBeVisible();
    await expect(page).toHaveTitle('今日行程');
    // The field view's older address, kept: the console's entry goes on to the view's own page.
    await page.goto('/#/field');
    await expect(page).toHaveURL(/\/field\.html$/);
    await expect(page.getByRole('region', { name: /^行程 #\d+ · / }).first()).toBeVisible();
  });
});

test('a plan becomes a trip of the restocker, ordered by route, seen progressing live', async ({
  adminPage: page,
  request,
}) => {
  // A plan of devices of the restocker's region (华东区), saved as the restocker's 补货计划 page would.
  const restockerToken = await apiLogin(request, RESTOCKER);
  const options = await apiCall(
    request,
    restockerToken,
    'GET',
    '/api/equipment/back/plans/getReplenishmentPlanOptions',
  );
  let planId: number | undefined;
  for (const merchant of (options.data as { merchants: { value: number }[] }).merchants) {
    const saved = await apiCall(request, restockerToken, 'POST', '/api/equipment/back/plans/saveReplenishmentPlan', {
      form: { merchantId: String(merchant.value) },
    });
    if (saved.code === 1) {
      planId = (saved.data as { planId: number }).planId;
      break;
    }
  }
  expect(planId, 'a plan with something to load').toBeDefined();

  await page.goto('/#/equipment/trip');
  await page.getByRole('button', { name: '新建行程' }).click();
  const dialog = page.getByRole('dialog', { name: '新建行程' });
  await choose(page, dialog.getByRole('combobox', { name: '补货计划' }), `计划 #${planId}`);
  await choose(page, dialog.getByRole('combobox', { name: '补货员' }), '补货员（演示）');
  await dialog.getByRole('textbox', { name: '车辆' }).fill('沪A·E2E01');
  await dialog.getByRole('button', { name: '创建行程' }).click();
  await expect(page.getByText('行程已创建')).toBeVisible();

  const adminToken = await apiLogin(request, ADMIN);
  const list = await apiCall(request, adminToken, 'GET', '/api/equipment/back/trips/getTripList', {
    params: { size: '5' },
  });
  const made = (list.data as { rows: { tripId: number; planId: number }[] }).rows.find((row) => row.planId === planId);
  expect(made).toBeDefined();
  const trip = await tripOf(request, adminToken, made!.tripId);
  expect(trip).toMatchObject({ order: 'route', assigneeName: '补货员（演示）', status: 'waiting' });

  const table = page.getByRole('table', { name: '行程' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(made!.tripId), exact: true }) });
  await row.getByRole('button', { name: '查看' }).click();
  const drawer = page.getByRole('dialog', { name: `行程 #${made!.tripId}` });
  await expect(drawer.getByText('最短路线')).toBeVisible();
  const stops = drawer.getByRole('list', { name: '行程站点' }).getByRole('listitem');
  await expect(stops).toHaveCount(trip.stops.length);
  for (const [index, stop] of trip.stops.entries()) {
    await expect(stops.nth(index)).toContainText(`${index + 1}. ${stop.deviceNo}`);
  }
  await expect(drawer.getByText(`0 / ${trip.stopCount} 站`)).toBeVisible();

  // The restocker records the first stop on the phone: the drawer follows without a reload.
  const first = trip.stops[0]!;
  const recorded = await apiCall(request, restockerToken, 'POST', '/api/equipment/back/trips/recordTripStop', {
    data: {
      tripId: trip.tripId,
      deviceId: first.deviceId,
      recordId: randomUUID(),
      lines: first.lines.map((line) => ({
        slotNo: line.slotNo,
        filled: Math.min(line.planned, line.capacity - line.stock),
      })),
    },
  });
  expect(recorded.code).toBe(1);
  await expect(drawer.getByText(`1 / ${trip.stopCount} 站`)).toBeVisible({ timeout: 25_000 });
  // Under way, or done when the plan had a single machine.
  await expect(
    drawer.getByRole('definition').filter({ hasText: trip.stopCount === 1 ? '已完成' : '进行中' }),
  ).toBeVisible();
});
