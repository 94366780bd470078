import type { OrderDetail } from '@vending/contract';
import { describe, expect, it } from 'vitest';
import { refundableQuantities, refundOf } from '../../lib/refunds/RefundDialog';
import { amountLeftToRefund } from '../../lib/refunds/refundable';
import { partlyRefundedDetail, processingDetail, refundOf as refundFixture } from './fixtures';

describe('what a refund may take', () => {
  it('leaves of each line what live refunds did not take; a failed refund takes nothing', () => {
    expect([...refundableQuantities(partlyRefundedDetail)]).toEqual([
      [1, 3],
      [2, 0],
      [3, 2],
    ]);
    const failed: OrderDetail = {
      ...partlyRefundedDetail,
      refunds: [{ ...partlyRefundedDetail.refunds[0]!, status: 3 }],
    };
    expect(refundableQuantities(failed).get(2)).toBe(1);
    expect(amountLeftToRefund(failed)).toBe(2_400);
  });

  it('counts a refund of the whole order as taking every line whole', () => {
    const whole: OrderDetail = { ...processingDetail, refunds: [refundFixture(2)] };
    expect([...refundableQuantities(whole).values()]).toEqual([0, 0, 0]);
    expect(amountLeftToRefund(whole)).toBe(0);
  });

  it('sends the whole rest without lines, and chosen lines as lineNo:quantity', () => {
    const all = [
      { lineNo: 1, chosen: true, quantity: 3 },
      { lineNo: 2, chosen: false, quantity: null },
      { lineNo: 3, chosen: true, quantity: 2 },
    ];
    expect(refundOf(partlyRefundedDetail, all)).toEqual({ amount: 1_700, whole: true, lines: '1:3,3:2' });
    const some = [
      { lineNo: 1, chosen: true, quantity: 2 },
      { lineNo: 2, chosen: false, quantity: null },
      { lineNo: 3, chosen: false, quantity: 2 },
    ];
    expect(refundOf(partlyRefundedDetail, some)).toEqual({ amount: 400, whole: false, lines: '1:2' });
  });
});
