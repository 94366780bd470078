import { z } from 'zod';
import { endpoint } from '../endpoint';
import { flagValue, recordId } from '../fields';
import { flagParam, instant, pagedRows, pagingParams } from '../wire';

// Advertisement images (系统设置): the carousel of the members' home screen (轮播广告图) and the
// image the dispensing screen shows (出货屏广告图).

/** The dispensing screen's proportions, width to height: its advertisement image is previewed at them. */
export const DISPENSING_SCREEN_RATIO = { width: 16, height: 9 } as const;

/** An uploaded image's URL, as the upload answered it: required. */
export const requiredImage = z
  .string()
  .trim()
  .min(1, 'must be an uploaded image')
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/, 'must be an uploaded image');

const LINK_RULE = 'must be an http(s) address or an app path starting with /';
/** An origin no link can have: an app path must resolve against it and stay on it. */
const APP_ORIGIN = 'https://app.invalid';

/**
 * Whether a link goes where it says, as a URL parser (a browser, a device's web view) reads
 * it: a path stays on the app's own origin (`/\evil.example` and `/\t/evil.example` do not:
 * parsers read a backslash as a slash and drop tabs), an address is http(s) with a host and no
 * credentials.
 */
export function isSafeLink(link: string): boolean {
  if (link === '') return true;
  // Backslashes, controls and spaces: parsers read or drop them, so no link needs one.
  if (
    [...link].some(
      (character) => character === '\\' || character <= ' ' || (character >= '\u007f' && character <= '\u009f'),
    )
  ) {
    return false;
  }
  try {
    if (link.startsWith('/')) return new URL(link, APP_ORIGIN).origin === APP_ORIGIN;
    const address = new URL(link);
    return (
      (address.protocol === 'http:' || address.protocol === 'https:') &&
      address.hostname !== '' &&
      address.username === '' &&
      address.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * Where tapping a carousel image leads: an http(s) address or a path of the app starting with
 * one `/`; empty for nowhere. Anything else (`javascript:`, `//host`, `/\host`, `data:`) is
 * refused.
 */
export const carouselLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)[^\s]*)?$/, LINK_RULE)
  .refine(isSafeLink, LINK_RULE);

export const carouselListRequest = z.strictObject({ isFlag: flagParam.optional(), ...pagingParams });
export const carouselRow = z.object({
  imageId: z.int(),
  image: z.string(),
  link: z.string(),
  /** Smaller first. */
  sortOrder: z.int(),
  isFlag: flagValue,
  createTime: instant,
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export type CarouselRow = z.infer<typeof carouselRow>;
const carouselFields = { image: requiredImage, link: carouselLink.optional() };
export const addCarouselImageRequest = z.strictObject(carouselFields);
export const updateCarouselImageRequest = z.strictObject({ imageId: recordId, ...carouselFields });
export const carouselFlagRequest = z.strictObject({ imageId: recordId, isFlag: flagParam });
export const removeCarouselImageRequest = z.strictObject({ imageId: recordId });
/** Every image's id, in the new order. */
export const sortCarouselImagesRequest = z.strictObject({ imageIds: z.array(recordId).min(1).max(1_000) });

/** The dispensing screen's advertisement image; null until one is saved. */
export const sendGoodsPicture = z.object({
  image: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updateTime: instant.nullable(),
});
export const updateSendGoodsPicRequest = z.strictObject({ image: requiredImage });

export const carouselEndpoints = {
  getCarouselList: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/carousel/getCarouselList',
    encoding: 'query',
    request: carouselListRequest,
    data: pagedRows(carouselRow),
    menu: '轮播广告图',
    summary: 'The carousel images in their order, filtered by enabled.',
  }),
  addCarouselImage: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/carousel/addCarouselImage',
    encoding: 'form',
    request: addCarouselImageRequest,
    data: z.object({ imageId: z.int() }),
    menu: '轮播广告图',
    summary: 'Add a carousel image (an uploaded image, an optional link); it goes last, enabled.',
  }),
  updateCarouselImage: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/carousel/updateCarouselImage',
    encoding: 'form',
    request: updateCarouselImageRequest,
    data: z.null(),
    menu: '轮播广告图',
    summary: "Change a carousel image's picture and link.",
  }),
  updateCarouselIsFlag: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/carousel/updateCarouselIsFlag',
    encoding: 'form',
    request: carouselFlagRequest,
    data: z.null(),
    menu: '轮播广告图',
    summary: 'Show (1) or hide (0) a carousel image.',
  }),
  removeCarouselImage: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/carousel/removeCarouselImage',
    encoding: 'form',
    request: removeCarouselImageRequest,
    data: z.null(),
    menu: '轮播广告图',
    summary: 'Remove a carousel image.',
  }),
  sortCarouselImages: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/carousel/sortCarouselImages',
    encoding: 'json',
    request: sortCarouselImagesRequest,
    data: z.null(),
    menu: '轮播广告图',
    summary: 'Reorder the carousel: the ids of every image, each once, in the new order.',
  }),
  getSendGoodsPic: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/getSendGoodsPic',
    encoding: 'none',
    request: z.strictObject({}),
    data: sendGoodsPicture,
    menu: '出货屏广告图',
    summary: "The dispensing screen's advertisement image, and who saved it when.",
  }),
  updateSendGoodsPic: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/updateSendGoodsPic',
    encoding: 'form',
    request: updateSendGoodsPicRequest,
    data: z.null(),
    menu: '出货屏广告图',
    summary: "Set the dispensing screen's advertisement image (an uploaded image).",
  }),
} as const;
