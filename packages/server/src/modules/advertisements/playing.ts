import { sql, type Placeholder } from 'drizzle-orm';
import { advertisements, deviceAdvertisements } from './tables';

/** One advertisement a device plays, as `advertisementsPlayingJson` reads it. */
export interface PlayingAdvertisement {
  advertisementId: number;
  title: string;
  mediaKind: string;
  media: string;
  link: string;
  placement: string;
  sortOrder: number;
  adEnd: string;
  assignedEnd: string;
}

/**
 * The advertisements a device plays at `at` (its playlist): enabled, within their own period and
 * the device's assignment, in placement and order, as one JSON value (null for none) — a scalar
 * subquery, so that the device API's heartbeat reads it in its own statement and the playlist
 * call alone, and both make the playlist (and its ETag) from it the same way.
 */
export function advertisementsPlayingJson(deviceId: number | Placeholder, at: Date | Placeholder) {
  // Written out: inside an UPDATE, drizzle names columns without their table.
  return sql<PlayingAdvertisement[] | null>`(select json_agg(json_build_object(
      'advertisementId', a.id, 'title', a.title, 'mediaKind', a.media_kind, 'media', a.media, 'link', a.link,
      'placement', a.placement, 'sortOrder', a.sort_order, 'adEnd', a.end_at, 'assignedEnd', da.end_at)
      order by a.placement, a.sort_order, a.id)
    from ${deviceAdvertisements} da join ${advertisements} a on a.id = da.advertisement_id
    where da.device_id = ${deviceId} and a.is_flag = 1 and a.start_at <= ${at} and a.end_at > ${at}
      and da.start_at <= ${at} and da.end_at > ${at})`;
}
