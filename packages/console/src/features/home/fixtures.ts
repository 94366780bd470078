import type { AnswerData } from '@vending/contract';

/** The dashboard's figures for the stories: fixed data, so pictures are stable. */
export const homeKpis: AnswerData<'getHomeKpis'> = {
  today: '2026-11-21',
  memberCount: 12_840,
  newMembersToday: 37,
  deviceCount: 64,
  onlineDeviceCount: 59,
  openAlarmCount: 3,
  stuckOrderCount: 2,
  stuckOrderMinutes: 30,
  ordersToday: 412,
  salesToday: 1_283_450,
  salesThisMonth: 28_930_120,
};

const trendSales = [8210, 9350, 7620, 10420, 12880, 11940, 9730, 10150, 13260, 14110, 12370, 11820, 15040, 12834];
export const salesTrend: AnswerData<'getSalesTrend'> = {
  points: trendSales.map((sales, index) => ({
    date: `2026-11-${String(8 + index).padStart(2, '0')}`,
    orderCount: Math.round(sales / 31),
    sales: sales * 100,
  })),
};

export const topGoods: AnswerData<'getTopGoods'> = {
  rows: ['农夫山泉 550ml', '可口可乐 330ml', '康师傅红烧牛肉面', '乐事薯片 原味', '德芙巧克力'].map(
    (goodsName, index) => ({
      goodsId: index + 1,
      goodsName,
      quantity: 980 - index * 143,
      sales: (980 - index * 143) * (300 + index * 150),
    }),
  ),
};

export const shortageDevices: AnswerData<'getShortageDevices'> = {
  rows: [
    {
      deviceId: 11,
      deviceNo: 'VM000011',
      deviceName: '11号售货机',
      address: '北京市朝阳区望京SOHO T1',
      emptySlots: 5,
      slotCount: 8,
      expiredSlots: 1,
      expiringSlots: 0,
    },
    {
      deviceId: 5,
      deviceNo: 'VM000005',
      deviceName: '5号售货机',
      address: '杭州市西湖区文三路 1 号',
      emptySlots: 3,
      slotCount: 8,
      expiredSlots: 0,
      expiringSlots: 2,
    },
    {
      deviceId: 23,
      deviceNo: 'VM000023',
      deviceName: '23号售货机',
      address: '深圳市南山区科技园',
      emptySlots: 1,
      slotCount: 10,
      expiredSlots: 0,
      expiringSlots: 0,
    },
  ],
};
