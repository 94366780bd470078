import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { advertisements, deviceAdvertisements } from './tables';

/**
 * The advertisements a device plays now (its playlist): enabled, within their own period and the
 * device's assignment, in placement and order.
 */
export function advertisementsPlaying(db: Database, deviceId: number, now: Date) {
  return db
    .select({
      advertisementId: advertisements.id,
      title: advertisements.title,
      mediaKind: advertisements.mediaKind,
      media: advertisements.media,
      link: advertisements.link,
      placement: advertisements.placement,
      sortOrder: advertisements.sortOrder,
      adEnd: advertisements.endAt,
      assignedEnd: deviceAdvertisements.endAt,
    })
    .from(deviceAdvertisements)
    .innerJoin(advertisements, eq(advertisements.id, deviceAdvertisements.advertisementId))
    .where(
      and(
        eq(deviceAdvertisements.deviceId, deviceId),
        eq(advertisements.isFlag, 1),
        lte(advertisements.startAt, now),
        gt(advertisements.endAt, now),
        lte(deviceAdvertisements.startAt, now),
        gt(deviceAdvertisements.endAt, now),
      ),
    )
    .orderBy(asc(advertisements.placement), asc(advertisements.sortOrder), asc(advertisements.id));
}
