import type { RechargeRow } from '@vending/contract';

/** The recharges page's data for the stories: fixed, no clock, so pictures are stable. */

const people = [
  ['王芳', '13812340001'],
  ['李强', '13912340002'],
  ['张敏', '15012340003'],
  ['刘洋', '18612340004'],
  ['陈静', '13712340005'],
  ['杨磊', '18812340006'],
] as const;
const tiers = [
  [20_000, 2_000],
  [10_000, 500],
  [5_000, 0],
  [50_000, 6_000],
  [30_000, 3_000],
  [10_000, 500],
] as const;
// pending 1, succeeded 2, failed 3, refunded 4
const statuses = [2, 2, 1, 4, 3, 2] as const;

export const recharges: RechargeRow[] = people.map(([nickName, phone], index) => {
  const status = statuses[index] ?? 1;
  const [amount, bonus] = tiers[index] ?? tiers[0];
  const day = String(20 - index).padStart(2, '0');
  return {
    rechargeId: 500 + index,
    userId: 1000 + index,
    nickName,
    phone,
    amount,
    bonus,
    method: (index % 3) + 1,
    status,
    transactionNo: `4200002611${day}2026111${String(index).padStart(9, '0')}`,
    createTime: `2026-11-${day}T03:15:00.000Z`,
    paidTime: status === 2 || status === 4 ? `2026-11-${day}T03:15:20.000Z` : null,
    handledBy: status === 4 ? 'admin' : null,
    handledTime: status === 4 ? `2026-11-${day}T08:00:00.000Z` : null,
    refundReason: status === 4 ? '会员申请退款，设备故障无法消费' : null,
  };
});

export const rechargeTotals = { count: 45, amount: 1_285_000, bonus: 96_500 };
