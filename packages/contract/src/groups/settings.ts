import { z } from 'zod';
import { ANY_ADMINISTRATOR, endpoint } from '../endpoint';
import { percentParam } from '../fields';
import { currencies } from '../money';
import { instant } from '../wire';

// System settings (系统设置) that the rest of the console reads: money, and how members reach staff.

/** GST (or VAT) included in prices, in percent; Australia's is 10. */
const gstRate = percentParam(50);

/** Who saved a setting last, and when; null until someone has. */
const savedBy = { updatedBy: z.string().nullable(), updateTime: instant.nullable() };

export const moneySettings = z.object({
  currency: z.enum(currencies),
  /** Percent, e.g. 10 for 10 %. */
  gstRate: z.number().min(0).max(50),
  ...savedBy,
});
export type MoneySettings = z.infer<typeof moneySettings>;
export const updateMoneySettingsRequest = z.strictObject({ currency: z.enum(currencies), gstRate });

/**
 * The customer-service phone: a mainland mobile (13800138000), a landline with its area code
 * (010-12345678, 0755-1234567, an extension after a dash) or a 400/800 number (400-123-4567).
 */
export const serviceTelephone = z
  .string()
  .trim()
  .regex(
    /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/,
    'must be a mobile number, a landline with its area code, or a 400/800 number',
  );
export const serviceContact = z.object({ telephone: z.string(), ...savedBy });
export const updateServiceContactRequest = z.strictObject({ telephone: serviceTelephone });

/**
 * The longest rich text (新手教程, 服务条款, 关于我们) the server keeps, in characters of HTML:
 * far more than a page of terms needs, small enough for every member's phone to load.
 */
export const RICH_TEXT_MAX_LENGTH = 200_000;
/** A rich-text setting as staff last saved it: HTML the server has already sanitized. */
export const richText = z.object({ html: z.string(), ...savedBy });
export type RichText = z.infer<typeof richText>;
/** HTML from the editor; the server removes scripts, event handlers and `javascript:` links before keeping it. */
export const updateRichTextRequest = z.strictObject({ html: z.string().max(RICH_TEXT_MAX_LENGTH) });

/** The read and the save of one rich-text page; each page has its own pair so each takes its own permission. */
function richTextEndpoints<const Menu extends '新手教程' | '服务条款' | '关于我们'>(
  name: string,
  menu: Menu,
  what: string,
) {
  return {
    get: endpoint({
      method: 'GET',
      path: `/api/sys-config/back/get${name}`,
      encoding: 'none',
      request: z.strictObject({}),
      data: richText,
      menu,
      summary: `The ${what} members are shown (sanitized HTML), and who saved it last.`,
    }),
    update: endpoint({
      method: 'POST',
      path: `/api/sys-config/back/update${name}`,
      // JSON: a long Chinese text would swell threefold URL-encoded.
      encoding: 'json',
      request: updateRichTextRequest,
      data: z.null(),
      menu,
      summary: `Set the ${what}; scripts, event handlers and javascript: links are removed before it is kept.`,
    }),
  };
}

const novice = richTextEndpoints('Novice', '新手教程', 'beginner tutorial');
const serviceTerms = richTextEndpoints('ServiceTerms', '服务条款', 'terms of service');
const aboutUs = richTextEndpoints('AboutUs', '关于我们', 'about-us text');

export const settingsEndpoints = {
  getNovice: novice.get,
  updateNovice: novice.update,
  getServiceTerms: serviceTerms.get,
  updateServiceTerms: serviceTerms.update,
  getAboutUs: aboutUs.get,
  updateAboutUs: aboutUs.update,
  getMoneySettings: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/getMoneySettings',
    encoding: 'none',
    request: z.strictObject({}),
    data: moneySettings,
    // Every page showing money reads it, so any administrator may.
    menu: ANY_ADMINISTRATOR,
    summary: 'The currency and GST rate every money figure uses.',
  }),
  updateMoneySettings: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/updateMoneySettings',
    encoding: 'form',
    request: updateMoneySettingsRequest,
    data: z.null(),
    menu: '客服电话',
    summary: 'Set the currency and the GST rate (percent) of orders made from now on.',
  }),
  getServiceContact: endpoint({
    method: 'GET',
    path: '/api/sys-config/back/getServiceContact',
    encoding: 'none',
    request: z.strictObject({}),
    data: serviceContact,
    menu: '客服电话',
    summary: 'The customer-service phone members are shown.',
  }),
  updateServiceContact: endpoint({
    method: 'POST',
    path: '/api/sys-config/back/updateServiceContact',
    encoding: 'form',
    request: updateServiceContactRequest,
    data: z.null(),
    menu: '客服电话',
    summary: 'Set the customer-service phone.',
  }),
} as const;
