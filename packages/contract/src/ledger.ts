/*
 * The ledger (docs/MONEY.md): every movement of money is an entry on one account,
 * a signed amount in integer minor units. A balance is the sum of its account's entries.
 * Constants only (no zod), so both sides and the console's first bundle can read them.
 */

/** Whose money an entry moves: a member's balance, an agent's balance, the platform's takings. */
export const ledgerAccounts = { member: 1, agent: 2, platform: 3 } as const;
export type LedgerAccount = keyof typeof ledgerAccounts;

/**
 * What an entry records. Signs, as written by the server:
 * - `orderPayment`: a member's balance −amount (paid by balance), or the platform +amount (paid
 *   another way, money received);
 * - `orderRefund`: the opposite of the payment's part refunded;
 * - `recharge` / `rechargeBonus`: the member +amount / +bonus; the platform +amount;
 * - `rechargeRefund`: the member −(amount + bonus); the platform −amount;
 * - `withdrawal`: the agent −amount, the platform −amount (paid out);
 * - `withdrawalFee`: the platform +fee (the fee stays with the platform: the agent receives
 *   amount − fee);
 * - `share`: a settled month's share, the agent +share, the platform −share;
 * - `adjustment`: a manual correction of a member's balance (either sign, with a reason);
 * - `opening`: the balance an account held before the ledger existed (migration, demo data).
 */
export const ledgerEntryKinds = [
  'orderPayment',
  'orderRefund',
  'recharge',
  'rechargeBonus',
  'rechargeRefund',
  'withdrawal',
  'withdrawalFee',
  'share',
  'adjustment',
  'opening',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** How an order was paid: the recharge methods, and the member's balance. */
export const orderPaymentMethods = { wechat: 1, alipay: 2, bankCard: 3, balance: 4 } as const;
export type OrderPaymentMethod = keyof typeof orderPaymentMethods;

/** A refund of an order: under way at the payment channel, done, or failed (may be retried). */
export const refundStates = { refunding: 1, refunded: 2, failed: 3 } as const;
export type RefundState = keyof typeof refundStates;

/** A month of the agents' share: still open (estimated from the orders) or settled (stored). */
export const shareMonthStates = { estimated: 1, settled: 2 } as const;
export type ShareMonthState = keyof typeof shareMonthStates;
