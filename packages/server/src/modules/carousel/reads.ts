import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { carouselImages } from './tables';

/** The carousel the members' home screen shows (a device's playlist): the enabled images, in their order. */
export function carouselShown(db: Database) {
  return db
    .select({ image: carouselImages.image, link: carouselImages.link })
    .from(carouselImages)
    .where(eq(carouselImages.isFlag, 1))
    .orderBy(asc(carouselImages.sortOrder), asc(carouselImages.id));
}
