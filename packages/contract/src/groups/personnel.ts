import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, flagValue, recordId, mobilePhone } from '../fields';
import { flowTransitionRequest } from '../flowRequests';
import { testerApplicationFlow } from '../statusFlows';
import { dateParam, flagParam, instant, intParam, pagedRows, pagingParams, textParam } from '../wire';

// Testers (测试人员管理): people who may test on chosen devices, and their applications.

/** A tester's mobile number: 11 digits starting with 1, required. */

export const deviceOption = z.object({ deviceId: z.int(), deviceNo: z.string(), deviceName: z.string() });
export type DeviceOption = z.infer<typeof deviceOption>;

export const testerListRequest = z.strictObject({
  /** Part of the name or of the phone number. */
  keyword: textParam(50).optional(),
  isFlag: flagParam.optional(),
  ...pagingParams,
});

export const testerRow = z.object({
  testerId: z.int(),
  name: z.string(),
  phone: z.string(),
  /** The devices the tester may test on. */
  devices: z.array(deviceOption),
  isFlag: flagValue,
  createTime: instant,
  /** Who added the tester (an administrator's username), or null when an approval created it. */
  createdBy: z.string().nullable(),
});
export type TesterRow = z.infer<typeof testerRow>;

const testerFields = {
  name: textParam(32),
  phone: mobilePhone,
  deviceIds: z.array(recordId).max(100),
};

export const addTesterRequest = z.strictObject(testerFields);
export const updateTesterRequest = z.strictObject({ testerId: recordId, ...testerFields });
export const testerFlagRequest = z.strictObject({ testerId: recordId, isFlag: flagParam });
export const removeTesterRequest = z.strictObject({ testerId: recordId });
export const deviceOptionsRequest = z.strictObject({
  /** Part of the device number or name. */
  keyword: textParam(50).optional(),
  limit: intParam({ min: 1, max: 200 }).default(200),
});

export const testerApplicationFilters = {
  keyword: textParam(50).optional(),
  /** A state of the tester-application flow, as its number. */
  status: intParam({ min: 1, max: 3 }).optional(),
  /** Submission date range, inclusive, in the business time zone. */
  startTime: dateParam.optional(),
  endTime: dateParam.optional(),
};
export const testerApplicationListRequest = z
  .strictObject({ ...testerApplicationFilters, ...pagingParams })
  .refine(dateRangeInOrder, dateRangeMessage);

export const testerApplicationRow = z.object({
  applicationId: z.int(),
  name: z.string(),
  phone: z.string(),
  /** Why the applicant wants to test. */
  reason: z.string(),
  status: z.int(),
  createTime: instant,
  /** Who approved or rejected it, and when; null while it waits. */
  handledBy: z.string().nullable(),
  handledTime: instant.nullable(),
  rejectReason: z.string().nullable(),
  /** The tester an approval created. */
  testerId: z.int().nullable(),
});
export type TesterApplicationRow = z.infer<typeof testerApplicationRow>;

export const transitTesterApplicationRequest = flowTransitionRequest(testerApplicationFlow, 'applicationId');

export const personnelEndpoints = {
  getTesterList: endpoint({
    method: 'GET',
    path: '/api/sys-personnel/back/testers/getTesterList',
    encoding: 'query',
    request: testerListRequest,
    data: pagedRows(testerRow),
    menu: '测试员列表',
    summary: 'Testers, newest first, filtered by keyword (name, phone) and enabled flag.',
  }),
  getTesterDeviceOptions: endpoint({
    method: 'GET',
    path: '/api/sys-personnel/back/testers/getDeviceOptions',
    encoding: 'query',
    request: deviceOptionsRequest,
    data: z.object({ rows: z.array(deviceOption) }),
    menu: '测试员列表',
    summary: 'Devices a tester may be given, by device number.',
  }),
  addTester: endpoint({
    method: 'POST',
    path: '/api/sys-personnel/back/testers/addTester',
    encoding: 'json',
    request: addTesterRequest,
    data: z.object({ testerId: z.int() }),
    menu: '测试员列表',
    summary: 'Add a tester with the devices they may test on; the phone must be new.',
  }),
  updateTester: endpoint({
    method: 'PUT',
    path: '/api/sys-personnel/back/testers/updateTester',
    encoding: 'json',
    request: updateTesterRequest,
    data: z.null(),
    menu: '测试员列表',
    summary: "Edit a tester's name, phone and devices.",
  }),
  updateTesterIsFlag: endpoint({
    method: 'POST',
    path: '/api/sys-personnel/back/testers/updateTesterIsFlag',
    encoding: 'form',
    request: testerFlagRequest,
    data: z.null(),
    menu: '测试员列表',
    summary: 'Enable (1) or disable (0) a tester.',
  }),
  removeTester: endpoint({
    method: 'POST',
    path: '/api/sys-personnel/back/testers/removeTester',
    encoding: 'form',
    request: removeTesterRequest,
    data: z.null(),
    menu: '测试员列表',
    summary: 'Remove a tester and their devices; an application that created them keeps its record.',
  }),
  getTesterApplicationList: endpoint({
    method: 'GET',
    path: '/api/sys-personnel/back/applications/getTesterApplicationList',
    encoding: 'query',
    request: testerApplicationListRequest,
    data: pagedRows(testerApplicationRow),
    menu: '测试员申请列表',
    summary: 'Tester applications, newest first, filtered by keyword, status and submission dates.',
  }),
  transitTesterApplication: endpoint({
    method: 'POST',
    path: '/api/sys-personnel/back/applications/transitTesterApplication',
    encoding: 'form',
    request: transitTesterApplicationRequest,
    data: z.null(),
    menu: '测试员申请列表',
    summary:
      'Approve (creates the tester) or reject (with a reason) an application still applying; any other move is refused.',
  }),
} as const;
