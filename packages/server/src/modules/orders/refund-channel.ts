/**
 * Where a refund of money not paid from a member's balance goes: the payment provider the
 * order was paid through. The reference server has only a simulated one; a deployment wires
 * the real providers behind the same interface.
 */
export interface RefundRequest {
  refundId: number;
  orderNo: string;
  /** orderPaymentMethods' number. */
  method: number;
  amount: number;
  currency: string;
}

/** What a channel answers: done, refused (with its words), or accepted and answering later. */
export type RefundAnswer =
  | { outcome: 'refunded'; reference: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'pending'; reference: string };

export interface RefundChannel {
  /** Asks for the refund. Never throws for a refusal: answers `failed`. */
  request(refund: RefundRequest): Promise<RefundAnswer>;
  /** Asks again about a refund it answered `pending` to. */
  check(refund: RefundRequest & { reference: string }): Promise<RefundAnswer>;
}

export type SimulatedOutcome = 'succeed' | 'fail' | 'late';

/**
 * The reference server's channel: succeeds, fails, or accepts and answers on the next check
 * (`late`), as set (SIMULATED_REFUND_OUTCOME, or by a test through `outcome`).
 */
export class SimulatedRefundChannel implements RefundChannel {
  constructor(public outcome: SimulatedOutcome = 'succeed') {}

  async request(refund: RefundRequest): Promise<RefundAnswer> {
    const reference = `SIM-R${String(refund.refundId).padStart(8, '0')}`;
    if (this.outcome === 'fail') return { outcome: 'failed', reason: '支付渠道拒绝退款（模拟）' };
    if (this.outcome === 'late') return { outcome: 'pending', reference };
    return { outcome: 'refunded', reference };
  }

  async check(refund: RefundRequest & { reference: string }): Promise<RefundAnswer> {
    if (this.outcome === 'fail') return { outcome: 'failed', reason: '支付渠道拒绝退款（模拟）' };
    if (this.outcome === 'late') return { outcome: 'pending', reference: refund.reference };
    return { outcome: 'refunded', reference: refund.reference };
  }
}
