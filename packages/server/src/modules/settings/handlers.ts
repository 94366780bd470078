import { eq } from 'drizzle-orm';
import type { CallContext, Handlers } from '../../http/api-routes';
import { success } from '../../http/envelope';
import { usernameOf } from '../administrators/username-of';
import type { Services } from '../services';
import { readMoneySettings, SettingKeys } from './money';
import { RichTextKeys, sanitizeRichText, type RichTextKey } from './rich-text';
import { systemSettings } from './tables';

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
>;

export function settingsHandlers({ db, now }: Services): SettingsHandlers {
  /** Who saved a setting last, and when. */
  async function savedBy(key: string) {
    const [row] = await db
      .select({ updatedBy: usernameOf(systemSettings.updatedBy), updatedAt: systemSettings.updatedAt })
      .from(systemSettings)
      .where(eq(systemSettings.key, key));
    return { updatedBy: row?.updatedBy ?? null, updateTime: row?.updatedAt?.toISOString() ?? null };
  }

  /** Saves one setting, returning what it held before (for the audit trail). */
  async function save(key: string, value: unknown, managerId: number) {
    const [before] = await db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, key));
    const saved = { value, updatedBy: managerId, updatedAt: now() };
    await db
      .insert(systemSettings)
      .values({ key, ...saved })
      .onConflictDoUpdate({ target: systemSettings.key, set: saved });
    return before?.value ?? null;
  }

  /** One rich-text page's read and save: the three pages differ only in their key (and permission). */
  function richTextPage(key: RichTextKey) {
    return {
      async read() {
        const [row] = await db
          .select({ value: systemSettings.value })
          .from(systemSettings)
          .where(eq(systemSettings.key, key));
        const html = (row?.value as { html?: unknown } | undefined)?.html;
        return success({ html: typeof html === 'string' ? html : '', ...(await savedBy(key)) });
      },
      async save({ html }: { html: string }, { manager, audit }: CallContext) {
        const value = { html: sanitizeRichText(html) };
        audit.before = (await save(key, value, manager.managerId)) as Record<string, unknown> | null;
        audit.after = value;
        return success(null);
      },
    };
  }
  const novice = richTextPage(RichTextKeys.novice);
  const serviceTerms = richTextPage(RichTextKeys.service);
  const aboutUs = richTextPage(RichTextKeys.tutorial);

  return {
    getNovice: novice.read,
    updateNovice: novice.save,
    getServiceTerms: serviceTerms.read,
    updateServiceTerms: serviceTerms.save,
    getAboutUs: aboutUs.read,
    updateAboutUs: aboutUs.save,

    async getMoneySettings() {
      const money = await readMoneySettings(db);
      return success({
        currency: money.currency,
        gstRate: money.gstBasisPoints / 100,
        ...(await savedBy(SettingKeys.money)),
      });
    },

    async updateMoneySettings({ currency, gstRate }, { manager, audit }) {
      const value = { currency, gstBasisPoints: Math.round(gstRate * 100) };
      audit.before = (await save(SettingKeys.money, value, manager.managerId)) as Record<string, unknown> | null;
      audit.after = value;
      return success(null);
    },

    async getServiceContact() {
      const [row] = await db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, SettingKeys.serviceContact));
      const telephone = (row?.value as { telephone?: unknown } | undefined)?.telephone;
      return success({
        telephone: typeof telephone === 'string' ? telephone : '',
        ...(await savedBy(SettingKeys.serviceContact)),
      });
    },

    async updateServiceContact({ telephone }, { manager, audit }) {
      audit.before = (await save(SettingKeys.serviceContact, { telephone }, manager.managerId)) as Record<
        string,
        unknown
      > | null;
      audit.after = { telephone };
      return success(null);
    },
  };
}
