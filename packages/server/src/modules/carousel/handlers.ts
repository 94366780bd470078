import { eq, max, sql } from 'drizzle-orm';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import type { KeysetOrder } from '../../lists/keyset';
import { usernameOf } from '../administrators';
import type { Services } from '../services';
import { SettingKeys, readSetting, writeSetting } from '../settings';
import { carouselImages } from './tables';
import { answerOfRollBack } from '../../http/roll-back';
import { isoTime, isoTimeOrNull } from '../../lists/wire-values';
import { reorderAll } from '../../lists/reorder';

type CarouselHandlers = Pick<
  Handlers,
  | 'getCarouselList'
  | 'addCarouselImage'
  | 'updateCarouselImage'
  | 'updateCarouselIsFlag'
  | 'removeCarouselImage'
  | 'sortCarouselImages'
  | 'getSendGoodsPic'
  | 'updateSendGoodsPic'
>;

export const CarouselMessages = {
  IMAGE_NOT_FOUND: text('轮播图不存在', 'The carousel image does not exist'),
  NOT_EVERY_IMAGE: text('排序须包含每张轮播图且各一次', 'The order must list every carousel image, each once'),
} as const satisfies Record<string, Text>;

/** The gap between consecutive images' sort orders, so one can go between two without renumbering. */
const ORDER_STEP = 10;

function carouselOrder() {
  const place = {
    keysetSort: sql<number>`${carouselImages.sortOrder}`,
    keysetId: sql<number>`${carouselImages.id}`,
  };
  return {
    orderBy: [sql`${carouselImages.sortOrder} asc`, sql`${carouselImages.id} asc`],
    place,
    after: ({ keysetSort, keysetId }) =>
      sql`(${carouselImages.sortOrder}, ${carouselImages.id}) > (${keysetSort}, ${keysetId})`,
  } satisfies KeysetOrder<typeof place>;
}

const carouselList = declareList('getCarouselList', {
  from: carouselImages,
  dimension: NO_DIMENSION,
  select: {
    imageId: carouselImages.id,
    image: carouselImages.image,
    link: carouselImages.link,
    sortOrder: carouselImages.sortOrder,
    isFlag: carouselImages.isFlag,
    createdAt: carouselImages.createdAt,
    updatedBy: usernameOf(carouselImages.updatedBy),
    updatedAt: carouselImages.updatedAt,
  },
  filters: {
    isFlag: (isFlag) => eq(carouselImages.isFlag, isFlag),
  },
  order: carouselOrder(),
});

/** 轮播广告图 and 出货屏广告图. */
export function carouselHandlers({ db, now }: Services): CarouselHandlers {
  const pictureOf = (row: typeof carouselImages.$inferSelect) => ({
    image: row.image,
    link: row.link,
    sortOrder: row.sortOrder,
    isFlag: row.isFlag,
  });

  return {
    async getCarouselList(params) {
      const { rows, total } = await carouselList.page(db, params);
      return success({
        rows: rows.map(({ createdAt, updatedAt, isFlag, ...row }) => ({
          ...row,
          isFlag: isFlag === 1 ? (1 as const) : (0 as const),
          createTime: isoTime(createdAt),
          updateTime: isoTimeOrNull(updatedAt),
        })),
        total,
      });
    },

    async addCarouselImage({ image, link }, { manager, audit }) {
      const [last] = await db.select({ sortOrder: max(carouselImages.sortOrder) }).from(carouselImages);
      const values = { image, link: link ?? '', sortOrder: (last?.sortOrder ?? 0) + ORDER_STEP, isFlag: 1 };
      const [created] = await db
        .insert(carouselImages)
        .values({ ...values, updatedBy: manager.managerId, updatedAt: now() })
        .returning({ imageId: carouselImages.id });
      if (!created) return failure(Messages.SERVER_ERROR);
      audit.after = { imageId: created.imageId, ...values };
      return success(created);
    },

    async updateCarouselImage({ imageId, image, link }, { manager, audit }) {
      const [before] = await db.select().from(carouselImages).where(eq(carouselImages.id, imageId));
      if (!before) return failure(CarouselMessages.IMAGE_NOT_FOUND, 'imageId');
      const after = { image, link: link ?? '' };
      await db
        .update(carouselImages)
        .set({ ...after, updatedBy: manager.managerId, updatedAt: now() })
        .where(eq(carouselImages.id, imageId));
      audit.before = { image: before.image, link: before.link };
      audit.after = after;
      return success(null);
    },

    updateCarouselIsFlag: enableDisableHandler(db, {
      table: carouselImages,
      dimension: NO_DIMENSION,
      idParam: 'imageId',
      notFound: CarouselMessages.IMAGE_NOT_FOUND,
    }),

    async removeCarouselImage({ imageId }, { audit }) {
      const [removed] = await db.delete(carouselImages).where(eq(carouselImages.id, imageId)).returning();
      if (!removed) return failure(CarouselMessages.IMAGE_NOT_FOUND, 'imageId');
      audit.before = pictureOf(removed);
      return success(null);
    },

    async sortCarouselImages({ imageIds }, { manager, audit }) {
      try {
        return await db.transaction(async (transaction) => {
          const before = await reorderAll(transaction, carouselImages, imageIds, {
            step: ORDER_STEP,
            refusal: failure(CarouselMessages.NOT_EVERY_IMAGE, 'imageIds'),
            managerId: manager.managerId,
            at: now(),
          });
          audit.before = { imageIds: before };
          audit.after = { imageIds };
          return success(null);
        });
      } catch (error) {
        return answerOfRollBack(error);
      }
    },

    async getSendGoodsPic() {
      const { value, ...saved } = await readSetting(db, SettingKeys.sendGoodsPic);
      const image = (value as { image?: unknown } | null)?.image;
      return success({ image: typeof image === 'string' && image !== '' ? image : null, ...saved });
    },

    async updateSendGoodsPic({ image }, { manager, audit }) {
      audit.before = await writeSetting(db, SettingKeys.sendGoodsPic, { image }, manager.managerId, now());
      audit.after = { image };
      return success(null);
    },
  };
}
