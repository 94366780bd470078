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
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { text, type Text } from '../../http/language';
import { advertisementsPlaying } from '../advertisements';
import {
  devices,
  deviceSlots,
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
import { goods } from '../goods';
import { createPaidOrder, markOrderForRefund, sendRefund } from '../orders';
import { SettingKeys, readSetting } from '../settings';
import { pushedRelease, pushedUpdateToReport, setUpdateStatus, upgradeStatusOf } from '../software';
import type { Services } from '../services';
import { reconcileFaultAlarms, type AlarmNotifier, type ReportedKind } from './alarms';
import { deviceReports } from './tables';
import { slotGoods, takeFromSlots, vendOrderNo } from './vend';

/** The device whose credential made the call, as its row was when the call came. */
export interface CallingDevice {
  id: number;
  deviceNo: string;
  enabled: boolean;
  /** When it was disabled; null while enabled. */
  disabledAt: Date | null;
  softwareVersion: string;
  temperature: number | null;
  doorOpen: number | null;
  /** Its previous heartbeat: a reading is kept once per sample period (temperature.ts). */
  lastHeartbeatAt: Date | null;
}

/** A device call's answer: data, or a refusal naming the field (HTTP 400), or "unchanged" (304). */
export type DeviceOutcome<Data> =
  | { ok: true; data: Data; etag?: string }
  | { ok: false; status: 400 | 403 | 404 | 409; message: Text; field?: string }
  | { ok: 'unchanged'; etag: string };

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

/** How long a heartbeat trusts the playlist ETag it computed last for a device. */
export const PLAYLIST_ETAG_CACHE_MS = 60_000;

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

/** What a device shows now: its advertisements in their periods, the carousel, the pictures and phone. */
export async function playlistOf(db: Database, deviceId: number, now: Date): Promise<PlaylistAnswer> {
  const [ads, carousel, dispensing, contact] = await Promise.all([
    advertisementsPlaying(db, deviceId, now),
    carouselShown(db),
    readSetting(db, SettingKeys.sendGoodsPic),
    readSetting(db, SettingKeys.serviceContact),
  ]);
  const field = (value: unknown, name: string) => {
    const found = (value as Record<string, unknown> | null)?.[name];
    return typeof found === 'string' ? found : '';
  };
  return {
    advertisements: ads.map(({ adEnd, assignedEnd, mediaKind, ...row }) => ({
      ...row,
      mediaKind: mediaKind === 'video' ? ('video' as const) : ('image' as const),
      endTime: (adEnd < assignedEnd ? adEnd : assignedEnd).toISOString(),
    })),
    carousel,
    dispensingImage: field(dispensing.value, 'image'),
    servicePhone: field(contact.value, 'telephone'),
  };
}

/** The device handlers, and what empties the heartbeats' playlist ETag cache (any administrator's change). */
export type DeviceApi = DeviceHandlers & { forgetPlaylists(): void };

export function deviceHandlers({ db, now, online, refundChannel, config }: Services, notify: AlarmNotifier): DeviceApi {
  /**
   * Each device's playlist ETag as last computed, and until when a heartbeat trusts it: a
   * minute, or the next start or end of an advertisement period if sooner. An administrator's
   * change on this instance empties it (app.ts); on another instance it is seen within the
   * minute. A heartbeat whose ETag differs from the cached one is checked against a fresh one.
   */
  const playlistEtags = new Map<number, { etag: string; until: number }>();
  async function freshPlaylistEtag(deviceId: number, at: Date) {
    const playlist = await playlistOf(db, deviceId, at);
    const etag = etagOf(playlist);
    const ends = playlist.advertisements.map((ad) => Date.parse(ad.endTime));
    if (playlistEtags.size > 200_000) playlistEtags.clear();
    playlistEtags.set(deviceId, { etag, until: Math.min(at.getTime() + PLAYLIST_ETAG_CACHE_MS, ...ends) });
    return { playlist, etag };
  }

  return {
    forgetPlaylists: () => playlistEtags.clear(),

    async deviceHeartbeat(params, { device }) {
      const at = now();
      // Only what changed is written, with the time of the beat (the online rule's).
      const temperature = params.temperature ?? null;
      const doorOpen = params.doorOpen ? 1 : 0;
      const changed = {
        lastHeartbeatAt: at,
        ...(params.softwareVersion !== device.softwareVersion ? { softwareVersion: params.softwareVersion } : {}),
        ...(temperature !== device.temperature ? { temperature } : {}),
        ...(doorOpen !== device.doorOpen ? { doorOpen } : {}),
      };
      // One statement: the beat written, the open alarms and the pushed upgrade's state read back.
      const [state] = await db
        .update(devices)
        .set(changed)
        .where(eq(devices.id, device.id))
        .returning({
          // Written out: inside an UPDATE, drizzle names columns without their table.
          openAlarms: openAlarmKindsOf(device.id),
          upgradeStatus: upgradeStatusOf(device.id),
          // Its type's temperature range, only when it reports a temperature.
          temperatureRange: temperature === null ? sql<null>`null` : temperatureRangeOf(device.id),
        });
      const open = new Set(state?.openAlarms ? state.openAlarms.split(',') : []);
      // 温度异常: the reading outside its type's range; without a reading (or a range) it stays as it is.
      const [minText, maxText] = (state?.temperatureRange ?? ',').split(',');
      const range = { min: minText ? Number(minText) : null, max: maxText ? Number(maxText) : null };
      const judged = temperature !== null && (range.min !== null || range.max !== null);
      const outside = temperature !== null && outOfRange(temperature, range);
      const reported: ReportedKind[] = [
        ...params.faults,
        ...(outside || (!judged && open.has('temperature')) ? (['temperature'] as const) : []),
      ];
      if (temperature !== null && keepsReading(device.lastHeartbeatAt, at, outside)) {
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
        state?.upgradeStatus === null || state?.upgradeStatus === undefined ? null : Number(state.upgradeStatus);
      if (upgradeStatus === softwareUpdateStatuses.pending || upgradeStatus === softwareUpdateStatuses.updating) {
        const pushed = await pushedRelease(db, device.id);
        if (pushed) {
          const { forceUpdate, ...release } = pushed;
          actions.push({ kind: 'upgrade', ...release, forceUpdate: forceUpdate === 1 ? 1 : 0 });
        }
      }
      const cached = playlistEtags.get(device.id);
      const etag =
        cached && cached.until > at.getTime() && cached.etag === params.playlistEtag
          ? cached.etag
          : (await freshPlaylistEtag(device.id, at)).etag;
      if (params.playlistEtag !== etag) actions.push({ kind: 'reloadPlaylist', etag });
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
          return { ok: true as const, data: { orderNo, replay: true, slots: unchanged } };
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
          return { ok: true as const, data: { orderNo, replay: false, slots: unchanged } };
        }
        const after = await takeFromSlots(tx, device.id, params.lines);
        return { ok: true as const, data: { orderNo, replay: false, slots: after } };
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
          return { ok: true as const, data: { replenishmentId: prior.resultId, replay: true } };
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
        return { ok: true as const, data: { replenishmentId, replay: false } };
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
      const slots = await db
        .select({
          slotNo: deviceSlots.slotNo,
          goodsId: goods.id,
          goodsName: goods.goodsName,
          price: goods.price,
          stock: deviceSlots.stock,
          capacity: deviceSlots.capacity,
        })
        .from(deviceSlots)
        .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
        .where(eq(deviceSlots.deviceId, device.id))
        .orderBy(asc(deviceSlots.slotNo));
      const etag = etagOf(slots);
      if (ifNoneMatchNames(ifNoneMatch, etag)) return { ok: 'unchanged', etag };
      return { ok: true, data: { slots }, etag };
    },

    async devicePlaylist(_params, { device, ifNoneMatch }) {
      const { playlist, etag } = await freshPlaylistEtag(device.id, now());
      if (ifNoneMatchNames(ifNoneMatch, etag)) return { ok: 'unchanged', etag };
      return { ok: true, data: playlist, etag };
    },
  };
}

export type { DeviceRequest };
