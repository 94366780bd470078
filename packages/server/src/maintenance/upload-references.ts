import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  advertisements,
  carouselImages,
  deviceTypes,
  feedbackImages,
  goods,
  goodsCategories,
  goodsLibrary,
  managers,
  members,
  softwareReleases,
  systemSettings,
} from '../db/schema';

/**
 * Every column holding an uploaded file's key or URL, across the modules (so the uploads module
 * depends on none of them). A file none of them names, older than
 * the grace period, is removed by the sweep: a page that stores an upload adds its column here.
 */
export const uploadReferences: readonly PgColumn[] = [
  managers.avatar,
  members.avatar,
  feedbackImages.url,
  goods.picture,
  goodsLibrary.picture,
  goodsCategories.icon,
  deviceTypes.picture,
  carouselImages.image,
  softwareReleases.packageUrl,
  advertisements.media,
  // A setting may hold an upload's URL (the dispensing screen's image): its JSON is searched.
  systemSettings.value,
];
