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
 * - `shareAdjustment`: a change to an earlier settled month, settled in a later one (period
 *   close): the agent ±difference, the platform the opposite;
 * - `adjustment`: a manual correction of a member's balance (either sign, with a reason);
 * - `opening`: the balance an account held before the ledger existed (migration, demo data);
 * - `channelFee`: a payment channel's fees of a day, from its imported statement: the platform
 *   −fee (an expense).
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
  'shareAdjustment',
  'adjustment',
  'opening',
  'channelFee',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * The one table of payment method codes: the orders' and refunds' `method`, the recharges'
 * (all but the balance), and the device API's vend `paymentMethod` (those a machine takes:
 * it knows no member, so never the balance). The server's words, the console's and
 * docs/DEVICE-API.md's table all read or state this one (a test holds the doc to it).
 */
export const paymentMethodTable = [
  { key: 'wechat', code: 1, zh: '微信支付', en: 'WeChat Pay', atMachine: true },
  { key: 'alipay', code: 2, zh: '支付宝', en: 'Alipay', atMachine: true },
  { key: 'bankCard', code: 3, zh: '银行卡', en: 'Bank card', atMachine: true },
  { key: 'balance', code: 4, zh: '余额支付', en: 'Balance', atMachine: false },
] as const;

/** How an order was paid: the recharge methods, and the member's balance. */
export const orderPaymentMethods = { wechat: 1, alipay: 2, bankCard: 3, balance: 4 } as const satisfies {
  [Row in (typeof paymentMethodTable)[number] as Row['key']]: Row['code'];
};
export type OrderPaymentMethod = keyof typeof orderPaymentMethods;

/** The codes a machine may report a vend paid by. */
export const machinePaymentCodes = paymentMethodTable.filter((row) => row.atMachine).map((row) => row.code);

/** A payment method's words by its code, in each language (zh, en); the code itself when unknown. */
export function paymentMethodWords(code: number): { zh: string; en: string } {
  const row = paymentMethodTable.find((candidate) => candidate.code === code);
  return row ? { zh: row.zh, en: row.en } : { zh: String(code), en: String(code) };
}

/**
 * The platform account's kinds of movement, in its statement's order, with their words: the
 * statement's rows and totals on screen, its export's totals rows (docs/MONEY.md, statements).
 */
export const platformMovementTable = [
  { key: 'orderPayment', zh: '订单收款', en: 'Order payments' },
  { key: 'orderRefund', zh: '订单退款', en: 'Order refunds' },
  { key: 'recharge', zh: '会员充值', en: 'Top-ups' },
  { key: 'rechargeRefund', zh: '充值退款', en: 'Top-up refunds' },
  { key: 'share', zh: '代理商分成', en: 'Agent shares' },
  { key: 'shareAdjustment', zh: '分成调整', en: 'Share adjustments' },
  { key: 'withdrawal', zh: '代理商提现', en: 'Agent withdrawals' },
  { key: 'withdrawalFee', zh: '提现手续费', en: 'Withdrawal fees' },
  { key: 'channelFee', zh: '渠道手续费', en: 'Channel fees' },
] as const;
export type PlatformMovementKind = (typeof platformMovementTable)[number]['key'];
export const platformMovementKinds: readonly PlatformMovementKind[] = platformMovementTable.map((row) => row.key);

/** Each kind of platform movement's word in one language, by kind. */
export function platformMovementWords(language: 'zh' | 'en'): Record<PlatformMovementKind, string> {
  return Object.fromEntries(platformMovementTable.map((row) => [row.key, row[language]])) as Record<
    PlatformMovementKind,
    string
  >;
}

/** A refund of an order: under way at the payment channel, done, or failed (may be retried). */
export const refundStates = { refunding: 1, refunded: 2, failed: 3 } as const;
export type RefundState = keyof typeof refundStates;

/** A month of the agents' share: still open (estimated from the orders) or settled (stored). */
export const shareMonthStates = { estimated: 1, settled: 2 } as const;
export type ShareMonthState = keyof typeof shareMonthStates;
