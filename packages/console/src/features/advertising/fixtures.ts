import type { CarouselRow } from '@vending/contract';

/** A fixed picture: a coloured field with a lighter circle (no text, no network). */
export const picture = (colour: string, circle: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><circle cx="240" cy="90" r="50" fill="${circle}"/></svg>`,
  )}`;

export const carouselRows: CarouselRow[] = [
  ['#f28c38', '#fde3cc', '/pages/recharge/index', 1],
  ['#409eff', '#d9ecff', 'https://www.example.com/summer', 1],
  ['#67c23a', '#e1f3d8', '', 0],
].map(([colour, circle, link, isFlag], index) => ({
  imageId: index + 1,
  image: picture(colour as string, circle as string),
  link: link as string,
  sortOrder: (index + 1) * 10,
  isFlag: isFlag as 0 | 1,
  createTime: '2026-01-05T02:00:00.000Z',
  updatedBy: index === 0 ? 'admin' : null,
  updateTime: index === 0 ? '2026-11-20T06:30:00.000Z' : null,
}));

export const screenImage = picture('#303133', '#f28c38');
