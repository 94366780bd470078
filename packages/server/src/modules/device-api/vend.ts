import type { DeviceAnswer } from '@vending/contract';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../lists/transition';
import { deviceSlots } from '../equipment';
import { goods } from '../goods';

/** One line of a vend as the device reported it, with the goods its slot sells. */
export interface VendLine {
  slotNo: number;
  goodsId: number;
  goodsName: string;
  quantity: number;
  unitPrice: number;
}

/** The order number of a vend: V, the device's id and its own number keep it unique and readable. */
export function vendOrderNo(deviceId: number, deviceOrderNo: string): string {
  return `V${deviceId}-${deviceOrderNo}`;
}

/**
 * Takes sold items from the slots: never below zero (a machine that sold what the records did
 * not have had more than they said; the records follow the machine down to zero).
 */
export async function takeFromSlots(tx: Transaction, deviceId: number, lines: { slotNo: number; quantity: number }[]) {
  const after: { slotNo: number; stock: number }[] = [];
  for (const line of lines) {
    const [slot] = await tx
      .update(deviceSlots)
      .set({ stock: sql`greatest(${deviceSlots.stock} - ${line.quantity}, 0)` })
      .where(and(eq(deviceSlots.deviceId, deviceId), eq(deviceSlots.slotNo, line.slotNo)))
      .returning({ slotNo: deviceSlots.slotNo, stock: deviceSlots.stock });
    if (slot) after.push(slot);
  }
  return after;
}

/**
 * The ETag of a device's slots as the slots call answers them (slot, goods, name, price, stock,
 * capacity, by slot): the MD5 of their JSON, worked out by the database so that the heartbeat's
 * one statement, the slots call and the vend and stock answers name the same version without
 * reading the rows into the server. A device holding it needs no slots call until it changes.
 */
export function slotsEtagOf(deviceId: SQL | Placeholder | number): SQL<string> {
  return sql<string>`(select '"' || md5(coalesce(string_agg(json_build_array(s.slot_no, g.id, g.goods_name, g.price, s.stock, s.capacity)::text, ',' order by s.slot_no), '')) || '"' ${slotRowsOf(deviceId)})`;
}

/** A device's slots as the slots call answers them, by slot (the rows slotsEtagOf digests). */
export function slotsJsonOf(deviceId: SQL | Placeholder | number): SQL<DeviceAnswer<'deviceSlots'>['slots']> {
  return sql`(select coalesce(json_agg(json_build_object('slotNo', s.slot_no, 'goodsId', g.id, 'goodsName', g.goods_name, 'price', g.price, 'stock', s.stock, 'capacity', s.capacity) order by s.slot_no), '[]'::json) ${slotRowsOf(deviceId)})`;
}

const slotRowsOf = (deviceId: SQL | Placeholder | number) =>
  sql`from ${deviceSlots} s left join ${goods} g on g.id = s.goods_id where s.device_id = ${deviceId}`;

/** The slots' ETag now, inside a vend's or a stock report's transaction (after its changes). */
export async function slotsEtagIn(tx: Transaction, deviceId: number): Promise<string> {
  // A select of one expression always answers one row.
  const result = await tx.execute(sql`select ${slotsEtagOf(deviceId)} as etag`);
  const [row] = (result as unknown as { rows: [{ etag: string }] }).rows;
  return row.etag;
}

/** The slots of a device that the lines name, with their goods. */
export async function slotGoods(tx: Transaction, deviceId: number) {
  return tx
    .select({
      slotNo: deviceSlots.slotNo,
      stock: deviceSlots.stock,
      capacity: deviceSlots.capacity,
      goodsId: goods.id,
      goodsName: goods.goodsName,
    })
    .from(deviceSlots)
    .leftJoin(goods, eq(goods.id, deviceSlots.goodsId))
    .where(eq(deviceSlots.deviceId, deviceId));
}
