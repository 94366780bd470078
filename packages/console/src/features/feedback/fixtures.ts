import type { FeedbackDetail, FeedbackRow, OrderDetail } from '@vending/contract';

/** Feedback for the stories: fixed, no clock, so pictures are stable. */
const seeds = [
  ['王芳', 'VM000003', 1, '投币后机器没有反应，硬币被吞了', 2, 1],
  ['李强', 'VM000007', 3, '微信支付扣了两次款，只出了一瓶水', 0, 2],
  ['张敏', null, 4, '希望能增加无糖饮料的品种', 0, 3],
  ['刘洋', 'VM000011', 2, '买到的牛奶已经过期了', 1, 1],
] as const;

export const feedbackRows: FeedbackRow[] = seeds.map(
  ([nickName, deviceNo, type, summary, imageCount, status], index) => ({
    feedbackId: 120 + index,
    userId: 1000 + index,
    nickName,
    phone: `1381234000${index}`,
    deviceNo,
    type,
    summary,
    imageCount,
    status,
    createTime: `2026-11-${String(20 - index).padStart(2, '0')}T05:10:00.000Z`,
  }),
);

/** A small grey picture, inline, so the stories need no server. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZUlEQVR4nO3PQQ0AIBDAsPMvkCcGMIEIHg3JkgnoZu3zdcMFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWPHYBYqV10vqrxikAAAAASUVORK5CYII=';

const [first] = feedbackRows;
if (!first) throw new Error('the feedback fixtures have no rows');

export const pendingDetail: FeedbackDetail = {
  ...first,
  content: '投币后机器没有反应，硬币被吞了\n下午三点左右在一楼大厅的机器上，投了两枚一元硬币。',
  deviceName: '3号售货机',
  images: [PICTURE, PICTURE],
  replies: [],
  handledBy: null,
  handledTime: null,
  orderId: null,
  orderNo: null,
};

export const repliedDetail: FeedbackDetail = {
  ...pendingDetail,
  status: 2,
  replies: [
    {
      replyId: 1,
      text: '您好，已安排运维人员前往检修，款项将在 1–3 个工作日内原路退回。',
      repliedBy: 'admin',
      time: '2026-11-20T08:00:00.000Z',
    },
  ],
  handledBy: 'admin',
  handledTime: '2026-11-20T08:00:00.000Z',
};

export const closedDetail: FeedbackDetail = { ...repliedDetail, status: 3 };

/** A payment complaint about an order (the order detail stories' processing order, paid by Alipay). */
export const paymentDetail: FeedbackDetail = {
  ...pendingDetail,
  feedbackId: 121,
  type: 3,
  content: '微信支付扣了两次款，只出了一瓶水\n订单时间大约是中午十二点半',
  images: [],
  orderId: 2399,
  orderNo: 'D0000002401',
};

/** The order that complaint is about: paid ¥8.50 by Alipay, still dispensing, nothing refunded. */
export const complainedOrder: OrderDetail = {
  orderId: 2399,
  orderNo: 'D0000002401',
  userId: 1001,
  nickName: '李强',
  phone: '13812340001',
  deviceNo: 'VM000007',
  deviceName: '7号售货机',
  deviceAddress: null,
  firstGoods: '农夫山泉 550ml',
  firstQuantity: 1,
  lineCount: 1,
  amount: 850,
  gst: 77,
  method: 2,
  status: 2,
  createTime: '2026-11-19T04:30:00.000Z',
  paidTime: '2026-11-19T04:30:18.000Z',
  stuck: true,
  cancelReason: null,
  merchantName: null,
  agentName: null,
  shareBasisPoints: null,
  currency: 'CNY',
  refunded: 0,
  lines: [{ lineNo: 1, goodsId: 1, goodsName: '农夫山泉 550ml', price: 850, quantity: 1, amount: 850 }],
  events: [],
  refunds: [],
};
