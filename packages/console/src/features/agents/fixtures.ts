import type { AgentRow, MerchantRow, SelectOption } from '@vending/contract';

/** The agent network's data for the stories: fixed, no clock, so pictures are stable. */

const agentSeeds = [
  ['北京智能零售有限公司', '张建华', '13811110001', '北京市朝阳区', 30, 6, 4, 1_258_000],
  ['上海便利科技有限公司', '李秀英', '13911110002', '上海市浦东新区', 25, 5, 3, 864_500],
  ['广州自助设备有限公司', '王志强', '15011110003', '广州市天河区', 27.5, 4, 3, 0],
  ['深圳无人零售有限公司', '刘桂兰', '18611110004', '深圳市南山区', 20, 3, 2, 342_000],
  ['杭州商贸有限公司', '陈伟', '13711110005', '杭州市西湖区', 15, 2, 1, 98_000],
] as const;

export const agents: AgentRow[] = agentSeeds.map(
  ([name, contact, phone, region, sharePercent, merchantCount, deviceCount, balance], index) => ({
    agentId: 10 + index,
    name,
    contact,
    phone,
    region,
    sharePercent,
    merchantCount,
    deviceCount,
    balance,
    isFlag: index === 3 ? 0 : 1,
    createTime: `2026-0${index + 1}-15T02:00:00.000Z`,
    updatedBy: index === 0 ? 'admin' : null,
    updateTime: index === 0 ? '2026-11-20T06:30:00.000Z' : null,
  }),
);

export const agentOptions: SelectOption[] = agents.map((agent) => ({ value: agent.agentId, label: agent.name }));

const merchantSeeds = [
  ['北京望京街写字楼大堂', '周磊', '13822220001', '北京市朝阳区望京街 18 号写字楼大堂', 39.9961, 116.4703, 0, 2],
  ['北京建国路地铁站B口', '吴静', '13922220002', '北京市朝阳区建国路 93 号地铁站B口', 39.9087, 116.4605, 0, 1],
  ['上海世纪大道大学图书馆', '徐杰', '15022220003', '上海市浦东新区世纪大道 100 号大学图书馆', 31.2355, 121.5107, 1, 2],
  ['广州天河路购物中心三层', '孙娟', '18622220004', '广州市天河区天河路 208 号购物中心三层', null, null, 2, 1],
  ['深圳科技园中区产业园食堂', '杨丽', '13722220005', '深圳市南山区科技园中区 7 号产业园食堂', 22.5402, 113.9512, 3, 0],
] as const;

export const merchants: MerchantRow[] = merchantSeeds.map(
  ([name, contact, phone, address, latitude, longitude, agentIndex, deviceCount], index) => ({
    merchantId: 100 + index,
    name,
    contact,
    phone,
    address,
    latitude,
    longitude,
    agentId: agents[agentIndex]?.agentId ?? 10,
    agentName: agents[agentIndex]?.name ?? '',
    deviceCount,
    isFlag: index === 4 ? 0 : 1,
    createTime: `2026-0${index + 3}-02T03:00:00.000Z`,
    updatedBy: null,
    updateTime: null,
  }),
);
