import { testerApplicationFlow, type DeviceOption, type FailureData, type Envelope } from '@vending/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import { newestFirst } from '../../lists/keyset';
import { transit, type Transaction } from '../../lists/transition';
import { usernameOf } from '../administrators';
import { devices } from '../equipment';
import type { Services } from '../services';
import { testerApplications, testerDevices, testers } from './tables';
import { databaseErrorOf, isUniqueViolation } from '../../db/errors';
import { businessDateRange } from '../../lists/date-range';
import { flowWords } from '@vending/contract/flowWords';

type PersonnelHandlers = Pick<
  Handlers,
  | 'getTesterList'
  | 'getTesterDeviceOptions'
  | 'addTester'
  | 'updateTester'
  | 'updateTesterIsFlag'
  | 'removeTester'
  | 'getTesterApplicationList'
  | 'transitTesterApplication'
>;

export const PersonnelMessages = {
  TESTER_NOT_FOUND: text('测试员不存在', 'The tester does not exist'),
  APPLICATION_NOT_FOUND: text('申请不存在', 'The application does not exist'),
  PHONE_TAKEN: text('该手机号已是测试员', 'This phone number is already a tester’s'),
  DEVICE_NOT_FOUND: text('设备不存在', 'The device does not exist'),
} as const satisfies Record<string, Text>;

/** The words of the testerApplication flow, as the console shows them (one table in the contract). */
const applicationFlowWords = flowWords.testerApplication;

const testerList = declareList('getTesterList', {
  from: testers,
  dimension: NO_DIMENSION,
  select: {
    testerId: testers.id,
    name: testers.name,
    phone: testers.phone,
    isFlag: testers.isFlag,
    createdAt: testers.createdAt,
    createdBy: usernameOf(testers.createdBy),
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [testers.name, testers.phone]),
    isFlag: (isFlag) => eq(testers.isFlag, isFlag),
  },
  // testers_created_at_idx: (time desc, id desc), nulls last.
  order: newestFirst(testers.createdAt, testers.id, { indexedNullsLast: true }),
});

function applicationList(timeZone: string) {
  return declareList('getTesterApplicationList', {
    from: testerApplications,
    dimension: NO_DIMENSION,
    select: {
      applicationId: testerApplications.id,
      name: testerApplications.name,
      phone: testerApplications.phone,
      reason: testerApplications.reason,
      status: testerApplications.status,
      createdAt: testerApplications.createdAt,
      handledBy: usernameOf(testerApplications.handledBy),
      handledAt: testerApplications.handledAt,
      rejectReason: testerApplications.rejectReason,
      testerId: testerApplications.testerId,
    },
    filters: {
      keyword: (keyword) => anyContains(keyword, [testerApplications.name, testerApplications.phone]),
      status: (status) => eq(testerApplications.status, status),
      ...businessDateRange(testerApplications.createdAt, timeZone),
    },
    // tester_applications_created_at_idx (and tester_applications_status_idx after the status): (time desc, id desc), nulls last.
    order: newestFirst(testerApplications.createdAt, testerApplications.id, { indexedNullsLast: true }),
  });
}

const applicationRecords = {
  table: testerApplications,
  id: testerApplications.id,
  status: testerApplications.status,
  handledBy: testerApplications.handledBy,
  handledAt: testerApplications.handledAt,
  flow: testerApplicationFlow,
  idParam: 'applicationId',
  notFound: PersonnelMessages.APPLICATION_NOT_FOUND,
  words: applicationFlowWords,
  returning: { id: testerApplications.id, name: testerApplications.name, phone: testerApplications.phone },
};

/** The devices of each tester, by device number. */
async function devicesOf(db: Database, testerIds: number[]): Promise<Map<number, DeviceOption[]>> {
  const byTester = new Map<number, DeviceOption[]>();
  if (testerIds.length === 0) return byTester;
  const rows = await db
    .select({
      testerId: testerDevices.testerId,
      deviceId: devices.id,
      deviceNo: devices.deviceNo,
      deviceName: devices.deviceName,
    })
    .from(testerDevices)
    .innerJoin(devices, eq(devices.id, testerDevices.deviceId))
    .where(inArray(testerDevices.testerId, testerIds))
    .orderBy(asc(devices.deviceNo));
  for (const { testerId, ...device } of rows) {
    const list = byTester.get(testerId) ?? [];
    list.push(device);
    byTester.set(testerId, list);
  }
  return byTester;
}

/** A refusal naming `deviceIds` when any of them is not a device. */
async function checkDevices(db: Database, deviceIds: number[]): Promise<Envelope<FailureData> | undefined> {
  if (deviceIds.length === 0) return undefined;
  const found = new Set(
    (await db.select({ id: devices.id }).from(devices).where(inArray(devices.id, deviceIds))).map((row) => row.id),
  );
  const missing = deviceIds.filter((deviceId) => !found.has(deviceId));
  return missing.length === 0
    ? undefined
    : failure(
        text(
          `${PersonnelMessages.DEVICE_NOT_FOUND.zh}：${missing.join('、')}`,
          `No such device: ${missing.join(', ')}`,
        ),
        'deviceIds',
      );
}

/** A refusal naming `phone` when another tester (than `exceptId`) has it. */
async function checkPhone(db: Database, phone: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: testers.id })
    .from(testers)
    .where(exceptId === undefined ? eq(testers.phone, phone) : and(eq(testers.phone, phone), ne(testers.id, exceptId)));
  return taken ? failure(PersonnelMessages.PHONE_TAKEN, 'phone') : undefined;
}

/**
 * The refusal a write racing another one met in the database: the same phone added at once,
 * or a device deleted between the check and the write. Anything else is not ours to answer.
 */
function raceRefusal(error: unknown): Envelope<FailureData> {
  if (isUniqueViolation(error, 'testers_phone_unique')) return failure(PersonnelMessages.PHONE_TAKEN, 'phone');
  const { code, constraint } = databaseErrorOf(error);
  if (code === '23503' && constraint?.startsWith('tester_devices_device_id')) {
    return failure(PersonnelMessages.DEVICE_NOT_FOUND, 'deviceIds');
  }
  throw error;
}

async function setDevices(tx: Transaction, testerId: number, deviceIds: number[]) {
  await tx.delete(testerDevices).where(eq(testerDevices.testerId, testerId));
  if (deviceIds.length > 0) {
    await tx.insert(testerDevices).values(deviceIds.map((deviceId) => ({ testerId, deviceId })));
  }
}

/**
 * The tester an approval makes: a new enabled one, added by the administrator who approved it
 * (its 添加人), or the one already having the phone.
 */
async function testerForApplicant(
  tx: Transaction,
  applicant: { name: string; phone: string },
  at: Date,
  approvedBy: number,
) {
  const [created] = await tx
    .insert(testers)
    .values({ name: applicant.name, phone: applicant.phone, isFlag: 1, createdAt: at, createdBy: approvedBy })
    .onConflictDoNothing({ target: testers.phone })
    .returning({ id: testers.id });
  if (created) return created.id;
  const [existing] = await tx.select({ id: testers.id }).from(testers).where(eq(testers.phone, applicant.phone));
  if (!existing) throw new Error(`No tester has phone ${applicant.phone}, yet adding one conflicted.`);
  return existing.id;
}

const flagOf = (isFlag: number) => (isFlag === 1 ? (1 as const) : (0 as const));

export function personnelHandlers({ db, config, now }: Services): PersonnelHandlers {
  const applications = applicationList(config.businessTimeZone);
  return {
    async getTesterList(params) {
      const { rows, total } = await testerList.page(db, params);
      const deviceLists = await devicesOf(
        db,
        rows.map((row) => row.testerId),
      );
      return success({
        rows: rows.map(({ createdAt, isFlag, ...row }) => ({
          ...row,
          devices: deviceLists.get(row.testerId) ?? [],
          isFlag: flagOf(isFlag),
          createTime: createdAt.toISOString(),
        })),
        total,
      });
    },

    async getTesterDeviceOptions({ keyword, limit }) {
      const rows = await db
        .select({ deviceId: devices.id, deviceNo: devices.deviceNo, deviceName: devices.deviceName })
        .from(devices)
        .where(keyword === undefined ? undefined : anyContains(keyword, [devices.deviceNo, devices.deviceName]))
        .orderBy(asc(devices.deviceNo), asc(devices.id))
        .limit(limit);
      return success({ rows });
    },

    async addTester({ name, phone, deviceIds }, { manager }) {
      const deviceSet = [...new Set(deviceIds)];
      const refused = (await checkPhone(db, phone)) ?? (await checkDevices(db, deviceSet));
      if (refused) return refused;
      try {
        const testerId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(testers)
            .values({ name, phone, createdBy: manager.managerId, createdAt: now() })
            .returning({ id: testers.id });
          if (!created) throw new Error('Adding a tester returned no row.');
          await setDevices(tx, created.id, deviceSet);
          return created.id;
        });
        return success({ testerId });
      } catch (error) {
        return raceRefusal(error);
      }
    },

    async updateTester({ testerId, name, phone, deviceIds }) {
      const deviceSet = [...new Set(deviceIds)];
      const [existing] = await db.select({ id: testers.id }).from(testers).where(eq(testers.id, testerId));
      if (!existing) return failure(PersonnelMessages.TESTER_NOT_FOUND, 'testerId');
      const refused = (await checkPhone(db, phone, testerId)) ?? (await checkDevices(db, deviceSet));
      if (refused) return refused;
      try {
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(testers)
            .set({ name, phone })
            .where(eq(testers.id, testerId))
            .returning({ id: testers.id });
          if (!row) return false;
          await setDevices(tx, testerId, deviceSet);
          return true;
        });
        return updated ? success(null) : failure(PersonnelMessages.TESTER_NOT_FOUND, 'testerId');
      } catch (error) {
        return raceRefusal(error);
      }
    },

    updateTesterIsFlag: enableDisableHandler(db, {
      table: testers,
      dimension: NO_DIMENSION,
      idParam: 'testerId',
      notFound: PersonnelMessages.TESTER_NOT_FOUND,
    }),

    async removeTester({ testerId }) {
      const removed = await db.delete(testers).where(eq(testers.id, testerId)).returning({ id: testers.id });
      return removed.length > 0 ? success(null) : failure(PersonnelMessages.TESTER_NOT_FOUND, 'testerId');
    },

    async getTesterApplicationList(params) {
      const { rows, total } = await applications.page(db, params);
      return success({
        rows: rows.map(({ createdAt, handledAt, ...row }) => ({
          ...row,
          createTime: createdAt.toISOString(),
          handledTime: handledAt?.toISOString() ?? null,
        })),
        total,
      });
    },

    async transitTesterApplication({ applicationId, action, reason }, { manager, auditInside }) {
      const at = now();
      if (action === 'reject') {
        return transit(db, applicationRecords, {
          auditInside,
          id: applicationId,
          action,
          caller: manager,
          at,
          set: { rejectReason: reason },
        });
      }
      return transit(db, applicationRecords, {
        auditInside,
        id: applicationId,
        action,
        caller: manager,
        at,
        onTransition: async (tx, application) => {
          const testerId = await testerForApplicant(tx, application, at, manager.managerId);
          await tx.update(testerApplications).set({ testerId }).where(eq(testerApplications.id, application.id));
        },
      });
    },
  };
}
