import { z } from 'zod';
import { endpoint } from '../endpoint';
import { flagValue, recordId } from '../fields';
import { flagParam, instant, intParam, pagedRows, pagingParams, textParam } from '../wire';
import { selectOption } from './agents';

// Software (软件管理): the releases of the devices' software and what each device runs and is
// being updated to.

/** What a release runs on: the main controller's Android app, or the lower controller's firmware. */
export const softwarePlatforms = ['android', 'controller'] as const;
export type SoftwarePlatform = (typeof softwarePlatforms)[number];

/**
 * A pushed update's status and the number it is stored and sent as. Devices report the move
 * from pending to updating and on to updated or failed; staff push (pending) and retry a
 * failure (pending again).
 */
export const softwareUpdateStatuses = { pending: 1, updating: 2, updated: 3, failed: 4 } as const;
export type SoftwareUpdateStatus = keyof typeof softwareUpdateStatuses;

/**
 * What the device software page shows and filters by: with nothing pushed (or the push
 * installed and an even newer release out), `upToDate` when the device runs the latest release
 * of the main controller (the highest version, then build) and `outdated` when it runs an
 * older one; otherwise the pushed update's status, moved by the device's reports:
 * 待升级 → 下载中 → 已升级 / 升级失败. With nothing pushed and a version no release has (a
 * device reporting 9.9.9), `unknownVersion`: neither up to date nor behind can be said.
 */
export const deviceUpdateStates = [
  'upToDate',
  'outdated',
  'unknownVersion',
  'pending',
  'updating',
  'upgraded',
  'failed',
] as const;
export type DeviceUpdateState = (typeof deviceUpdateStates)[number];

/** The display state of a stored update status (null: nothing pushed); `behind`: a newer release exists. */
export function deviceUpdateStateOf(status: number | null, behind = false, known = true): DeviceUpdateState {
  if (status === softwareUpdateStatuses.pending) return 'pending';
  if (status === softwareUpdateStatuses.updating) return 'updating';
  if (status === softwareUpdateStatuses.failed) return 'failed';
  if (status === softwareUpdateStatuses.updated) return 'upgraded';
  if (!known) return 'unknownVersion';
  return behind ? 'outdated' : 'upToDate';
}

/**
 * Orders versions as releases are ordered: each dot-separated number in turn (2.10.0 after
 * 2.9.3), then the build number when both are given. Negative: a before b.
 */
export function compareVersions(a: string, b: string, buildA = 0, buildB = 0): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return Math.sign(buildA - buildB);
}

/** A version such as 1.2.3 (two to four dot-separated numbers, each without leading zeros). */
export const softwareVersion = z
  .string()
  .trim()
  .max(32)
  .regex(/^(0|[1-9]\d{0,5})(\.(0|[1-9]\d{0,5})){1,3}$/, 'must be a version such as 1.2.3');

/** An uploaded software package's URL (uploadSoftwarePackage); the server finds it in its store. */
export const softwarePackageUrl = z
  .string()
  .trim()
  .min(1, 'must be an uploaded package')
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/, 'must be an uploaded package');

// 软件列表

export const softwareReleaseListRequest = z.strictObject({
  platform: z.enum(softwarePlatforms).optional(),
  /** Part of the version or the change log. */
  keyword: textParam(50).optional(),
  ...pagingParams,
});
export const softwareReleaseRow = z.object({
  releaseId: z.int(),
  platform: z.enum(softwarePlatforms),
  version: z.string(),
  buildNumber: z.int(),
  changeLog: z.string(),
  packageUrl: z.string(),
  /** In bytes, as the upload store holds it. */
  packageSize: z.int(),
  /** SHA-256 of the package, hex. */
  packageSha256: z.string(),
  forceUpdate: flagValue,
  releaseTime: instant,
  /** Devices whose current push names this release (any status). */
  deviceCount: z.int(),
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type SoftwareReleaseRow = z.infer<typeof softwareReleaseRow>;

const releaseFields = {
  platform: z.enum(softwarePlatforms),
  version: softwareVersion,
  buildNumber: intParam({ min: 1, max: 2_147_483_647 }),
  changeLog: z.string().trim().max(2000).optional(),
  packageUrl: softwarePackageUrl,
  /** 1 devices must install it, 0 they may wait. */
  forceUpdate: flagParam.optional(),
  releaseTime: instant,
};
export const addSoftwareReleaseRequest = z.strictObject(releaseFields);
export const updateSoftwareReleaseRequest = z.strictObject({ releaseId: recordId, ...releaseFields });
export const deleteSoftwareReleaseRequest = z.strictObject({ releaseId: recordId });

// 设备软件列表

export const deviceSoftwareListRequest = z.strictObject({
  /** Part of the device number or name. */
  keyword: textParam(50).optional(),
  updateState: z.enum(deviceUpdateStates).optional(),
  /** The current or the target version, exactly. */
  version: textParam(32).optional(),
  ...pagingParams,
});
export const deviceSoftwareRow = z.object({
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  merchantName: z.string().nullable(),
  /** What the device runs (its last report). */
  currentVersion: z.string(),
  /** The latest release of the main controller (highest version, then build); null with none. */
  latestVersion: z.string().nullable(),
  /** 1 while its last heartbeat is within the online window (the devices' one rule). */
  online: flagValue,
  /** The pushed release, null when nothing was pushed. */
  releaseId: z.int().nullable(),
  targetPlatform: z.enum(softwarePlatforms).nullable(),
  targetVersion: z.string().nullable(),
  /** The stored update status (softwareUpdateStatuses), null when nothing was pushed. */
  status: z.int().nullable(),
  updateState: z.enum(deviceUpdateStates),
  failureReason: z.string(),
  pushTime: instant.nullable(),
  updatedBy: z.string().nullable(),
});
export type DeviceSoftwareRow = z.infer<typeof deviceSoftwareRow>;

export const pushSoftwareReleaseRequest = z.strictObject({
  deviceIds: z.array(recordId).min(1).max(500),
  releaseId: recordId,
  /** 1: push although it is older than what some of the devices run (the staff confirmed the downgrade). */
  confirmDowngrade: flagParam.optional(),
});
export const retrySoftwareUpdatesRequest = z.strictObject({ deviceIds: z.array(recordId).min(1).max(500) });

export const softwareEndpoints = {
  getSoftwareReleaseList: endpoint({
    method: 'GET',
    path: '/api/software/back/releases/getSoftwareReleaseList',
    encoding: 'query',
    request: softwareReleaseListRequest,
    data: pagedRows(softwareReleaseRow),
    menu: '软件列表',
    summary: 'The software releases, newest release time first, filtered by platform and a keyword.',
  }),
  addSoftwareRelease: endpoint({
    method: 'POST',
    path: '/api/software/back/releases/addSoftwareRelease',
    encoding: 'form',
    request: addSoftwareReleaseRequest,
    data: z.object({ releaseId: z.int() }),
    menu: '软件列表',
    summary:
      "Add a release: its package (an uploaded package's URL; size and SHA-256 are the store's), version and build unique per platform.",
  }),
  updateSoftwareRelease: endpoint({
    method: 'POST',
    path: '/api/software/back/releases/updateSoftwareRelease',
    encoding: 'form',
    request: updateSoftwareReleaseRequest,
    data: z.null(),
    menu: '软件列表',
    summary: 'Change a release.',
  }),
  deleteSoftwareRelease: endpoint({
    method: 'POST',
    path: '/api/software/back/releases/deleteSoftwareRelease',
    encoding: 'form',
    request: deleteSoftwareReleaseRequest,
    data: z.null(),
    menu: '软件列表',
    summary: "Delete a release; refused while a device's update names it.",
  }),
  getSoftwareReleaseOptions: endpoint({
    method: 'GET',
    path: '/api/software/back/devices/getSoftwareReleaseOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ rows: z.array(selectOption) }),
    menu: '设备软件列表',
    summary: 'Every release, newest first, labelled with its platform, version and build: what may be pushed.',
  }),
  getDeviceSoftwareList: endpoint({
    method: 'GET',
    path: '/api/software/back/devices/getDeviceSoftwareList',
    encoding: 'query',
    request: deviceSoftwareListRequest,
    data: pagedRows(deviceSoftwareRow),
    menu: '设备软件列表',
    summary: "Each device's current version, the version pushed to it and how its update goes.",
  }),
  pushSoftwareRelease: endpoint({
    method: 'POST',
    path: '/api/software/back/devices/pushSoftwareRelease',
    encoding: 'json',
    request: pushSoftwareReleaseRequest,
    data: z.object({
      pushed: z.int(),
      /** Of them, the devices offline now: theirs applies when they next report. */
      offline: z.int(),
    }),
    menu: '设备软件列表',
    summary:
      'Push a release to the chosen devices: each update becomes pending, replacing what was pushed before. A release older than what a chosen device runs is refused (field confirmDowngrade) unless confirmDowngrade=1.',
  }),
  retrySoftwareUpdates: endpoint({
    method: 'POST',
    path: '/api/software/back/devices/retrySoftwareUpdates',
    encoding: 'json',
    request: retrySoftwareUpdatesRequest,
    data: z.object({ retried: z.int(), skipped: z.int() }),
    menu: '设备软件列表',
    summary:
      'Push the failed updates of the chosen devices again (pending); devices whose update did not fail are skipped.',
  }),
} as const;
