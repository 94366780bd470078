import { isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { managers } from '../administrators';
import { deviceTypes } from '../equipment/tables';
import { feedbackImages } from '../feedback/tables';
import { goods } from '../goods';
import { goodsCategories, goodsLibrary } from '../goods/tables';
import { members } from '../members';
import { advertisements } from '../advertisements/tables';
import { carouselImages, systemSettings } from '../settings/tables';
import { softwareReleases } from '../software/tables';

/**
 * Every column holding an uploaded file's key or URL. A file none of them names, older than
 * the grace period, is removed by the sweep: a page that stores an upload adds its column here.
 */
export const uploadReferences: PgColumn[] = [
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

/** A store key inside a stored key or URL (`/uploads/images/<sha256>.png`, a CDN URL…). */
const KEY_IN_TEXT = /(?:images|videos|packages)\/[0-9a-f]{64}\.[a-z0-9]+/g;

/** The keys the database refers to. */
export async function referencedUploadKeys(db: Database, columns: PgColumn[] = uploadReferences): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of columns) {
    const rows = await db.selectDistinct({ value: column }).from(column.table).where(isNotNull(column));
    for (const { value } of rows) {
      const stored = typeof value === 'string' ? value : JSON.stringify(value);
      for (const key of stored.match(KEY_IN_TEXT) ?? []) keys.add(key);
    }
  }
  return keys;
}
