import { createHash } from 'node:crypto';
import { ifNoneMatchNames } from '../../http/conditional';
import {
  deviceUpdateStateOf,
  PAID_AT_MAX_AHEAD_MS,
  PAID_AT_MAX_BEHIND_MS,
  softwareUpdateStatuses,
  type DeviceAction,
  type DeviceAnswer,
  type DeviceEndpointName,
  type DeviceRequest,
  type PlaylistAnswer,
} from '@vending/contract';
import type { DeviceApiEndpoints } from '@vending/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { text, type Text } from '../../http/language';
import { advertisementsPlayingJson, type PlayingAdvertisement } from '../advertisements';
import {
  devices,
  keepsReading,
  openAlarmKindsOf,
  outOfRange,
  recordReplenishment,
  recordTemperature,
  temperatureRangeOf,
} from '../equipment';
import { closeTripStopByReport } from '../trips';
import { businessDate } from '../../business-time';
import type { Transaction } from '../../lists/transition';
import { carouselShown } from '../carousel';
import { createPaidOrder, markOrderForRefund, sendRefund } from '../orders';
import { SettingKeys, readSetting } from '../settings';
import { pushedRelease, pushedUpdateToReport, setUpdateStatus, upgradeStatusOf } from '../software';
import type { Services } from '../services';
import { reconcileFaultAlarms, type AlarmNotifier, type ReportedKind } from './alarms';
import { deviceReports } from './tables';
import { slotGoods, slotsEtagIn, slotsEtagOf, slotsJsonOf, takeFromSlots, vendOrderNo } from './vend';

/** The device whose credential made the call, as its row was when the credential was last checked. */
export interface CallingDevice {
  id: number;
  deviceNo: string;
  /** The SHA-256 its credential was checked against: a heartbeat writes only while it is still the row's. */
  credentialHash: string;
  enabled: boolean;
  /** When it was disabled; null while enabled. */
  disabledAt: Date | null;
}

/**
 * A device call's answer: data, or a refusal naming the field (HTTP 400), or "unchanged" (304),
 * or "stale": the credential the call was let in with is no longer the device's (rotated,
 * disabled, deleted through another instance): the gate checks it again and refuses or retries.
 */
export type DeviceOutcome<Data> =
  | { ok: true; data: Data; etag?: string }
  | { ok: false; status: 400 | 403 | 404 | 409; message: Text; field?: string }
  | { ok: 'unchanged'; etag: string }
  | { ok: 'stale' };

export type DeviceHandler<Name extends DeviceEndpointName> = (
  params: z.output<DeviceApiEndpoints[Name]['request']>,
  context: { device: CallingDevice; ifNoneMatch: string | undefined },
) => Promise<DeviceOutcome<DeviceAnswer<Name>>>;
export type DeviceHandlers = { [Name in DeviceEndpointName]: DeviceHandler<Name> };

export const DeviceMessages = {
  SLOT_NOT_FOUND: text('设备没有该货道', 'The device has no such slot'),
  SLOT_EMPTY_GOODS: text('该货道未设置商品', 'The slot sells no goods'),
  OVER_CAPACITY: text('库存不能大于货道容量', "The stock may not exceed the slot's capacity"),
  NOT_PUSHED: text('该设备没有推送此版本', 'This release was not pushed to the device'),
  UPGRADE_BACKWARDS: text('升级状态只能前进，不能回退', 'An upgrade state only moves forward'),
  PAID_AT_SKEWED: text(
    '付款时间与服务器时间相差过大，请校准设备时钟',
    "The payment time is too far from the server's clock: set the device's clock",
  ),
  REPLAY_CONFLICT: text('该编号已上报过不同的内容', 'This number was already reported with other content'),
  DEVICE_DISABLED: text('设备已禁用', 'The device is disabled'),
} as const;

/** A report's content as a digest: a resend is the same report when this is the same. */
function digestOf(content: unknown): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/**
 * How long an instance keeps what every device's playlist shares (the carousel, the
 * dispensing-screen image, the service phone): a change made through another instance reaches
 * heartbeats and playlists within it; one made through this instance at once (forgetPlaylists).
 */
export const PLAYLIST_SHARED_CACHE_MS = 60_000;

/** A report number seen before: the same content (a replay) or other content (409). */
async function priorReport(
  tx: Transaction,
  device: CallingDevice,
  kind: 'vend' | 'stock',
  reportNo: string,
  digest: string,
): Promise<{ resultId: number; conflict: boolean } | null> {
  const [prior] = await tx
    .select({ digest: deviceReports.digest, resultId: deviceReports.resultId })
    .from(deviceReports)
    .where(
      and(eq(deviceReports.deviceId, device.id), eq(deviceReports.kind, kind), eq(deviceReports.reportNo, reportNo)),
    );
  return prior ? { resultId: prior.resultId, conflict: prior.digest !== digest } : null;
}

const conflict = () => ({
  ok: false as const,
  status: 409 as const,
  message: DeviceMessages.REPLAY_CONFLICT,
});

const refuse = (message: Text, field: string) => ({ ok: false as const, status: 400 as const, message, field });

/** The moves of a pushed upgrade's status a device's report may make (softwareUpdateStatuses). */
const upgradeMoves: Record<number, number[]> = {
  [softwareUpdateStatuses.pending]: [softwareUpdateStatuses.updating, softwareUpdateStatuses.failed],
  [softwareUpdateStatuses.updating]: [softwareUpdateStatuses.updated, softwareUpdateStatuses.failed],
};

/** A strong ETag of an answer: the SHA-256 of its JSON, quoted. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

/** What every device's playlist shares. */
type SharedPlaylist = Omit<PlaylistAnswer, 'advertisements'>;

function playlistFrom(rows: PlayingAdvertisement[] | null, shared: SharedPlaylist): PlaylistAnswer {
  return {
    advertisements: (rows ?? []).map(({ adEnd, assignedEnd, mediaKind, ...row }) => {
      const [adEndsAt, assignedEndsAt] = [new Date(adEnd), new Date(assignedEnd)];
      return {
        ...row,
        mediaKind: mediaKind === 'video' ? ('video' as const) : ('image' as const),
        endTime: (adEndsAt < assignedEndsAt ? adEndsAt : assignedEndsAt).toISOString(),
      };
    }),
    ...shared,
  };
}

async function sharedPlaylistOf(db: Database): Promise<SharedPlaylist> {
  const [carousel, dispensing, contact] = await Promise.all([
    carouselShown(db),
    readSetting(db, SettingKeys.sendGoodsPic),
    readSetting(db, SettingKeys.serviceContact),
  ]);
  const field = (value: unknown, name: string) => {
    const found = (value as Record<string, unknown> | null)?.[name];
    return typeof found === 'string' ? found : '';
  };
  return {
    carousel,
    dispensingImage: field(dispensing.value, 'image'),
    servicePhone: field(contact.value, 'telephone'),
  };
}

/** The device handlers, and what empties the heartbeats' playlist ETag cache (any administrator's change). */
export type DeviceApi = DeviceHandlers & { forgetPlaylists(): void };

export function deviceHandlers({ db, now, online, refundChannel, config }: Services, notify: AlarmNotifier): DeviceApi {
  /**
   * What every playlist shares, kept PLAYLIST_SHARED_CACHE_MS (read once for all the calls
   * that want it meanwhile). An administrator's change on this instance empties it (app.ts).
   */
  let shared: { value: Promise<SharedPlaylist>; until: number; generation: number } | undefined;
  let generation = 0;
  function sharedPlaylist(at: Date): Promise<SharedPlaylist> {
    if (shared && shared.until > at.getTime() && shared.generation === generation) return shared.value;
    const entry = { value: sharedPlaylistOf(db), until: at.getTime() + PLAYLIST_SHARED_CACHE_MS, generation };
    shared = entry;
    // A failed read is not kept: the next call reads again.
    entry.value.catch(() => {
      if (shared === entry) shared = undefined;
    });
    return entry.value;
  }

  const id = sql.placeholder('id');
  /**
   * A heartbeat's one statement, prepared once (PostgreSQL parses and plans it once per
   * connection): the beat written with the time of the beat (the online rule's), while the
   * credential the call came with is still the device's and it is enabled; the open alarms, the
   * pushed upgrade's state, the type's temperature range, the previous beat (a subquery of
   * RETURNING sees the row as it was before this statement) and the advertisements read back.
   */
  const heartbeatStatement = db
    .update(devices)
    .set({
      lastHeartbeatAt: sql`${sql.placeholder('at')}`,
      softwareVersion: sql`${sql.placeholder('version')}`,
      temperature: sql`${sql.placeholder('temperature')}`,
      doorOpen: sql`${sql.placeholder('doorOpen')}`,
    })
    .where(
      and(
        eq(devices.id, id),
        eq(devices.deviceNo, sql.placeholder('deviceNo')),
        eq(devices.credentialHash, sql.placeholder('hash')),
        eq(devices.isFlag, 1),
      ),
    )
    .returning({
      // Written out: inside an UPDATE, drizzle names columns without their table.
      openAlarms: openAlarmKindsOf(id),
      upgradeStatus: upgradeStatusOf(id),
      temperatureRange: temperatureRangeOf(id),
      previousBeat: sql<
        number | null
      >`(select (extract(epoch from d.last_heartbeat_at) * 1000)::float8 from ${devices} d where d.id = ${id})`,
      advertisements: advertisementsPlayingJson(id, sql.placeholder('at')),
      slotsEtag: slotsEtagOf(id),
    })
    .prepare('device_heartbeat');
  /** A slot read's one statement, prepared once: the slots and their ETag. */
  const slotsStatement = db
    .select({ etag: slotsEtagOf(id), slots: slotsJsonOf(id) })
    .from(devices)
    .where(eq(devices.id, id))
    .prepare('device_slots');

  return {
    forgetPlaylists: () => {
      generation += 1;
      shared = undefined;
    },

    async deviceHeartbeat(params, { device }) {
      const at = now();
      const temperature = params.temperature ?? null;
      // One statement: the beat written with the time of the beat (the online rule's), while the
      // credential the call came with is still the device's and it is enabled; the open alarms,
      // the pushed upgrade's state, the type's range, the previous beat (a subquery of RETURNING
      // sees the row as it was before this statement) and the advertisements read back.
      const [state] = await heartbeatStatement.execute({
        at,
        version: params.softwareVersion,
        temperature,
        doorOpen: params.doorOpen ? 1 : 0,
        id: device.id,
        deviceNo: device.deviceNo,
        hash: device.credentialHash,
      });
      if (!state) return { ok: 'stale' };
      const open = new Set(state.openAlarms ? state.openAlarms.split(',') : []);
      // 温度异常: the reading outside its type's range; without a reading (or a range) it stays as it is.
      const [minText, maxText] = (state.temperatureRange ?? ',').split(',');
      const range = { min: minText ? Number(minText) : null, max: maxText ? Number(maxText) : null };
      const judged = temperature !== null && (range.min !== null || range.max !== null);
      const outside = temperature !== null && outOfRange(temperature, range);
      const reported: ReportedKind[] = [
        ...params.faults,
        ...(outside || (!judged && open.has('temperature')) ? (['temperature'] as const) : []),
      ];
      const previousBeat = state.previousBeat === null ? null : new Date(Number(state.previousBeat));
      if (temperature !== null && keepsReading(previousBeat, at, outside)) {
        await recordTemperature(db, device.id, at, temperature);
      }
      const faultsChanged =
        open.has('offline') ||
        reported.some((kind) => !open.has(kind)) ||
        [...open].some((kind) => !(reported as string[]).includes(kind));
      if (faultsChanged) {
        const events = await db.transaction((tx) => reconcileFaultAlarms(tx, device, reported, at, open));
        if (events.length > 0) notify(events);
      }
      const actions: DeviceAction[] = [];
      const upgradeStatus =
        state.upgradeStatus === null || state.upgradeStatus === undefined ? null : Number(state.upgradeStatus);
      if (upgradeStatus === softwareUpdateStatuses.pending || upgradeStatus === softwareUpdateStatuses.updating) {
        const pushed = await pushedRelease(db, device.id);
        if (pushed) {
          const { forceUpdate, ...release } = pushed;
          actions.push({ kind: 'upgrade', ...release, forceUpdate: forceUpdate === 1 ? 1 : 0 });
        }
      }
      const etag = etagOf(playlistFrom(state.advertisements, await sharedPlaylist(at)));
      if (params.playlistEtag !== etag) actions.push({ kind: 'reloadPlaylist', etag });
      // The slots changed since the version the device holds (staff, a price, another restock).
      if (params.slotsEtag !== state.slotsEtag) actions.push({ kind: 'reloadSlots', etag: state.slotsEtag });
      return {
        ok: true,
        data: { serverTime: at.toISOString(), onlineWindowSeconds: Math.floor(online.windowMs / 1_000), actions },
      };
    },

    async deviceVend(params, { device }) {
      const at = now();
      const paidAt = new Date(params.paidAt);
      if (
        paidAt.getTime() > at.getTime() + PAID_AT_MAX_AHEAD_MS ||
        paidAt.getTime() < at.getTime() - PAID_AT_MAX_BEHIND_MS
      ) {
        return refuse(DeviceMessages.PAID_AT_SKEWED, 'paidAt');
      }
      // A disabled machine's sale paid before it was disabled is kept, and so is a failed
      // dispense whenever paid (the refund it owes is recorded); a sale made after is refused.
      if (!device.enabled && params.dispensed && !(device.disabledAt && paidAt < device.disabledAt)) {
        return { ok: false as const, status: 403 as const, message: DeviceMessages.DEVICE_DISABLED };
      }
      const digest = digestOf({
        paidAt: paidAt.toISOString(),
        paymentMethod: params.paymentMethod,
        lines: params.lines,
        dispensed: params.dispensed,
        failureReason: params.failureReason ?? '',
        // Only when sent: a vend recorded before the field existed keeps its digest.
        ...(params.transactionId === undefined ? {} : { transactionId: params.transactionId }),
      });
      // A failed dispense's refund through the payment channel, sent once the vend is committed.
      let refundToSend: number | null = null;
      const outcome = await db.transaction(async (tx) => {
        const slots = new Map((await slotGoods(tx, device.id)).map((slot) => [slot.slotNo, slot]));
        const lines = [];
        for (const [index, line] of params.lines.entries()) {
          const slot = slots.get(line.slotNo);
          if (!slot) return refuse(DeviceMessages.SLOT_NOT_FOUND, `lines.${index}.slotNo`);
          if (slot.goodsId === null || slot.goodsName === null) {
            return refuse(DeviceMessages.SLOT_EMPTY_GOODS, `lines.${index}.slotNo`);
          }
          lines.push({ ...line, goodsId: slot.goodsId, goodsName: slot.goodsName, stock: slot.stock });
        }
        const orderNo = vendOrderNo(device.id, params.deviceOrderNo);
        // The order, its attribution and its payment's ledger entry, as every paid order is made.
        const created = await createPaidOrder(tx, {
          orderNo,
          memberId: null,
          deviceId: device.id,
          deviceOrderNo: params.deviceOrderNo,
          channelTransactionId: params.transactionId ?? null,
          lines: lines.map((line) => ({ ...line, price: line.unitPrice })),
          method: params.paymentMethod,
          createdAt: paidAt,
          paidAt,
          completedAt: at,
        });
        // A replay (the first report made the order and took the stock) and a failed dispense leave the slots.
        const unchanged = lines.map(({ slotNo, stock }) => ({ slotNo, stock }));
        if (!created) {
          // The same number with other content is no replay (a vend recorded before digests were kept is taken as one).
          const prior = await priorReport(tx, device, 'vend', params.deviceOrderNo, digest);
          if (prior?.conflict) return conflict();
          return {
            ok: true as const,
            data: { orderNo, replay: true, slots: unchanged, slotsEtag: await slotsEtagIn(tx, device.id) },
          };
        }
        await tx.insert(deviceReports).values({
          deviceId: device.id,
          kind: 'vend',
          reportNo: params.deviceOrderNo,
          digest,
          resultId: created.orderId,
          receivedAt: at,
        });
        if (!params.dispensed) {
          const refund = await markOrderForRefund(tx, created.orderId, params.failureReason ?? '', at);
          if (refund.state === 'refunding') refundToSend = refund.refundId;
          return {
            ok: true as const,
            data: { orderNo, replay: false, slots: unchanged, slotsEtag: await slotsEtagIn(tx, device.id) },
          };
        }
        const after = await takeFromSlots(tx, device.id, params.lines);
        return {
          ok: true as const,
          data: { orderNo, replay: false, slots: after, slotsEtag: await slotsEtagIn(tx, device.id) },
        };
      });
      // The machine's report is taken whatever the channel answers: a failed refund shows 退款失败
      // on the order, to be retried there.
      if (refundToSend !== null) await sendRefund(db, refundChannel, refundToSend, now);
      return outcome;
    },

    async deviceStockReport(params, { device }) {
      const at = now();
      const digest = digestOf({
        operatorName: params.operatorName,
        operatorPhone: params.operatorPhone,
        lines: params.lines,
      });
      return db.transaction(async (tx) => {
        const slots = new Map((await slotGoods(tx, device.id)).map((slot) => [slot.slotNo, slot]));
        const lines = [];
        for (const [index, line] of params.lines.entries()) {
          const slot = slots.get(line.slotNo);
          if (!slot) return refuse(DeviceMessages.SLOT_NOT_FOUND, `lines.${index}.slotNo`);
          if (slot.goodsId === null) return refuse(DeviceMessages.SLOT_EMPTY_GOODS, `lines.${index}.slotNo`);
          if (line.after > slot.capacity) return refuse(DeviceMessages.OVER_CAPACITY, `lines.${index}.after`);
          lines.push({
            slotNo: line.slotNo,
            before: line.before,
            after: line.after,
            goodsId: slot.goodsId,
            expiryDate: line.expiryDate,
          });
        }
        // The report's number: a concurrent resend waits for the first one and finds its record.
        const [claimed] = await tx
          .insert(deviceReports)
          .values({
            deviceId: device.id,
            kind: 'stock',
            reportNo: params.reportNo,
            digest,
            resultId: 0,
            receivedAt: at,
          })
          .onConflictDoNothing()
          .returning({ reportNo: deviceReports.reportNo });
        if (!claimed) {
          const prior = await priorReport(tx, device, 'stock', params.reportNo, digest);
          if (!prior || prior.conflict) return conflict();
          return {
            ok: true as const,
            data: { replenishmentId: prior.resultId, replay: true, slotsEtag: await slotsEtagIn(tx, device.id) },
          };
        }
        // The record, the slots' stock and the open plans' lines: the one path of every restock.
        const replenishmentId = await recordReplenishment(
          tx,
          { deviceId: device.id, operatorName: params.operatorName, operatorPhone: params.operatorPhone, lines },
          at,
        );
        // A stop of an open trip at this machine is done by the report, as the restocker's phone would do it.
        await closeTripStopByReport(
          tx,
          { deviceId: device.id, replenishmentId, lines },
          businessDate(at, config.businessTimeZone),
          at,
        );
        await tx
          .update(deviceReports)
          .set({ resultId: replenishmentId })
          .where(
            and(
              eq(deviceReports.deviceId, device.id),
              eq(deviceReports.kind, 'stock'),
              eq(deviceReports.reportNo, params.reportNo),
            ),
          );
        return {
          ok: true as const,
          data: { replenishmentId, replay: false, slotsEtag: await slotsEtagIn(tx, device.id) },
        };
      });
    },

    async deviceUpgradeReport(params, { device }) {
      const at = now();
      return db.transaction(async (tx) => {
        const pushed = await pushedUpdateToReport(tx, device.id, params.version, params.buildNumber);
        if (!pushed)
          return { ok: false as const, status: 409 as const, message: DeviceMessages.NOT_PUSHED, field: 'version' };
        const status = {
          downloading: softwareUpdateStatuses.updating,
          installed: softwareUpdateStatuses.updated,
          failed: softwareUpdateStatuses.failed,
        }[params.state];
        // Forward only: 待升级 → 下载中 → 已升级, or to 升级失败 before it is installed. The same
        // report again changes nothing; a late or skipped one is refused (409).
        if (pushed.status === status) return { ok: true as const, data: { updateState: deviceUpdateStateOf(status) } };
        if (!upgradeMoves[pushed.status]?.includes(status)) {
          return {
            ok: false as const,
            status: 409 as const,
            message: DeviceMessages.UPGRADE_BACKWARDS,
            field: 'state',
          };
        }
        await setUpdateStatus(tx, device.id, {
          status,
          failureReason: params.state === 'failed' ? (params.reason ?? '') : '',
          updatedAt: at,
        });
        // The device reports the main controller's version; a controller firmware leaves it.
        if (params.state === 'installed' && pushed.platform === 'android') {
          await tx.update(devices).set({ softwareVersion: params.version }).where(eq(devices.id, device.id));
        }
        return { ok: true as const, data: { updateState: deviceUpdateStateOf(status) } };
      });
    },

    async deviceSlots(_params, { device, ifNoneMatch }) {
      const [read] = await slotsStatement.execute({ id: device.id });
      // No row: the device was deleted since its credential was checked.
      if (!read) return { ok: 'stale' };
      const { etag, slots } = read;
      if (ifNoneMatchNames(ifNoneMatch, etag)) return { ok: 'unchanged', etag };
      return { ok: true, data: { slots }, etag };
    },

    async devicePlaylist(_params, { device, ifNoneMatch }) {
      const at = now();
      const [result, sharedPart] = await Promise.all([
        db.execute(sql`select ${advertisementsPlayingJson(device.id, at)} as advertisements`),
        sharedPlaylist(at),
      ]);
      const [row] = (result as unknown as { rows: { advertisements: PlayingAdvertisement[] | null }[] }).rows;
      const playlist = playlistFrom(row?.advertisements ?? null, sharedPart);
      const etag = etagOf(playlist);
      if (ifNoneMatchNames(ifNoneMatch, etag)) return { ok: 'unchanged', etag };
      return { ok: true, data: playlist, etag };
    },
  };
}

export type { DeviceRequest };
