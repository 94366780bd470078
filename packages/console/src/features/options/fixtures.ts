import type { GoodsThresholdRow, RechargeOptionRow, ShortageSlotRow } from '@vending/contract';

/** The system options pages' data for the stories: fixed, no clock, so pictures are stable. */

const tiers = [
  [5_000, 0, 1],
  [10_000, 500, 1],
  [20_000, 2_000, 1],
  [30_000, 3_000, 1],
  [50_000, 6_000, 0],
] as const;

export const rechargeOptionRows: RechargeOptionRow[] = tiers.map(([amount, bonus, isFlag], index) => ({
  optionId: index + 1,
  amount,
  bonus,
  isFlag,
  sortOrder: (index + 1) * 10,
  createTime: '2026-09-01T02:00:00.000Z',
  updatedBy: index === 1 ? 'admin' : null,
  updateTime: index === 1 ? '2026-11-20T02:30:00.000Z' : null,
}));

export const goodsThresholdRows: GoodsThresholdRow[] = [
  ['农夫山泉 550ml', '6921168509256', 5],
  ['可口可乐 330ml', '6928804011142', null],
  ['红牛', '6920202888883', 3],
  ['乐事薯片', '6924743915763', null],
  ['德芙巧克力', '6914973600041', null],
  ['口香糖', null, 1],
].map(([goodsName, barcode, lowStockThreshold], index) => ({
  goodsId: 100 + index,
  goodsName: goodsName as string,
  barcode: barcode as string | null,
  lowStockThreshold: lowStockThreshold as number | null,
  updatedBy: lowStockThreshold === null ? null : 'admin',
  updateTime: lowStockThreshold === null ? null : '2026-11-20T02:30:00.000Z',
}));

export const shortageSlotRows: ShortageSlotRow[] = [
  [1, 'VM2024001', '南京东路步行街 1 号机', 3, 100, '农夫山泉 550ml', 0, 12, 5],
  [1, 'VM2024001', '南京东路步行街 1 号机', 7, 102, '红牛', 1, 10, 3],
  [4, 'VM2024004', '徐家汇地铁站 B 出口', 2, 103, '乐事薯片', 1, 8, 2],
  [9, 'VM2024009', '陆家嘴软件园 3 号楼', 5, 100, '农夫山泉 550ml', 4, 12, 5],
].map(([deviceId, deviceNo, deviceName, slotNo, goodsId, goodsName, stock, capacity, threshold]) => ({
  deviceId: deviceId as number,
  deviceNo: deviceNo as string,
  deviceName: deviceName as string,
  slotNo: slotNo as number,
  goodsId: goodsId as number,
  goodsName: goodsName as string,
  stock: stock as number,
  capacity: capacity as number,
  threshold: threshold as number,
}));
