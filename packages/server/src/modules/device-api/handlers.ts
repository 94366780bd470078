import { createHash } from 'node:crypto';
import { ifNoneMatchNames } from '../../http/conditional';
import {
  deviceUpdateStateOf,
  softwareUpdateStatuses,
  type DeviceAction,
  type DeviceAnswer,
  type DeviceEndpointName,
  type DeviceRequest,
  type PlaylistAnswer,
} from '@vending/contract';
import type { DeviceApiEndpoints } from '@vending/contract';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { text, type Text } from '../../http/language';
import { advertisements, deviceAdvertisements } from '../advertisements/tables';
import { devices, deviceSlots, replenishmentLines, replenishments } from '../equipment/tables';
import { closePlanLines } from '../equipment/plan-closing';
import { goods } from '../goods/tables';
import { sendRefund } from '../orders/money';
import { SettingKeys } from '../settings/money';
import { readSetting } from '../settings/saved-setting';
import { carouselImages } from '../settings/tables';
import { deviceSoftwareUpdates, softwareReleases } from '../software/tables';
import type { Services } from '../services';
import { reconcileFaultAlarms, type AlarmNotifier } from './alarms';
import { createVendOrder, markOrderForRefund, slotGoods, takeFromSlots, vendOrderNo } from './vend';

/** The device whose credential made the call. */
export interface CallingDevice {
  id: number;
  deviceNo: string;
}

/** A device call's answer: data, or a refusal naming the field (HTTP 400), or "unchanged" (304). */
export type DeviceOutcome<Data> =
  | { ok: true; data: Data; etag?: string }
  | { ok: false; status: 400 | 404 | 409; message: Text; field?: string }
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
} as const;

const refuse = (message: Text, field: string) => ({ ok: false as const, status: 400 as const, message, field });

/** A strong ETag of an answer: the SHA-256 of its JSON, quoted. */
export function etagOf(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

/** What a device shows now: its advertisements in their periods, the carousel, the pictures and phone. */
export async function playlistOf(db: Database, deviceId: number, now: Date): Promise<PlaylistAnswer> {
  const [ads, carousel, dispensing, contact] = await Promise.all([
    db
      .select({
        advertisementId: advertisements.id,
        title: advertisements.title,
        mediaKind: advertisements.mediaKind,
        media: advertisements.media,
        link: advertisements.link,
        placement: advertisements.placement,
        sortOrder: advertisements.sortOrder,
        adEnd: advertisements.endAt,
        assignedEnd: deviceAdvertisements.endAt,
      })
      .from(deviceAdvertisements)
      .innerJoin(advertisements, eq(advertisements.id, deviceAdvertisements.advertisementId))
      .where(
        and(
          eq(deviceAdvertisements.deviceId, deviceId),
          eq(advertisements.isFlag, 1),
          lte(advertisements.startAt, now),
          gt(advertisements.endAt, now),
          lte(deviceAdvertisements.startAt, now),
          gt(deviceAdvertisements.endAt, now),
        ),
      )
      .orderBy(asc(advertisements.placement), asc(advertisements.sortOrder), asc(advertisements.id)),
    db
      .select({ image: carouselImages.image, link: carouselImages.link })
      .from(carouselImages)
      .where(eq(carouselImages.isFlag, 1))
      .orderBy(asc(carouselImages.sortOrder), asc(carouselImages.id)),
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

export function deviceHandlers({ db, now, online, refundChannel }: Services, notify: AlarmNotifier): DeviceHandlers {
  return {
    async deviceHeartbeat(params, { device }) {
      const at = now();
      const events = await db.transaction(async (tx) => {
        await tx
          .update(devices)
          .set({
            lastHeartbeatAt: at,
            softwareVersion: params.softwareVersion,
            temperature: params.temperature ?? null,
            doorOpen: params.doorOpen ? 1 : 0,
          })
          .where(eq(devices.id, device.id));
        return reconcileFaultAlarms(tx, device, params.faults, at);
      });
      if (events.length > 0) notify(events);
      const actions: DeviceAction[] = [];
      const [pushed] = await db
        .select({
          status: deviceSoftwareUpdates.status,
          version: softwareReleases.version,
          buildNumber: softwareReleases.buildNumber,
          packageUrl: softwareReleases.packageUrl,
          packageSize: softwareReleases.packageSize,
          packageSha256: softwareReleases.packageSha256,
          forceUpdate: softwareReleases.forceUpdate,
        })
        .from(deviceSoftwareUpdates)
        .innerJoin(softwareReleases, eq(softwareReleases.id, deviceSoftwareUpdates.releaseId))
        .where(eq(deviceSoftwareUpdates.deviceId, device.id));
      if (
        pushed &&
        (pushed.status === softwareUpdateStatuses.pending || pushed.status === softwareUpdateStatuses.updating)
      ) {
        const { status: _status, forceUpdate, ...release } = pushed;
        actions.push({ kind: 'upgrade', ...release, forceUpdate: forceUpdate === 1 ? 1 : 0 });
      }
      const etag = etagOf(await playlistOf(db, device.id, at));
      if (params.playlistEtag !== etag) actions.push({ kind: 'reloadPlaylist', etag });
      return {
        ok: true,
        data: { serverTime: at.toISOString(), onlineWindowSeconds: Math.floor(online.windowMs / 1_000), actions },
      };
    },

    async deviceVend(params, { device }) {
      const at = now();
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
        const created = await createVendOrder(tx, {
          deviceId: device.id,
          deviceOrderNo: params.deviceOrderNo,
          paymentMethod: params.paymentMethod,
          paidAt: new Date(params.paidAt),
          at,
          lines,
        });
        const orderNo = vendOrderNo(device.id, params.deviceOrderNo);
        // A replay (the first report made the order and took the stock) and a failed dispense leave the slots.
        const unchanged = lines.map(({ slotNo, stock }) => ({ slotNo, stock }));
        if (!created) return { ok: true as const, data: { orderNo, replay: true, slots: unchanged } };
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
      return db.transaction(async (tx) => {
        const slots = new Map((await slotGoods(tx, device.id)).map((slot) => [slot.slotNo, slot]));
        const lines = [];
        for (const [index, line] of params.lines.entries()) {
          const slot = slots.get(line.slotNo);
          if (!slot) return refuse(DeviceMessages.SLOT_NOT_FOUND, `lines.${index}.slotNo`);
          if (slot.goodsId === null) return refuse(DeviceMessages.SLOT_EMPTY_GOODS, `lines.${index}.slotNo`);
          if (line.after > slot.capacity) return refuse(DeviceMessages.OVER_CAPACITY, `lines.${index}.after`);
          lines.push({ ...line, goodsId: slot.goodsId });
        }
        const [record] = await tx
          .insert(replenishments)
          .values({
            deviceId: device.id,
            operatorName: params.operatorName,
            operatorPhone: params.operatorPhone,
            createdAt: at,
          })
          .returning({ id: replenishments.id });
        if (!record) throw new Error('the replenishment was not recorded');
        await tx.insert(replenishmentLines).values(lines.map((line) => ({ replenishmentId: record.id, ...line })));
        for (const line of lines) {
          await tx
            .update(deviceSlots)
            .set({ stock: line.after })
            .where(and(eq(deviceSlots.deviceId, device.id), eq(deviceSlots.slotNo, line.slotNo)));
        }
        // The report also closes the device's lines in open replenishment plans (补货计划).
        await closePlanLines(tx, { deviceId: device.id, replenishmentId: record.id, lines }, at);
        return { ok: true as const, data: { replenishmentId: record.id } };
      });
    },

    async deviceUpgradeReport(params, { device }) {
      const at = now();
      return db.transaction(async (tx) => {
        const [pushed] = await tx
          .select({
            status: deviceSoftwareUpdates.status,
            version: softwareReleases.version,
            platform: softwareReleases.platform,
          })
          .from(deviceSoftwareUpdates)
          .innerJoin(softwareReleases, eq(softwareReleases.id, deviceSoftwareUpdates.releaseId))
          .where(
            and(
              eq(deviceSoftwareUpdates.deviceId, device.id),
              eq(softwareReleases.version, params.version),
              eq(softwareReleases.buildNumber, params.buildNumber),
            ),
          )
          .for('update');
        if (!pushed)
          return { ok: false as const, status: 409 as const, message: DeviceMessages.NOT_PUSHED, field: 'version' };
        const status = {
          downloading: softwareUpdateStatuses.updating,
          installed: softwareUpdateStatuses.updated,
          failed: softwareUpdateStatuses.failed,
        }[params.state];
        await tx
          .update(deviceSoftwareUpdates)
          .set({ status, failureReason: params.state === 'failed' ? (params.reason ?? '') : '', updatedAt: at })
          .where(eq(deviceSoftwareUpdates.deviceId, device.id));
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
      const playlist = await playlistOf(db, device.id, now());
      const etag = etagOf(playlist);
      if (ifNoneMatchNames(ifNoneMatch, etag)) return { ok: 'unchanged', etag };
      return { ok: true, data: playlist, etag };
    },
  };
}

export type { DeviceRequest };
