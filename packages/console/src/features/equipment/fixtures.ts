import type {
  AlarmCentreRow,
  DeviceAlarmRow,
  DeviceTemperatureAnswer,
  DeviceRow,
  DeviceSlot,
  DeviceTypeRow,
  PlanGoodsSummary,
  PlanLine,
  ReplenishmentPlanDetail,
  ReplenishmentPlanPreview,
  ReplenishmentPlanRow,
  TripDetail,
  TripRow,
  ReplenishmentRow,
  SelectOption,
} from '@vending/contract';
import { tripStopMachines } from '../../stories/fixtures';

/** The equipment pages' data for the stories: fixed, no clock, so pictures are stable. */

/** A small grey picture, inline, so the stories need no server. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZUlEQVR4nO3PQQ0AIBDAsPMvkCcGMIEIHg3JkgnoZu3zdcMFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWPHYBYqV10vqrxikAAAAASUVORK5CYII=';

/** When the server judged online: the heartbeat words are measured from it. */
const CHECKED = '2026-11-20T06:00:00.000Z';
const minutesBefore = (minutes: number) => new Date(Date.parse(CHECKED) - minutes * 60_000).toISOString();

const deviceSeeds = [
  [
    'VM000001',
    '1号售货机',
    '标准饮料机',
    '北京望京街写字楼大堂',
    '北京智能零售有限公司',
    '北京市朝阳区望京SOHO1号点位',
    39.9961,
    116.4806,
    1,
    2,
    72,
    96,
    1,
    '2.5.2',
  ],
  [
    'VM000002',
    '2号售货机',
    '综合零食机',
    '上海世纪大道大学图书馆',
    '上海便利科技有限公司',
    '上海市浦东新区陆家嘴地铁站1号点位',
    31.2397,
    121.4998,
    1,
    1,
    45,
    120,
    3,
    '2.4.0',
  ],
  [
    'VM000003',
    '3号售货机',
    '小型冷柜机',
    null,
    null,
    '广州市天河区天河城1号点位',
    null,
    null,
    0,
    180,
    12,
    48,
    4,
    '2.3.1',
  ],
  [
    'VM000004',
    '4号售货机',
    '标准饮料机',
    '深圳科技园中区食堂',
    '深圳无人零售有限公司',
    '深圳市南山区科技园1号点位',
    22.5405,
    113.9345,
    0,
    3_000,
    0,
    96,
    8,
    '2.4.0',
  ],
  [
    'VM000005',
    '5号售货机',
    '综合零食机',
    '杭州文三路便利店',
    '杭州商贸有限公司',
    '杭州市西湖区文三路1号点位',
    30.2799,
    120.1339,
    0,
    null,
    88,
    120,
    0,
    '2.4.0',
  ],
] as const;

/** The regions devices stand in, as the region picker offers them. */
export const regionOptions: SelectOption[] = [
  { value: 1, label: '华北区' },
  { value: 2, label: '华东区' },
  { value: 3, label: '华南区' },
];
const regionCities: Record<string, number> = { 北京: 1, 上海: 2, 杭州: 2, 南京: 2, 广州: 3, 深圳: 3 };
const regionOf = (address: string) =>
  regionOptions.find((option) => option.value === regionCities[address.slice(0, 2)]);

export const devices: DeviceRow[] = deviceSeeds.map(
  (
    [
      deviceNo,
      deviceName,
      typeName,
      merchantName,
      agentName,
      address,
      latitude,
      longitude,
      online,
      silentMinutes,
      stock,
      capacity,
      emptySlots,
      softwareVersion,
    ],
    index,
  ) => ({
    deviceId: 100 + index,
    deviceNo,
    deviceName,
    typeId: index % 3 === 0 ? 1 : index % 3 === 1 ? 2 : 3,
    typeName,
    merchantId: merchantName ? 30 + index : null,
    merchantName,
    agentId: agentName ? 10 + index : null,
    agentName,
    regionId: regionOf(address)?.value ?? null,
    regionName: regionOf(address)?.label ?? null,
    address,
    latitude,
    longitude,
    online: online as 0 | 1,
    lastHeartbeatTime: silentMinutes === null ? null : minutesBefore(silentMinutes),
    checkedTime: CHECKED,
    slotCount: capacity / (index % 3 === 1 ? 10 : 12),
    emptySlots,
    // The small fridge holds a batch past its date, the second machine two within the warning days.
    expiredSlots: index === 2 ? 1 : 0,
    expiringSlots: index === 1 ? 2 : 0,
    stock,
    capacity,
    softwareVersion,
    // The long-silent one has its silence alarm open; the first has a jam besides.
    openAlarms: online
      ? index === 0
        ? ['dispenseJam' as const]
        : []
      : silentMinutes === null
        ? []
        : ['offline' as const],
    credentialIssuedTime: index === 4 ? null : '2026-03-01T02:00:00.000Z',
    isFlag: index === 4 ? 0 : 1,
    // The disabled one says since when (three hours before the list was checked).
    disabledTime: index === 4 ? minutesBefore(180) : null,
    createTime: `2026-0${index + 1}-15T02:00:00.000Z`,
    updatedBy: null,
    updateTime: null,
  }),
);

export const deviceTypeOptions: SelectOption[] = [
  { value: 1, label: '标准饮料机' },
  { value: 2, label: '综合零食机' },
  { value: 3, label: '小型冷柜机' },
];
export const agentOptions: SelectOption[] = [
  { value: 10, label: '北京智能零售有限公司' },
  { value: 11, label: '上海便利科技有限公司' },
];
export const merchantOptions: SelectOption[] = [
  { value: 30, label: '北京望京街写字楼大堂', description: '北京智能零售有限公司 · 北京市朝阳区望京街 9 号' },
  { value: 31, label: '上海世纪大道大学图书馆', description: '上海便利科技有限公司 · 上海市浦东新区世纪大道 100 号' },
  // Two merchants of one name under one agent: only their addresses tell them apart.
  { value: 32, label: '南京汉中路酒店大堂', description: '南京便利科技有限公司 · 南京市秦淮区汉中路 1 号' },
  { value: 33, label: '南京汉中路酒店大堂', description: '南京便利科技有限公司 · 南京市鼓楼区汉中路 188 号' },
];
export const goodsOptions: SelectOption[] = [
  { value: 1, label: '可口可乐 330ml' },
  { value: 2, label: '农夫山泉 550ml' },
  { value: 3, label: '乐事薯片 原味' },
  { value: 4, label: '德芙巧克力' },
];
export const slots: DeviceSlot[] = [
  { slotNo: 1, goodsId: 1, goodsName: '可口可乐 330ml', stock: 10, capacity: 12, parLevel: 6, defaultParLevel: 10 },
  { slotNo: 2, goodsId: 2, goodsName: '农夫山泉 550ml', stock: 0, capacity: 12, parLevel: null, defaultParLevel: 10 },
  { slotNo: 3, goodsId: 3, goodsName: '乐事薯片 原味', stock: 6, capacity: 12, parLevel: null, defaultParLevel: 10 },
  { slotNo: 4, goodsId: null, goodsName: null, stock: 0, capacity: 12, parLevel: null, defaultParLevel: 10 },
];

export const deviceOptions: SelectOption[] = devices.map((device) => ({
  value: device.deviceId,
  label: `${device.deviceNo} ${device.deviceName}`,
}));

const operators = [
  ['王建国', '13812345601'],
  ['刘海涛', '13912345602'],
  ['陈晓东', '15012345603'],
] as const;
export const replenishments: ReplenishmentRow[] = Array.from({ length: 5 }, (_, index) => {
  const device = devices[index % devices.length] as DeviceRow;
  const [operatorName, operatorPhone] = operators[index % operators.length] ?? operators[0];
  const lines = slots
    .slice(0, 1 + (index % 3))
    .flatMap((slot, at) =>
      slot.goodsId === null || slot.goodsName === null
        ? []
        : [{ slotNo: slot.slotNo, goodsId: slot.goodsId, goodsName: slot.goodsName, before: at * 2, after: 12 }],
    );
  return {
    replenishmentId: 900 - index,
    deviceId: device.deviceId,
    deviceNo: device.deviceNo,
    deviceName: device.deviceName,
    operatorName,
    operatorPhone,
    createTime: `2026-11-${String(20 - index * 2).padStart(2, '0')}T02:30:00.000Z`,
    added: lines.reduce((sum, line) => sum + line.after - line.before, 0),
    lines,
  };
});

export const deviceTypes: DeviceTypeRow[] = [
  ['标准饮料机', 'VD-860', 2, 4, 12, 8],
  ['综合零食机', 'VS-1200', 3, 4, 10, 8],
  ['小型冷柜机', 'VC-600', 2, 3, 8, 0],
].map(([name, model, slotRows, slotColumns, slotCapacity, deviceCount], index) => ({
  typeId: 1 + index,
  name: name as string,
  model: model as string,
  slotRows: slotRows as number,
  slotColumns: slotColumns as number,
  slotCapacity: slotCapacity as number,
  parLevel: index === 0 ? 10 : index === 1 ? 8 : null,
  temperatureMin: index === 1 ? null : 2,
  temperatureMax: index === 0 ? 10 : index === 2 ? 8 : null,
  picture: index < 2 ? PICTURE : null,
  deviceCount: deviceCount as number,
  createTime: `2026-0${index + 1}-10T02:00:00.000Z`,
  updatedBy: index === 0 ? 'admin' : null,
  updateTime: index === 0 ? '2026-11-18T06:30:00.000Z' : null,
}));

/** A device's alarm history: a jam still open, a silence it ended itself, a refrigeration fault resolved by staff. */
export const deviceAlarms: DeviceAlarmRow[] = [
  {
    alarmId: 3,
    deviceId: 100,
    deviceNo: 'VM000001',
    deviceName: '1号售货机',
    kind: 'dispenseJam',
    openedTime: '2026-03-16T02:10:00.000Z',
    closedTime: null,
    closedBy: null,
    note: '',
  },
  {
    alarmId: 2,
    deviceId: 100,
    deviceNo: 'VM000001',
    deviceName: '1号售货机',
    kind: 'offline',
    openedTime: '2026-03-15T20:00:00.000Z',
    closedTime: '2026-03-15T21:30:00.000Z',
    closedBy: null,
    note: '设备已报告恢复',
  },
  {
    alarmId: 1,
    deviceId: 100,
    deviceNo: 'VM000001',
    deviceName: '1号售货机',
    kind: 'refrigeration',
    openedTime: '2026-03-14T06:00:00.000Z',
    closedTime: '2026-03-14T09:00:00.000Z',
    closedBy: 'admin',
    note: '已更换压缩机',
  },
];

// 告警中心

const ALARMS_CHECKED = '2026-03-16T02:30:00.000Z';
const alarmRow = (row: Partial<AlarmCentreRow> & Pick<AlarmCentreRow, 'alarmId' | 'kind' | 'openedTime'>) => ({
  deviceId: 100,
  deviceNo: 'VM000003',
  deviceName: '3号售货机',
  address: '南京市玄武区新街口1号点位',
  level: 'critical' as const,
  state: 'open' as const,
  durationSeconds: Math.floor((Date.parse(row.closedTime ?? ALARMS_CHECKED) - Date.parse(row.openedTime)) / 1_000),
  overdue: 0 as const,
  assigneeId: null,
  assigneeName: null,
  acknowledgedTime: null,
  acknowledgedBy: null,
  closedTime: null,
  closedBy: null,
  note: '',
  checkedTime: ALARMS_CHECKED,
  ...row,
});

/** The fleet's alarms: a temperature excursion overdue, one being handled, a door left open, one closed. */
export const alarmCentreRows: AlarmCentreRow[] = [
  alarmRow({ alarmId: 14, kind: 'temperature', openedTime: '2026-03-16T01:40:00.000Z', overdue: 1 }),
  alarmRow({ alarmId: 13, kind: 'refrigeration', openedTime: '2026-03-16T01:40:00.000Z', overdue: 1 }),
  alarmRow({
    alarmId: 12,
    kind: 'offline',
    deviceId: 101,
    deviceNo: 'VM000004',
    deviceName: '4号售货机',
    address: '上海市浦东新区陆家嘴地铁站1号点位',
    openedTime: '2026-03-15T22:10:00.000Z',
    state: 'acknowledged',
    assigneeId: 2,
    assigneeName: 'operator',
    acknowledgedTime: '2026-03-15T22:20:00.000Z',
    acknowledgedBy: 'operator',
  }),
  alarmRow({
    alarmId: 11,
    kind: 'doorOpen',
    level: 'warning',
    deviceId: 102,
    deviceNo: 'VM000007',
    deviceName: '7号售货机',
    address: '杭州市西湖区湖滨银泰1号点位',
    openedTime: '2026-03-16T02:21:00.000Z',
  }),
  alarmRow({
    alarmId: 10,
    kind: 'dispenseJam',
    openedTime: '2026-03-14T06:00:00.000Z',
    state: 'closed',
    closedTime: '2026-03-15T09:30:00.000Z',
    closedBy: 'admin',
    assigneeId: 1,
    assigneeName: 'admin',
    note: '已清理出货口',
  }),
];

export const assigneeOptions: SelectOption[] = [
  { value: 1, label: 'admin' },
  { value: 2, label: 'operator' },
];

/** A day of a refrigerated device's readings, every 30 minutes, with an excursion to 12 °C that opened 温度异常. */
export const temperatureHistory: DeviceTemperatureAnswer = {
  deviceNo: 'VM000003',
  minimum: 2,
  maximum: 8,
  rows: Array.from({ length: 48 }, (_, index) => {
    const temperature = index >= 46 ? 12 : index >= 44 ? 9 : 4 + ((index * 7) % 10) / 10;
    return {
      time: new Date(Date.parse('2026-03-15T02:30:00.000Z') + index * 30 * 60_000).toISOString(),
      temperature,
      outOfRange: temperature > 8 ? (1 as const) : (0 as const),
    };
  }),
  alarms: [{ alarmId: 14, openedTime: '2026-03-16T00:30:00.000Z', closedTime: null }],
};

// 补货计划

const planLines: PlanLine[] = [
  [100, 'VM000001', '1号售货机', '北京市朝阳区望京SOHO1号点位', 1, 1, '可口可乐 330ml', 10, 2, 'reported', 2.4, 8, 8],
  [100, 'VM000001', '1号售货机', '北京市朝阳区望京SOHO1号点位', 2, 2, '农夫山泉 550ml', 10, 0, 'reported', 3.1, 10, 9],
  [100, 'VM000001', '1号售货机', '北京市朝阳区望京SOHO1号点位', 5, 4, '德芙巧克力', 6, 1, 'reported', 0.8, 6, 6],
  [
    101,
    'VM000002',
    '2号售货机',
    '上海市浦东新区陆家嘴地铁站1号点位',
    1,
    1,
    '可口可乐 330ml',
    8,
    1,
    'estimated',
    1.5,
    7,
    null,
  ],
  [
    101,
    'VM000002',
    '2号售货机',
    '上海市浦东新区陆家嘴地铁站1号点位',
    3,
    3,
    '乐事薯片 原味',
    8,
    5,
    'reported',
    0.6,
    3,
    null,
  ],
].map(
  ([
    deviceId,
    deviceNo,
    deviceName,
    address,
    slotNo,
    goodsId,
    goodsName,
    parLevel,
    stock,
    basis,
    dailyVends,
    planned,
    loaded,
  ]) => ({
    deviceId: deviceId as number,
    deviceNo: deviceNo as string,
    deviceName: deviceName as string,
    address: address as string,
    slotNo: slotNo as number,
    goodsId: goodsId as number,
    goodsName: goodsName as string,
    parLevel: parLevel as number,
    stock: stock as number,
    basis: basis as PlanLine['basis'],
    dailyVends: dailyVends as number,
    lastFillTime: basis === 'estimated' ? '2026-11-09T02:00:00.000Z' : '2026-11-18T03:00:00.000Z',
    // The chocolate's batch is within the warning days: its one item comes out before the load.
    expiry: goodsName === '德芙巧克力' ? ('expiring' as const) : null,
    toRemove: goodsName === '德芙巧克力' ? (stock as number) : 0,
    planned: planned as number,
    loaded: loaded as number | null,
  }),
);
const planSummary: PlanGoodsSummary[] = [
  { goodsId: 1, goodsName: '可口可乐 330ml', units: 15, caseSize: 24, cases: 0, looseUnits: 15, loaded: 8 },
  { goodsId: 2, goodsName: '农夫山泉 550ml', units: 10, caseSize: 24, cases: 0, looseUnits: 10, loaded: 9 },
  { goodsId: 4, goodsName: '德芙巧克力', units: 6, caseSize: null, cases: null, looseUnits: null, loaded: 6 },
  { goodsId: 3, goodsName: '乐事薯片 原味', units: 3, caseSize: null, cases: null, looseUnits: null, loaded: 0 },
];

/** What a new plan shows before it is saved: nothing loaded yet. */
export const planPreview: ReplenishmentPlanPreview = {
  computedTime: '2026-11-20T02:30:00.000Z',
  deviceCount: 2,
  lines: planLines.map((line) => ({ ...line, loaded: null })),
  summary: planSummary.map((row) => ({ ...row, loaded: 0 })),
};

/** Saved plans, one in each state: done, loading (one device of two reported), planned. */
export const planRows: ReplenishmentPlanRow[] = [
  [16, 1, 2, 0, 33, 0, null],
  [15, 2, 2, 1, 34, 23, null],
  [14, 3, 3, 3, 41, 39, '2026-11-14T09:10:00.000Z'],
].map(([planId, status, deviceCount, reportedDevices, plannedUnits, loadedUnits, closedTime]) => ({
  planId: planId as number,
  status: status as number,
  deviceCount: deviceCount as number,
  reportedDevices: reportedDevices as number,
  plannedUnits: plannedUnits as number,
  loadedUnits: loadedUnits as number,
  createdBy: 'operator',
  createTime: `2026-11-${String((planId as number) - 3).padStart(2, '0')}T10:00:00.000Z`,
  closedTime: closedTime as string | null,
}));

/** The loading plan: VM000001 reported (one slot one short of plan), VM000002 not yet. */
export const planDetail: ReplenishmentPlanDetail = {
  ...(planRows[1] as ReplenishmentPlanRow),
  lines: planLines,
  summary: planSummary,
};

// 行程

const tripStopsOf = (done: boolean): TripDetail['stops'] =>
  tripStopMachines.map((machine, index) => {
    const recorded = done || index === 0;
    return {
      ...machine,
      seq: index + 1,
      doneTime: recorded ? `2026-11-20T0${2 + index}:15:00.000Z` : null,
      operatorName: recorded ? '补货员（演示）' : null,
      photoUrl: null,
      replenishmentId: recorded ? 80 + index : null,
      lines: [
        {
          slotNo: 1,
          goodsId: 1,
          goodsName: '可口可乐 330ml',
          stock: recorded ? 10 : 2,
          capacity: 12,
          planned: 8,
          // The first stop came up one can short of plan.
          filled: recorded ? (index === 0 ? 7 : 8) : null,
          removedExpired: 0,
          removedDamaged: 0,
          expiryDate: recorded ? '2027-03-01' : null,
        },
        {
          slotNo: 4,
          goodsId: 5,
          goodsName: '蒙牛纯牛奶',
          stock: recorded ? 6 : 3,
          capacity: 8,
          planned: 5,
          filled: recorded ? 5 : null,
          // Two cartons past their date taken out at the first stop.
          removedExpired: recorded && index === 0 ? 2 : 0,
          removedDamaged: 0,
          expiryDate: recorded ? '2026-12-05' : null,
        },
      ],
    };
  });

/** Trips of the day: one under way (one stop of three done, one slot short), one waiting, one done. */
export const tripRows: TripRow[] = [
  [12, 'underway', '2026-11-20', '沪A·3K752', 3, 1, 39, 12, 1, null],
  [11, 'waiting', '2026-11-21', '粤B·6M218', 2, 0, 20, 0, 0, null],
  [10, 'done', '2026-11-19', '沪A·3K752', 3, 3, 36, 36, 0, '2026-11-19T07:40:00.000Z'],
].map(([tripId, status, tripDate, vehicle, stopCount, doneStops, plannedUnits, filledUnits, shortSlots, doneTime]) => ({
  tripId: tripId as number,
  status: status as TripRow['status'],
  planId: (tripId as number) + 5,
  assigneeId: 7,
  assigneeName: '补货员（演示）',
  tripDate: tripDate as string,
  vehicle: vehicle as string,
  order: 'route' as const,
  stopCount: stopCount as number,
  doneStops: doneStops as number,
  plannedUnits: plannedUnits as number,
  filledUnits: filledUnits as number,
  shortSlots: shortSlots as number,
  createTime: '2026-11-19T10:00:00.000Z',
  doneTime: doneTime as string | null,
}));

/** The trip under way: its first stop recorded (a can short, two expired cartons out). */
export const tripDetail: TripDetail = {
  ...(tripRows[0] as TripRow),
  routeMeters: 8_420,
  stops: tripStopsOf(false),
  goods: [
    { goodsId: 1, goodsName: '可口可乐 330ml', planned: 24, filled: 7, shortfall: 1 },
    { goodsId: 5, goodsName: '蒙牛纯牛奶', planned: 15, filled: 5, shortfall: 0 },
  ],
};
