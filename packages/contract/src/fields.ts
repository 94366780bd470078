import { z } from 'zod';
import { intParam } from './wire';

/*
 * Field schemas several menu groups share. Request objects are strict: an unknown field (for
 * example `managerType` in a body) is rejected, never ignored.
 */

/** A record's id in a request. */
export const recordId = intParam({ min: 1, max: 2_147_483_647 });
/** The enabled flag in an answer: 1 enabled, 0 disabled. */
export const flagValue = z.union([z.literal(0), z.literal(1)]);
/** Mainland mobile numbers, 11 digits starting with 1; empty when unknown. */
export const optionalPhone = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, 'must be an 11-digit mobile number');
/** A mainland mobile number, 11 digits starting with 1, required. */
export const mobilePhone = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, 'must be an 11-digit mobile number');
export const newPassword = z.string().min(8, 'must be at least 8 characters').max(128);

/**
 * A percentage from 0 to `max` with at most two decimals, typed as text or sent as a number;
 * the server stores it as basis points (12.5 % → 1250) and answers it in percent again.
 */
export function percentParam(max: number) {
  return z.union([
    z.number().min(0).max(max).multipleOf(0.01),
    z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage with at most two decimals')
      .transform(Number)
      .pipe(z.number().min(0).max(max)),
  ]);
}

/** A `startTime`–`endTime` date range must not end before it starts. */
export function dateRangeInOrder(filters: { startTime?: string | undefined; endTime?: string | undefined }) {
  return !filters.startTime || !filters.endTime || filters.startTime <= filters.endTime;
}
export const dateRangeMessage = { message: 'must not be before startTime', path: ['endTime'] };
