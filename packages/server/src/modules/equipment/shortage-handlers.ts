import { and, asc, count, eq } from 'drizzle-orm';
import { devicesInScope } from '../../auth/scope';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { goods } from '../goods';
import type { Services } from '../services';
import { readShortageThreshold } from '../settings';
import { slotIsShort, slotThreshold } from './slot-rules';
import { devices, deviceSlots } from './tables';

/**
 * 缺货商品设置's list of short slots: the slots (this module's) below their threshold (the
 * settings module keeps the global one, the goods module each goods' own).
 */
export function shortageSlotHandlers({ db }: Services): Pick<Handlers, 'getShortageSlotList'> {
  return {
    async getShortageSlotList({ keyword, page, size }, { scope }) {
      const globalThreshold = await readShortageThreshold(db);
      const where = and(
        slotIsShort(globalThreshold),
        devicesInScope(scope, devices.id),
        keyword === undefined
          ? undefined
          : anyContains(keyword, [devices.deviceNo, devices.deviceName, goods.goodsName]),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            deviceId: devices.id,
            deviceNo: devices.deviceNo,
            deviceName: devices.deviceName,
            slotNo: deviceSlots.slotNo,
            goodsId: goods.id,
            goodsName: goods.goodsName,
            stock: deviceSlots.stock,
            capacity: deviceSlots.capacity,
            threshold: slotThreshold(globalThreshold),
          })
          .from(deviceSlots)
          .innerJoin(devices, eq(devices.id, deviceSlots.deviceId))
          .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
          .where(where)
          .orderBy(asc(deviceSlots.stock), asc(devices.id), asc(deviceSlots.slotNo))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ value: count() })
          .from(deviceSlots)
          .innerJoin(devices, eq(devices.id, deviceSlots.deviceId))
          .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
          .where(where),
      ]);
      return success({
        rows: rows.map((row) => ({
          ...row,
          goodsId: row.goodsId ?? 0,
          goodsName: row.goodsName ?? '',
          threshold: Number(row.threshold),
        })),
        total: Number(counted?.value ?? 0),
      });
    },
  };
}
