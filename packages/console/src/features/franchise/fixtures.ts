import type { FranchiseApplicationRow } from '@vending/contract';

/** Franchise applications for the stories: fixed, no clock, so pictures are stable. */
const seeds = [
  ['钱文博', '苏州市工业园区', 1, null, null],
  ['孙海峰', '宁波市鄞州区', 2, '2026-11-28T02:00:00.000Z', null],
  ['李梦洁', '厦门市思明区', 3, '2026-11-10T06:00:00.000Z', '李梦洁'],
  ['周国庆', '青岛市市南区', 4, null, null],
  ['吴晓东', '长沙市岳麓区', 1, null, null],
] as const;

export const franchiseApplications: FranchiseApplicationRow[] = seeds.map(
  ([applicant, region, status, interviewTime, agentName], index) => ({
    applicationId: 300 + index,
    applicant,
    phone: `1395555000${index}`,
    region,
    deviceCount: 3 + index * 2,
    note: '已有两处商场点位资源，希望尽快铺设',
    status,
    createTime: `2026-11-${String(20 - index).padStart(2, '0')}T01:30:00.000Z`,
    interviewTime,
    interviewNote: interviewTime ? '公司会议室，携带身份证与资金证明' : null,
    handledBy: status === 1 ? null : 'admin',
    handledTime: status === 1 ? null : '2026-11-21T03:00:00.000Z',
    rejectReason: status === 4 ? '所在区域已有代理商' : null,
    agentId: agentName ? 77 : null,
    agentName,
  }),
);
