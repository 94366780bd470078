import type { CallContext, Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text, type Text } from '../../http/language';
import type { anyLedgerEntry } from '../ledger';
import type { Services } from '../services';
import { readMoneySettings, SettingKeys } from './money';
import { RichTextKeys, sanitizeRichText, type RichTextKey } from './rich-text';
import { readAlarmWebhook } from './alarm-webhook';
import { readSetting, writeSetting } from './saved-setting';

type SettingsHandlers = Pick<
  Handlers,
  | 'getMoneySettings'
  | 'updateMoneySettings'
  | 'getServiceContact'
  | 'updateServiceContact'
  | 'getNovice'
  | 'updateNovice'
  | 'getServiceTerms'
  | 'updateServiceTerms'
  | 'getAboutUs'
  | 'updateAboutUs'
  | 'getAlarmWebhook'
  | 'updateAlarmWebhook'
>;

export const SettingsMessages = {
  CURRENCY_IN_USE: text(
    '已有金额记录，货币不能再更改',
    'Money has been recorded in the current currency: it can no longer be changed',
  ),
} as const satisfies Record<string, Text>;

/**
 * Whether any money has been recorded (ledger/reads.ts): the posting module builds on settings
 * (its members read the money settings), so settings cannot import it; app.ts hands it in.
 */
export type MoneyRecorded = typeof anyLedgerEntry;

export function settingsHandlers({ db, now, config }: Services, anyMoneyRecorded: MoneyRecorded): SettingsHandlers {
  /** Saves one setting now, filling the audit trail's before and after. */
  async function save(key: string, value: Record<string, unknown>, managerId: number, audit: CallContext['audit']) {
    audit.before = await writeSetting(db, key, value, managerId, now());
    audit.after = value;
    return success(null);
  }

  /** A setting's text field ('' until saved) with who saved it last, and when. */
  async function textSetting<Field extends string>(key: string, field: Field) {
    const { value, updatedBy, updateTime } = await readSetting(db, key);
    const text = (value as Record<string, unknown> | null)?.[field];
    return { [field]: typeof text === 'string' ? text : '', updatedBy, updateTime } as Record<Field, string> & {
      updatedBy: string | null;
      updateTime: string | null;
    };
  }

  /** One rich-text page's read and save: the three pages differ only in their key (and permission). */
  function richTextPage(key: RichTextKey) {
    return {
      read: async () => success(await textSetting(key, 'html')),
      save: ({ html }: { html: string }, { manager, audit }: CallContext) =>
        save(key, { html: sanitizeRichText(html) }, manager.managerId, audit),
    };
  }
  const novice = richTextPage(RichTextKeys.novice);
  const serviceTerms = richTextPage(RichTextKeys.service);
  const aboutUs = richTextPage(RichTextKeys.tutorial);

  /** Any money recorded (a ledger entry): the currency stays as it is from then on. */
  const moneyHasMoved = () => anyMoneyRecorded(db);

  return {
    getNovice: novice.read,
    updateNovice: novice.save,
    getServiceTerms: serviceTerms.read,
    updateServiceTerms: serviceTerms.save,
    getAboutUs: aboutUs.read,
    updateAboutUs: aboutUs.save,

    async getMoneySettings() {
      const money = await readMoneySettings(db);
      const { updatedBy, updateTime } = await readSetting(db, SettingKeys.money);
      return success({
        currency: money.currency,
        gstRate: money.gstBasisPoints / 100,
        adjustmentApprovalLimit: money.adjustmentApprovalLimit,
        currencyLocked: await moneyHasMoved(),
        updatedBy,
        updateTime,
      });
    },

    async updateMoneySettings({ currency, gstRate, adjustmentApprovalLimit }, { manager, audit }) {
      // Every money record keeps the currency it was taken in, and the books hold one: once
      // any money has moved, the currency stays (docs/MONEY.md). GST may change:
      // each order keeps the GST it was taken with.
      const current = await readMoneySettings(db);
      if (currency !== current.currency && (await moneyHasMoved())) {
        return failure(SettingsMessages.CURRENCY_IN_USE, 'currency');
      }
      return save(
        SettingKeys.money,
        {
          currency,
          gstBasisPoints: Math.round(gstRate * 100),
          adjustmentApprovalLimit: adjustmentApprovalLimit ?? current.adjustmentApprovalLimit,
        },
        manager.managerId,
        audit,
      );
    },

    getServiceContact: async () => success(await textSetting(SettingKeys.serviceContact, 'telephone')),

    updateServiceContact: ({ telephone }, { manager, audit }) =>
      save(SettingKeys.serviceContact, { telephone }, manager.managerId, audit),

    async getAlarmWebhook() {
      const { url, format, saved } = await readAlarmWebhook(db, config.alarmWebhookUrl);
      const { updatedBy, updateTime } = await readSetting(db, SettingKeys.alarmWebhook);
      return success({ url, format, saved, updatedBy, updateTime });
    },

    updateAlarmWebhook: ({ url, format }, { manager, audit }) =>
      save(SettingKeys.alarmWebhook, { url: url ?? '', format: format ?? 'generic' }, manager.managerId, audit),
  };
}
