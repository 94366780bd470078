import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateRangeInOrder, dateRangeMessage, flagValue, recordId } from '../fields';
import { dateParam, flagParam, instant, intParam, pagedRows, pagingParams, textParam } from '../wire';
import { selectOption } from './agents';
import { carouselLink } from './carousel';

// Advertisements (广告管理): the advertisements (广告列表) and which device plays which, when (设备广告).

/**
 * Where an advertisement shows: `idle` the device's idle screen (待机屏), `dispensing` the
 * device's screen while it dispenses (出货页), `home` the members' mini-program home (小程序首页).
 */
export const advertisementPlacements = ['idle', 'dispensing', 'home'] as const;
export type AdvertisementPlacement = (typeof advertisementPlacements)[number];
/** What an advertisement's media is: an uploaded image (uploadImage) or video (uploadVideo). */
export const advertisementMediaKinds = ['image', 'video'] as const;
export type AdvertisementMediaKind = (typeof advertisementMediaKinds)[number];
/** Where an enabled advertisement's period stands at the server's clock. */
export const advertisementStates = ['showing', 'upcoming', 'ended'] as const;
export type AdvertisementState = (typeof advertisementStates)[number];

/** The media folder and extensions of each kind's uploads (`…/images/<sha256>.png`). */
const MEDIA_OF_KIND: Record<AdvertisementMediaKind, RegExp> = {
  image: /(^|\/)images\/[0-9a-f]{64}\.(png|jpg|gif|webp)$/,
  video: /(^|\/)videos\/[0-9a-f]{64}\.(mp4|webm)$/,
};
/** Whether a media URL is an upload of the given kind. */
export function mediaIsOfKind(media: string, kind: string): boolean {
  const pattern = MEDIA_OF_KIND[kind as AdvertisementMediaKind] as RegExp | undefined;
  return pattern !== undefined && pattern.test(media);
}

/** An uploaded image or video's URL, as the upload answered it. */
export const advertisementMedia = z
  .string()
  .trim()
  .min(1, 'must be an uploaded image or video')
  .max(500)
  .regex(
    /^(\/(?!\/)|https?:\/\/)[^\s]*(images|videos)\/[0-9a-f]{64}\.[a-z0-9]+$/,
    'must be an uploaded image or video',
  );

// 广告列表

export const advertisementListRequest = z
  .strictObject({
    /** Part of the title. */
    keyword: textParam(50).optional(),
    placement: z.enum(advertisementPlacements).optional(),
    mediaKind: z.enum(advertisementMediaKinds).optional(),
    isFlag: flagParam.optional(),
    /** Showing now, not started yet, or over (whatever the flag). */
    state: z.enum(advertisementStates).optional(),
    /** Advertisements whose period overlaps these dates. */
    startTime: dateParam.optional(),
    endTime: dateParam.optional(),
    ...pagingParams,
  })
  .refine(dateRangeInOrder, dateRangeMessage);
export const advertisementRow = z.object({
  advertisementId: z.int(),
  title: z.string(),
  mediaKind: z.enum(advertisementMediaKinds),
  media: z.string(),
  link: z.string(),
  placement: z.enum(advertisementPlacements),
  startTime: instant,
  endTime: instant,
  state: z.enum(advertisementStates),
  /** Smaller first. */
  sortOrder: z.int(),
  isFlag: flagValue,
  /** The devices it is assigned to. */
  deviceCount: z.int(),
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type AdvertisementRow = z.infer<typeof advertisementRow>;

/** A period must end after it starts; the refusal names `endTime`. */
function periodInOrder(period: { startTime?: string | undefined; endTime?: string | undefined }) {
  return !period.startTime || !period.endTime || Date.parse(period.endTime) > Date.parse(period.startTime);
}
const periodMessage = { message: 'must be after startTime', path: ['endTime'] };

const advertisementFields = {
  title: textParam(60),
  mediaKind: z.enum(advertisementMediaKinds),
  media: advertisementMedia,
  /** Where tapping it leads: an http(s) address or an app path; empty for nowhere. */
  link: carouselLink.optional(),
  placement: z.enum(advertisementPlacements),
  startTime: instant,
  endTime: instant,
  /** Smaller first; 0 when not given. */
  sortOrder: intParam({ min: 0, max: 9_999 }).optional(),
};
const mediaOfKind = {
  message: 'must be an upload of the chosen media kind',
  path: ['media'],
};
export const addAdvertisementRequest = z
  .strictObject(advertisementFields)
  .refine(periodInOrder, periodMessage)
  .refine((ad) => mediaIsOfKind(ad.media, ad.mediaKind), mediaOfKind);
export const updateAdvertisementRequest = z
  .strictObject({ advertisementId: recordId, ...advertisementFields })
  .refine(periodInOrder, periodMessage)
  .refine((ad) => mediaIsOfKind(ad.media, ad.mediaKind), mediaOfKind);
export const advertisementFlagRequest = z.strictObject({ advertisementId: recordId, isFlag: flagParam });
export const removeAdvertisementRequest = z.strictObject({ advertisementId: recordId });

// 设备广告

export const deviceAdvertisementListRequest = z.strictObject({
  /** Part of the device number or name. */
  keyword: textParam(50).optional(),
  advertisementId: recordId.optional(),
  placement: z.enum(advertisementPlacements).optional(),
  /** Where the assignment's own period stands. */
  state: z.enum(advertisementStates).optional(),
  ...pagingParams,
});
export const deviceAdvertisementRow = z.object({
  assignmentId: z.int(),
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  merchantName: z.string().nullable(),
  advertisementId: z.int(),
  title: z.string(),
  mediaKind: z.enum(advertisementMediaKinds),
  media: z.string(),
  placement: z.enum(advertisementPlacements),
  startTime: instant,
  endTime: instant,
  state: z.enum(advertisementStates),
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type DeviceAdvertisementRow = z.infer<typeof deviceAdvertisementRow>;

/** An advertisement to choose, with its own period (an assignment's default). */
export const advertisementOption = selectOption.extend({ startTime: instant, endTime: instant });
export type AdvertisementOption = z.infer<typeof advertisementOption>;

/** What picks devices: part of the number, name or address, online or not. */
export const devicePickFilter = z.strictObject({
  keyword: textParam(50).optional(),
  /** 1 online (a recent heartbeat), 0 offline. */
  online: flagParam.optional(),
});
export const advertisingDeviceListRequest = z.strictObject({ ...devicePickFilter.shape, ...pagingParams });
export const pickableDeviceRow = z.object({
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  merchantName: z.string().nullable(),
  address: z.string(),
  online: flagValue,
});
export type PickableDeviceRow = z.infer<typeof pickableDeviceRow>;

/** At most this many devices named one by one; more are chosen by sending the filter. */
export const MAX_PICKED_DEVICES = 1_000;
export const assignDeviceAdvertisementsRequest = z
  .strictObject({
    advertisementId: recordId,
    /** The assignment's period; the advertisement's own when absent. */
    startTime: instant.optional(),
    endTime: instant.optional(),
    /** The devices chosen one by one… */
    deviceIds: z.array(recordId).min(1, 'must not be empty').max(MAX_PICKED_DEVICES).optional(),
    /** …or every device this filter matches (the server resolves it). */
    filter: devicePickFilter.optional(),
  })
  .refine((request) => (request.deviceIds === undefined) !== (request.filter === undefined), {
    message: 'must name devices or a filter (one of them)',
    path: ['deviceIds'],
  })
  .refine(periodInOrder, periodMessage);
export const assignDeviceAdvertisementsAnswer = z.object({
  /** New assignments. */
  assigned: z.int().min(0),
  /** Devices that had the advertisement already: their period was changed. */
  updated: z.int().min(0),
});
export const removeDeviceAdvertisementsRequest = z.strictObject({
  assignmentIds: z.array(recordId).min(1, 'must not be empty').max(100),
});

export const advertisementEndpoints = {
  getAdvertisementList: endpoint({
    method: 'GET',
    path: '/api/advert/back/advert/getAdvertList',
    encoding: 'query',
    request: advertisementListRequest,
    data: pagedRows(advertisementRow),
    menu: '广告列表',
    summary:
      'Advertisements in their order (placement, then sort order), with their state at the server clock and how many devices play them; filtered by title, placement, media kind, enabled, state and period.',
  }),
  addAdvertisement: endpoint({
    method: 'POST',
    path: '/api/advert/back/advert/addAdvert',
    encoding: 'form',
    request: addAdvertisementRequest,
    data: z.object({ advertisementId: z.int() }),
    menu: '广告列表',
    summary:
      'Add an advertisement: a title, an uploaded image or video of the stated kind, a link, a placement, a period ending after it starts and an order; enabled.',
  }),
  updateAdvertisement: endpoint({
    method: 'POST',
    path: '/api/advert/back/advert/updateAdvert',
    encoding: 'form',
    request: updateAdvertisementRequest,
    data: z.null(),
    menu: '广告列表',
    summary: "Change an advertisement (its devices' own periods are kept).",
  }),
  updateAdvertisementIsFlag: endpoint({
    method: 'POST',
    path: '/api/advert/back/advert/updateAdvertIsFlag',
    encoding: 'form',
    request: advertisementFlagRequest,
    data: z.null(),
    menu: '广告列表',
    summary: 'Enable (1) or disable (0) an advertisement.',
  }),
  removeAdvertisement: endpoint({
    method: 'POST',
    path: '/api/advert/back/advert/removeAdvert',
    encoding: 'form',
    request: removeAdvertisementRequest,
    data: z.object({ removedAssignments: z.int().min(0) }),
    menu: '广告列表',
    summary: 'Remove an advertisement and its device assignments; answers how many assignments went with it.',
  }),
  getDeviceAdvertisementList: endpoint({
    method: 'GET',
    path: '/api/advert/back/device/getDeviceAdvertList',
    encoding: 'query',
    request: deviceAdvertisementListRequest,
    data: pagedRows(deviceAdvertisementRow),
    menu: '设备广告',
    summary:
      'Which advertisement plays on which device and when, newest first; filtered by device, advertisement, placement and state.',
  }),
  getDeviceAdvertisementOptions: endpoint({
    method: 'GET',
    path: '/api/advert/back/device/getAdvertOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({ rows: z.array(advertisementOption) }),
    menu: '设备广告',
    summary: 'Every advertisement by title with its period, for filtering and assigning.',
  }),
  getAdvertisingDeviceList: endpoint({
    method: 'GET',
    path: '/api/advert/back/device/getDeviceList',
    encoding: 'query',
    request: advertisingDeviceListRequest,
    data: pagedRows(pickableDeviceRow),
    menu: '设备广告',
    summary: 'Devices to assign advertisements to, by number; filtered by keyword and online.',
  }),
  assignDeviceAdvertisements: endpoint({
    method: 'POST',
    path: '/api/advert/back/device/assignAdvert',
    encoding: 'json',
    request: assignDeviceAdvertisementsRequest,
    data: assignDeviceAdvertisementsAnswer,
    menu: '设备广告',
    summary:
      'Assign an advertisement to the devices named, or to every device a filter matches, for a period (the advertisement’s when absent); a device that has it already gets the new period.',
  }),
  removeDeviceAdvertisements: endpoint({
    method: 'POST',
    path: '/api/advert/back/device/removeAdvert',
    encoding: 'json',
    request: removeDeviceAdvertisementsRequest,
    data: z.object({ removed: z.int().min(0) }),
    menu: '设备广告',
    summary: 'Remove the chosen device assignments in one write.',
  }),
} as const;

/** The advertisement's media kind and the upload call that takes it. */
export const uploadCallOfKind = { image: 'uploadImage', video: 'uploadVideo' } as const;
