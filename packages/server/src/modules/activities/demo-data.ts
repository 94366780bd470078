import { activityFlow, type ActivityAudience } from '@vending/contract';
import type { Database } from '../../db/database';
import { countAudience, sendActivity } from './sender';
import { activities } from './tables';

const DAY_MS = 86_400_000;

interface DemoActivity {
  title: string;
  content: string;
  audience: ActivityAudience;
  /** Days from now of the (planned) send time: negative in the past. */
  sendInDays: number;
  state: 'sent' | 'scheduled' | 'cancelled';
}

// No demo audience filters by registration dates: the business time zone plays no part here.
const DEMO_TIME_ZONE = 'UTC';

const demoActivities: DemoActivity[] = [
  {
    title: '新店开业，全场饮料 8 折',
    content: '华侨城店今日开业，全场饮料 8 折，欢迎光临。',
    audience: {},
    sendInDays: -58,
    state: 'sent',
  },
  {
    title: '首充送 5 元',
    content: '首次充值满 50 元即送 5 元，赠送金额即时到账。',
    audience: { isFlag: 1 },
    sendInDays: -51,
    state: 'sent',
  },
  {
    title: '周末第二件半价',
    content: '本周六、周日，同款饮料第二件半价。',
    audience: {},
    sendInDays: -44,
    state: 'sent',
  },
  {
    title: '冰品上新',
    content: '夏季冰品上新，雪糕、冰淇淋已在附近设备上架。',
    audience: { keyword: '138' },
    sendInDays: -37,
    state: 'sent',
  },
  {
    title: '国庆出行补给站',
    content: '国庆假期，高铁站点设备增加矿泉水与零食补给。',
    audience: {},
    sendInDays: -30,
    state: 'cancelled',
  },
  {
    title: '会员日：每周三充值多送',
    content: '每周三充值 100 元多送 10 元。',
    audience: { isFlag: 1 },
    sendInDays: -23,
    state: 'sent',
  },
  {
    title: '咖啡早餐组合 9.9 元',
    content: '工作日 7:00–10:00，咖啡加面包组合只要 9.9 元。',
    audience: {},
    sendInDays: -16,
    state: 'sent',
  },
  {
    title: '设备升级通知',
    content: '部分设备将于本周五凌晨升级，期间暂停售卖约 10 分钟。',
    audience: {},
    sendInDays: -9,
    state: 'sent',
  },
  {
    title: '老会员回馈券',
    content: '感谢一路相伴，满 20 减 3 优惠券已发放至您的账户。',
    audience: { keyword: '139' },
    sendInDays: -2,
    state: 'sent',
  },
  {
    title: '双十二满 20 减 5',
    content: '12 月 12 日当天，单笔满 20 元立减 5 元。',
    audience: {},
    sendInDays: 2,
    state: 'scheduled',
  },
  {
    title: '冬季热饮上新',
    content: '热咖啡、热牛奶已在写字楼设备上架。',
    audience: { isFlag: 1 },
    sendInDays: 6,
    state: 'scheduled',
  },
  {
    title: '元旦抽奖活动',
    content: '元旦当天消费即可参与抽奖，奖品为 100 元充值卡。',
    audience: {},
    sendInDays: 20,
    state: 'cancelled',
  },
];

/** A dozen activities over two months: sent (their messages in the inbox), scheduled, cancelled. */
export async function seedActivities(db: Database, now: Date) {
  for (const demo of demoActivities) {
    const sendAt = new Date(now.getTime() + demo.sendInDays * DAY_MS);
    const createdAt = new Date(Math.min(sendAt.getTime(), now.getTime()) - 2 * DAY_MS);
    const [row] = await db
      .insert(activities)
      .values({
        title: demo.title,
        content: demo.content,
        audience: demo.audience,
        audienceSize: await countAudience(db, demo.audience, DEMO_TIME_ZONE),
        status: activityFlow.values[demo.state === 'cancelled' ? 'cancelled' : 'scheduled'],
        sendAt,
        cancelledAt: demo.state === 'cancelled' ? new Date(createdAt.getTime() + DAY_MS) : null,
        createdAt,
      })
      .returning({ id: activities.id });
    if (row && demo.state === 'sent') await sendActivity(db, row.id, sendAt, DEMO_TIME_ZONE);
  }
}
