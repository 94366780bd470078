import type { Database } from '../../db/database';
import { solidPng } from '../../seed/seed-tools';
import { carouselImages } from './tables';
import type { UploadStore } from '../uploads';

/** Three carousel images (small PNGs in the upload store): two shown, one hidden; two link somewhere. */
const DEMO_IMAGES = [
  { colour: [242, 140, 56], link: '/pages/recharge/index', isFlag: 1 },
  { colour: [64, 158, 255], link: 'https://www.example.com/summer', isFlag: 1 },
  { colour: [103, 194, 58], link: '', isFlag: 0 },
] as const;

export async function seedCarousel(db: Database, now: Date, uploads: UploadStore) {
  for (const [index, { colour, link, isFlag }] of DEMO_IMAGES.entries()) {
    const picture = await uploads.put(solidPng(160, 72, colour), {
      kind: 'image',
      mediaType: 'image/png',
      originalName: 'carousel.png',
    });
    await db.insert(carouselImages).values({
      image: picture.url,
      link,
      isFlag,
      sortOrder: (index + 1) * 10,
      createdAt: now,
    });
  }
}
