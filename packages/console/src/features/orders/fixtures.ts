import type { OrderDetail, OrderRow } from '@vending/contract';

/** The order pages' data for the stories: fixed, no clock, so pictures are stable. */

const specs = [
  // nickName, device, first goods, quantity, lines, amount, status (unpaid 1, processing 2, completed 3, cancelled 4)
  ['王芳', '3号售货机', '可口可乐 330ml', 2, 1, 700, 3],
  ['李强', '7号售货机', '农夫山泉 550ml', 1, 2, 850, 2],
  [null, '11号售货机', '红牛', 1, 1, 600, 1],
  ['张敏', '3号售货机', '德芙巧克力', 1, 3, 2_150, 4],
  ['刘洋', '5号售货机', '三只松鼠坚果', 2, 1, 2_400, 3],
  ['陈静', '7号售货机', '雀巢咖啡', 1, 1, 700, 3],
] as const;

/** 10 % GST included, as in Australia. */
const gstOf = (amount: number) => Math.round(amount / 11);

export const orders: OrderRow[] = specs.map(
  ([nickName, deviceName, firstGoods, firstQuantity, lineCount, amount, status], index) => {
    const day = String(22 - index).padStart(2, '0');
    return {
      orderId: 2400 - index,
      orderNo: `D00000024${String(index).padStart(2, '0')}`,
      userId: nickName ? 100 + index : null,
      nickName,
      deviceNo: `VM0000${deviceName.replace(/\D/g, '').padStart(2, '0')}`,
      deviceName,
      firstGoods,
      firstQuantity,
      lineCount,
      amount,
      gst: gstOf(amount),
      method: (index % 3) + 1,
      status,
      createTime: `2026-11-${day}T04:12:00.000Z`,
      paidTime: status === 1 ? null : `2026-11-${day}T04:12:18.000Z`,
      // The processing one was paid days before the stories' day: stuck (卡单).
      stuck: status === 2,
    };
  },
);

/** Received: paid orders less refunds; unpaid and refunded apart (the server's one rule). */
export const orderTotals = { count: 2_400, received: 1_268_450, receivedGst: 115_314, unpaid: 42_300, refunded: 9_800 };

/** A paid order of three goods, still dispensing: it may be completed or cancelled. */
export const processingDetail: OrderDetail = {
  ...(orders[1] as OrderRow),
  lineCount: 3,
  amount: 1_450,
  gst: gstOf(1_450),
  phone: '13912340002',
  deviceAddress: '上海市浦东新区陆家嘴地铁站1号点位',
  cancelReason: null,
  merchantName: '陆家嘴便利店',
  agentName: '上海智能零售有限公司',
  shareBasisPoints: 2_500,
  currency: 'CNY',
  refunded: 0,
  refunds: [],
  lines: [
    { lineNo: 1, goodsId: 1, goodsName: '农夫山泉 550ml', price: 200, quantity: 1, amount: 200 },
    { lineNo: 2, goodsId: 17, goodsName: '雀巢咖啡', price: 700, quantity: 1, amount: 700 },
    { lineNo: 3, goodsId: 9, goodsName: '元气森林 苏打气泡水', price: 550, quantity: 1, amount: 550 },
  ],
  events: [
    { fromStatus: null, toStatus: 1, handledBy: null, reason: null, time: '2026-11-21T04:12:00.000Z' },
    { fromStatus: 1, toStatus: 2, handledBy: null, reason: null, time: '2026-11-21T04:12:18.000Z' },
  ],
};

/** A refund of the whole order in each state, as the payment block lists it. */
export const refundOf = (status: 1 | 2 | 3, attempts = 1): OrderDetail['refunds'][number] => ({
  refundId: 31,
  amount: 1_450,
  // Back the way it was paid (the processing order's Alipay).
  method: 2,
  status,
  lines: null,
  reason: '设备出货失败，已原路退款',
  failure: status === 3 ? '支付渠道拒绝退款（模拟）' : null,
  attempts,
  createdBy: 'admin',
  createTime: '2026-11-21T05:02:00.000Z',
  finishedTime: status === 1 ? null : '2026-11-21T05:02:03.000Z',
});

/** The same order cancelled by staff after the machine failed to dispense, refunded whole. */
export const cancelledDetail: OrderDetail = {
  ...processingDetail,
  status: 4,
  refunded: 1_450,
  refunds: [refundOf(2)],
  cancelReason: '设备出货失败，已原路退款',
  events: [
    ...processingDetail.events,
    {
      fromStatus: 2,
      toStatus: 4,
      handledBy: 'admin',
      reason: '设备出货失败，已原路退款',
      time: '2026-11-21T05:02:00.000Z',
    },
  ],
};

/** A completed order refunded in three goes: one line back, one refund failed, one at the channel. */
export const refundsDetail: OrderDetail = {
  ...processingDetail,
  status: 3,
  refunded: 200,
  events: [
    ...processingDetail.events,
    { fromStatus: 2, toStatus: 3, handledBy: null, reason: null, time: '2026-11-21T04:13:10.000Z' },
  ],
  refunds: [
    {
      ...refundOf(2),
      refundId: 31,
      amount: 200,
      lines: [{ lineNo: 1, quantity: 1, amount: 200 }],
      reason: '会员反馈少出一瓶',
    },
    {
      ...refundOf(3, 2),
      refundId: 32,
      amount: 700,
      lines: [{ lineNo: 2, quantity: 1, amount: 700 }],
      reason: '咖啡过期',
    },
    { ...refundOf(1), refundId: 33, amount: 550, lines: [{ lineNo: 3, quantity: 1, amount: 550 }], reason: '包装破损' },
  ],
};

/** A completed order of six items whose coffee was refunded before: 农夫山泉 ×3 and 元气森林 ×2 are left. */
export const partlyRefundedDetail: OrderDetail = {
  ...processingDetail,
  status: 3,
  amount: 2_400,
  gst: gstOf(2_400),
  refunded: 700,
  lines: [
    { lineNo: 1, goodsId: 1, goodsName: '农夫山泉 550ml', price: 200, quantity: 3, amount: 600 },
    { lineNo: 2, goodsId: 17, goodsName: '雀巢咖啡', price: 700, quantity: 1, amount: 700 },
    { lineNo: 3, goodsId: 9, goodsName: '元气森林 苏打气泡水', price: 550, quantity: 2, amount: 1_100 },
  ],
  refunds: [
    {
      ...refundOf(2),
      amount: 700,
      lines: [{ lineNo: 2, quantity: 1, amount: 700 }],
      reason: '咖啡过期',
    },
  ],
};
