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

export const settingsEndpoints = {
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
