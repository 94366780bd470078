import type { BalanceAdjustmentRequestRow, LedgerEntry, Member, MemberMoney } from '@vending/contract';

/** Members for the stories: fixed data, so pictures are stable. */
const names = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴霞'];

export const members: Member[] = names.map((nickName, index) => ({
  userId: 1000 + index,
  nickName,
  phone: `1380013${String(index).padStart(4, '0')}`,
  avatar: null,
  balance: (index * 3719) % 50_000,
  isFlag: index % 4 === 3 ? 0 : 1,
  createTime: `2026-11-${String(20 - index).padStart(2, '0')}T0${index % 10}:15:00.000Z`,
}));

/** One member's money: a top-up, purchases by balance, a refund back, a manual correction. */
export const memberMoney: MemberMoney = {
  userId: 1001,
  nickName: '王芳',
  phone: '13800130001',
  isFlag: 1,
  createTime: '2026-10-02T01:15:00.000Z',
  balance: 10_650,
  currency: 'CNY',
  orders: [
    {
      orderId: 2399,
      orderNo: 'D0000002399',
      amount: 700,
      refunded: 700,
      method: 4,
      status: 4,
      createTime: '2026-11-21T04:12:00.000Z',
    },
    {
      orderId: 2388,
      orderNo: 'D0000002388',
      amount: 350,
      refunded: 0,
      method: 4,
      status: 3,
      createTime: '2026-11-20T09:40:00.000Z',
    },
  ],
  recharges: [{ rechargeId: 45, amount: 10_000, bonus: 1_000, status: 2, createTime: '2026-11-18T02:00:00.000Z' }],
};

export const memberLedger: LedgerEntry[] = [
  ['adjustment', -500, 10_650, null, '客服核实补偿多发，扣回', 'admin', '2026-11-22T03:00:00.000Z'],
  ['orderRefund', 700, 11_150, 'D0000002399', '设备出货失败', 'admin', '2026-11-21T05:02:00.000Z'],
  ['orderPayment', -700, 10_450, 'D0000002399', null, null, '2026-11-21T04:12:18.000Z'],
  ['orderPayment', -350, 11_150, 'D0000002388', null, null, '2026-11-20T09:40:10.000Z'],
  ['rechargeBonus', 1_000, 11_500, null, null, null, '2026-11-18T02:00:30.000Z'],
  ['recharge', 10_000, 10_500, null, null, null, '2026-11-18T02:00:30.000Z'],
  ['opening', 500, 500, null, null, null, '2026-10-02T01:15:00.000Z'],
].map(([kind, amount, balanceAfter, orderNo, note, handledBy, time], index) => ({
  entryId: 90 - index,
  kind: kind as string,
  amount: amount as number,
  currency: 'CNY',
  balanceAfter: balanceAfter as number,
  orderId: orderNo ? Number((orderNo as string).slice(1)) : null,
  orderNo: orderNo as string | null,
  rechargeId: kind === 'recharge' || kind === 'rechargeBonus' ? 45 : null,
  refundId: kind === 'orderRefund' ? 31 : null,
  note: note as string | null,
  handledBy: handledBy as string | null,
  time: time as string,
}));

/** An adjustment above the approval limit, waiting for a second administrator. */
export const pendingAdjustment: BalanceAdjustmentRequestRow = {
  requestId: 7,
  userId: 1001,
  amount: 80_000,
  reason: '线下补偿：设备故障多扣款',
  status: 1,
  requestedBy: 'ops_li',
  requestTime: '2026-11-20T02:30:00.000Z',
  decidedBy: null,
  decidedTime: null,
};
