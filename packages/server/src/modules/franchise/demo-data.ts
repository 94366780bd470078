import { agentApplicationFlow } from '@vending/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cycle, DAY_MS, mobileNumber, type RandomSource } from '../../seed/seed-tools';
import { managers } from '../administrators';
import { agents } from '../agents';
import { franchiseApplications } from './tables';
import { NEW_AGENT_SHARE_BASIS_POINTS } from './handlers';

const APPLICANTS = [
  '钱文博',
  '孙海峰',
  '李梦洁',
  '周国庆',
  '吴晓东',
  '郑雅婷',
  '王浩宇',
  '冯志刚',
  '陈思琪',
  '褚建平',
  '卫红梅',
  '蒋立新',
  '沈佳怡',
  '韩冬',
  '杨晓光',
  '朱丽娜',
  '秦海涛',
  '尤晓燕',
  '许振宇',
  '何佩玲',
  '吕志远',
  '施雨萱',
  '张晓峰',
  '孔令辉',
  '曹文静',
  '严明',
  '华思远',
  '金晓彤',
  '魏东升',
  '陶欣然',
];
const REGIONS = [
  '苏州市工业园区',
  '宁波市鄞州区',
  '厦门市思明区',
  '青岛市市南区',
  '长沙市岳麓区',
  '郑州市金水区',
  '合肥市蜀山区',
  '昆明市五华区',
];
const NOTES = [
  '已有两处商场点位资源，希望尽快铺设',
  '本人经营便利店多年，想扩展自助零售',
  '学校周边人流量大，计划先投放三台',
  '有物业合作关系，可进驻写字楼大堂',
  '',
];
const REJECT_REASONS = ['所在区域已有代理商', '资金证明不足', '面试未通过，经营经验不足'];

/**
 * About 30 franchise applications in every state: applying, interview (scheduled in the coming
 * days), passed (each with the agent the approval created) and rejected (with a reason).
 */
export async function seedFranchiseApplications(db: Database, random: RandomSource, now: Date) {
  const { applying, interview, passed, rejected } = agentApplicationFlow.values;
  const [admin] = await db.select({ id: managers.id }).from(managers).orderBy(asc(managers.id)).limit(1);
  const handledBy = admin?.id ?? null;
  for (const [index, applicant] of APPLICANTS.entries()) {
    const status = cycle([applying, interview, passed, rejected, applying, interview], index);
    const createdAt = new Date(now.getTime() - (60 - index * 2) * DAY_MS - random.integer(0, DAY_MS - 1));
    const handledAt = status === applying ? null : new Date(createdAt.getTime() + random.integer(1, 3) * DAY_MS);
    const region = cycle(REGIONS, index);
    const phone = mobileNumber(random);
    let agentId: number | null = null;
    if (status === passed) {
      const [agent] = await db
        .insert(agents)
        .values({
          name: applicant,
          contact: applicant,
          phone,
          region,
          shareBasisPoints: NEW_AGENT_SHARE_BASIS_POINTS,
          updatedBy: handledBy,
          updatedAt: handledAt,
          createdAt: handledAt ?? createdAt,
        })
        .returning({ id: agents.id });
      agentId = agent?.id ?? null;
    }
    await db.insert(franchiseApplications).values({
      applicant,
      phone,
      region,
      deviceCount: random.integer(2, 20),
      note: cycle(NOTES, index),
      status,
      createdAt,
      interviewAt:
        status === interview || status === passed || (status === rejected && index % 2 === 0)
          ? new Date((status === interview ? now.getTime() : createdAt.getTime()) + random.integer(2, 7) * DAY_MS)
          : null,
      interviewNote: status === applying ? null : '公司会议室，携带身份证与资金证明',
      handledBy: status === applying ? null : handledBy,
      handledAt,
      rejectReason: status === rejected ? cycle(REJECT_REASONS, index) : null,
      agentId,
    });
  }
}
