import { testerApplicationFlow } from '@vending/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DAY_MS, type RandomSource, mobileNumber } from '../../seed/seed-tools';
import { managers } from '../administrators';
import { testerApplications, testerDevices, testers } from './tables';

const NAMES = [
  '陈思远',
  '林晓峰',
  '王雨桐',
  '张浩然',
  '刘佳琪',
  '赵子涵',
  '黄俊杰',
  '周梓轩',
  '吴欣怡',
  '徐一诺',
  '孙明辉',
  '马丽娟',
  '朱建国',
  '胡雪梅',
  '郭志强',
  '何婷婷',
  '高鹏飞',
  '罗晓燕',
  '郑宇航',
  '梁静怡',
  '谢文博',
  '宋嘉怡',
  '唐国栋',
  '许诗涵',
  '韩晨阳',
  '冯秀英',
  '邓伟民',
  '曹雅琴',
  '彭立新',
  '曾小红',
  '肖云飞',
  '田美玲',
  '董浩宇',
  '袁丹丹',
  '潘志明',
  '蒋欣然',
  '蔡俊豪',
  '杜若曦',
  '叶子豪',
  '苏晴',
  '魏振华',
  '吕佳慧',
  '丁磊',
  '沈梦瑶',
  '姚建华',
  '卢思琪',
  '姜涛',
  '崔海燕',
  '钟文杰',
  '谭晓丽',
  '陆天宇',
];
const APPLICATION_REASONS = [
  '每天上下班都在地铁站用售货机，愿意帮忙试用新功能',
  '公司楼下有你们的机器，午休时间可以配合测试',
  '做过两年手机应用测试，熟悉问题反馈流程',
  '小区门口新装了售货机，想参与扫码支付的体验测试',
  '在校大学生，课余时间充足，可以长期参与测试',
  '经常遇到出货慢的问题，希望帮忙一起改进',
  '在商场工作，每天能接触好几台设备',
  '对自助零售很感兴趣，愿意提交详细的使用反馈',
];
const REJECT_REASONS = [
  '所在区域暂无可测试的设备',
  '预留手机号无法接通，请核实后重新申请',
  '本期测试名额已满，欢迎下期再来',
  '申请理由过于简单，请补充常用设备和使用频率',
  '同一手机号已提交过申请',
];

/** How many testers administrators added, and how many applications of each state. */
const ADDED_TESTERS = 18;
const PASSED = 8;
const REJECTED = 7;
const APPLYING = 11;

/**
 * Testers with one to three devices each, and applications in every state: passed ones linked to
 * the testers their approval created, rejected ones with their reasons, the rest waiting. Times
 * are counted back from `now`; the order of the generator's draws is fixed, so every start is the same.
 */
export async function seedPersonnel(
  db: Database,
  random: RandomSource,
  now: Date,
  { deviceRows }: { deviceRows: { id: number }[] },
) {
  const staff = await db
    .select({ id: managers.id, username: managers.username })
    .from(managers)
    .where(inArray(managers.username, ['admin', 'operator']));
  const admin = staff.find((manager) => manager.username === 'admin')?.id ?? null;
  const adders = staff.map((manager) => manager.id);

  const usedPhones = new Set<string>();
  const phone = () => {
    for (;;) {
      const candidate = mobileNumber(random);
      if (!usedPhones.has(candidate)) {
        usedPhones.add(candidate);
        return candidate;
      }
    }
  };
  const names = [...NAMES];
  const name = () => names.splice(random.integer(0, names.length - 1), 1)[0] ?? random.pick(NAMES);
  const daysAgo = (maxDays: number) => new Date(now.getTime() - Math.floor(random.next() * maxDays * DAY_MS));

  const values = testerApplicationFlow.values;
  const applications = [
    ...Array.from({ length: PASSED }, () => values.passed),
    ...Array.from({ length: REJECTED }, () => values.rejected),
    ...Array.from({ length: APPLYING }, () => values.applying),
  ].map((status) => {
    // Waiting ones are recent; handled ones were handled within three days of applying.
    const createdAt = daysAgo(status === values.applying ? 10 : 90);
    const handled = status !== values.applying;
    const handledAt = handled
      ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.integer(1, 72) * 3_600_000))
      : null;
    return {
      name: name(),
      phone: phone(),
      reason: random.pick(APPLICATION_REASONS),
      status,
      createdAt,
      handledBy: handled ? admin : null,
      handledAt,
      rejectReason: status === values.rejected ? random.pick(REJECT_REASONS) : null,
    };
  });
  const insertedApplications = await db
    .insert(testerApplications)
    .values(applications)
    .returning({ id: testerApplications.id, status: testerApplications.status });

  const added = Array.from({ length: ADDED_TESTERS }, () => ({
    tester: {
      name: name(),
      phone: phone(),
      isFlag: random.next() < 0.15 ? 0 : 1,
      createdAt: daysAgo(120),
      createdBy: adders.length > 0 ? random.pick(adders) : null,
    },
    applicationId: null,
  }));
  // An approval creates the tester at the moment it is approved, added by who approved it.
  const approved = applications.flatMap((application, index) => {
    const applicationId = insertedApplications[index]?.id;
    if (application.status !== values.passed || !application.handledAt || applicationId === undefined) return [];
    const { name: applicantName, phone: applicantPhone, handledAt, handledBy } = application;
    return [
      {
        tester: { name: applicantName, phone: applicantPhone, isFlag: 1, createdAt: handledAt, createdBy: handledBy },
        applicationId,
      },
    ];
  });
  const testerRows: { tester: typeof testers.$inferInsert; applicationId: number | null }[] = [...added, ...approved];
  const insertedTesters = await db
    .insert(testers)
    .values(testerRows.map((row) => row.tester))
    .returning({ id: testers.id });

  const links: { testerId: number; deviceId: number }[] = [];
  for (const [index, tester] of insertedTesters.entries()) {
    const applicationId = testerRows[index]?.applicationId;
    if (applicationId) {
      await db.update(testerApplications).set({ testerId: tester.id }).where(eq(testerApplications.id, applicationId));
    }
    const deviceIds = new Set<number>();
    const wanted = random.integer(1, 3);
    while (deviceIds.size < Math.min(wanted, deviceRows.length)) deviceIds.add(random.pick(deviceRows).id);
    for (const deviceId of deviceIds) links.push({ testerId: tester.id, deviceId });
  }
  if (links.length > 0) await db.insert(testerDevices).values(links);
}
