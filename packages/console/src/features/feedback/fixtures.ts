import type { FeedbackDetail, FeedbackRow } from '@vending/contract';

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
