import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { anyContains } from '../../db/sql';
import type { Handlers } from '../../http/api-routes';
import { failure, Messages, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import { declareList, NO_DIMENSION } from '../../lists/declared-list';
import { enableDisableHandler } from '../../lists/enable-disable';
import type { KeysetOrder } from '../../lists/keyset';
import { usernameOf } from '../administrators';
import { goods } from '../goods';
import type { Services } from '../services';
import { SettingKeys } from './money';
import {
  readExpiryWarningDays,
  readShortageThreshold,
  readStuckOrderMinutes,
  readTemperatureRetentionDays,
} from './shortage';
import { readSetting, writeSetting } from './saved-setting';
import { rechargeOptions } from './tables';
import { flagOf, isoTime, isoTimeOrNull } from '../../lists/wire-values';

type OptionHandlers = Pick<
  Handlers,
  | 'getRechargeOptionList'
  | 'addRechargeOption'
  | 'updateRechargeOption'
  | 'updateRechargeOptionIsFlag'
  | 'removeRechargeOption'
  | 'getShortageSettings'
  | 'updateShortageSettings'
  | 'getGoodsThresholdList'
  | 'updateGoodsThreshold'
>;

const AMOUNT_INDEX = 'recharge_options_amount_idx';

export const OptionMessages = {
  OPTION_NOT_FOUND: text('充值赠送不存在', 'The top-up option does not exist'),
  AMOUNT_TAKEN: text('已有相同充值金额的赠送', 'A top-up option of this amount exists already'),
  GOODS_NOT_FOUND: text('商品不存在', 'The goods do not exist'),
} as const satisfies Record<string, Text>;

function amountTaken(error: unknown) {
  if (isUniqueViolation(error, AMOUNT_INDEX)) return failure(OptionMessages.AMOUNT_TAKEN, 'amount');
  throw error;
}

/** Options in their order: smaller sort order first, then smaller amount, then lower id. */
function optionOrder() {
  const place = {
    keysetSort: sql<number>`${rechargeOptions.sortOrder}`,
    keysetAmount: sql<number>`${rechargeOptions.amount}`,
  };
  return {
    orderBy: [sql`${rechargeOptions.sortOrder} asc`, sql`${rechargeOptions.amount} asc`],
    place,
    // Amounts are unique, so (sort order, amount) is a key.
    after: ({ keysetSort, keysetAmount }) =>
      sql`(${rechargeOptions.sortOrder}, ${rechargeOptions.amount}) > (${keysetSort}, ${keysetAmount})`,
  } satisfies KeysetOrder<typeof place>;
}

const optionList = declareList('getRechargeOptionList', {
  from: rechargeOptions,
  dimension: NO_DIMENSION,
  select: {
    optionId: rechargeOptions.id,
    amount: rechargeOptions.amount,
    bonus: rechargeOptions.bonus,
    isFlag: rechargeOptions.isFlag,
    sortOrder: rechargeOptions.sortOrder,
    createdAt: rechargeOptions.createdAt,
    updatedBy: usernameOf(rechargeOptions.updatedBy),
    updatedAt: rechargeOptions.updatedAt,
  },
  filters: {},
  order: optionOrder(),
});

function goodsOrder() {
  const place = { keysetId: sql<number>`${goods.id}` };
  return {
    orderBy: [sql`${goods.id} asc`],
    place,
    after: ({ keysetId }) => sql`${goods.id} > ${keysetId}`,
  } satisfies KeysetOrder<typeof place>;
}

const goodsThresholdList = declareList('getGoodsThresholdList', {
  from: goods,
  dimension: NO_DIMENSION,
  select: {
    goodsId: goods.id,
    goodsName: goods.goodsName,
    barcode: goods.barcode,
    lowStockThreshold: goods.lowStockThreshold,
    updatedBy: usernameOf(goods.updatedBy),
    updatedAt: goods.updatedAt,
  },
  filters: {
    keyword: (keyword) => anyContains(keyword, [goods.goodsName, goods.barcode]),
  },
  order: goodsOrder(),
});

export function optionHandlers({ db, now }: Services): OptionHandlers {
  /** The four settings of 缺货商品设置 in force (each its default until saved). */
  const readShortageSettings = async () => ({
    threshold: await readShortageThreshold(db),
    expiryWarningDays: await readExpiryWarningDays(db),
    stuckOrderMinutes: await readStuckOrderMinutes(db),
    temperatureRetentionDays: await readTemperatureRetentionDays(db),
  });
  return {
    async getRechargeOptionList(params) {
      const { rows, total } = await optionList.page(db, params);
      return success({
        rows: rows.map(({ createdAt, updatedAt, isFlag, ...row }) => ({
          ...row,
          isFlag: flagOf(isFlag),
          createTime: isoTime(createdAt),
          updateTime: isoTimeOrNull(updatedAt),
        })),
        total,
      });
    },

    async addRechargeOption(fields, { manager, audit }) {
      try {
        const [created] = await db
          .insert(rechargeOptions)
          .values({ ...fields, updatedBy: manager.managerId, updatedAt: now() })
          .returning({ optionId: rechargeOptions.id });
        if (!created) return failure(Messages.SERVER_ERROR);
        audit.after = { optionId: created.optionId, ...fields };
        return success(created);
      } catch (error) {
        return amountTaken(error);
      }
    },

    async updateRechargeOption({ optionId, ...fields }, { manager, audit }) {
      const [before] = await db.select().from(rechargeOptions).where(eq(rechargeOptions.id, optionId));
      if (!before) return failure(OptionMessages.OPTION_NOT_FOUND, 'optionId');
      try {
        await db
          .update(rechargeOptions)
          .set({ ...fields, updatedBy: manager.managerId, updatedAt: now() })
          .where(eq(rechargeOptions.id, optionId));
      } catch (error) {
        return amountTaken(error);
      }
      audit.before = { amount: before.amount, bonus: before.bonus, sortOrder: before.sortOrder };
      audit.after = fields;
      return success(null);
    },

    updateRechargeOptionIsFlag: enableDisableHandler(db, {
      table: rechargeOptions,
      dimension: NO_DIMENSION,
      idParam: 'optionId',
      notFound: OptionMessages.OPTION_NOT_FOUND,
    }),

    async removeRechargeOption({ optionId }, { audit }) {
      const [removed] = await db.delete(rechargeOptions).where(eq(rechargeOptions.id, optionId)).returning();
      if (!removed) return failure(OptionMessages.OPTION_NOT_FOUND, 'optionId');
      audit.before = {
        amount: removed.amount,
        bonus: removed.bonus,
        isFlag: removed.isFlag,
        sortOrder: removed.sortOrder,
      };
      return success(null);
    },

    async getShortageSettings() {
      const { updatedBy, updateTime } = await readSetting(db, SettingKeys.shortage);
      return success({ ...(await readShortageSettings()), updatedBy, updateTime });
    },

    async updateShortageSettings(sent, { manager, audit }) {
      const before = await readShortageSettings();
      // A field left out keeps what was saved before.
      const after = {
        threshold: sent.threshold,
        expiryWarningDays: sent.expiryWarningDays ?? before.expiryWarningDays,
        stuckOrderMinutes: sent.stuckOrderMinutes ?? before.stuckOrderMinutes,
        temperatureRetentionDays: sent.temperatureRetentionDays ?? before.temperatureRetentionDays,
      };
      await writeSetting(db, SettingKeys.shortage, after, manager.managerId, now());
      audit.before = before;
      audit.after = after;
      return success(null);
    },

    async getGoodsThresholdList(params) {
      const { rows, total } = await goodsThresholdList.page(db, params);
      return success({
        rows: rows.map(({ updatedAt, ...row }) => ({ ...row, updateTime: updatedAt?.toISOString() ?? null })),
        total,
      });
    },

    async updateGoodsThreshold({ goodsId, lowStockThreshold: sent }, { manager, audit }) {
      const lowStockThreshold = sent ?? null;
      const [before] = await db
        .select({ lowStockThreshold: goods.lowStockThreshold })
        .from(goods)
        .where(eq(goods.id, goodsId));
      if (!before) return failure(OptionMessages.GOODS_NOT_FOUND, 'goodsId');
      await db
        .update(goods)
        .set({ lowStockThreshold, updatedBy: manager.managerId, updatedAt: now() })
        .where(eq(goods.id, goodsId));
      audit.before = before;
      audit.after = { lowStockThreshold };
      return success(null);
    },
  };
}
