/*
 * The business's status values as the API carries them. The console maps each to a tone and
 * words; the server stores these numbers. Each status family is declared once, here.
 */

/** An order: unpaid → processing → completed, or cancelled from unpaid or processing. */
export const OrderStatus = { UNPAID: 1, PROCESSING: 2, COMPLETED: 3, CANCELLED: 4 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** A withdrawal request of an agent. */
export const WithdrawalStatus = { UNDER_REVIEW: 1, PASSED: 2, REJECTED: 3 } as const;
export type WithdrawalStatus = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];

/** A franchise (agent) application: applying → interview → passed / rejected. */
export const AgentApplicationStatus = { APPLYING: 1, INTERVIEW: 2, PASSED: 3, REJECTED: 4 } as const;
export type AgentApplicationStatus = (typeof AgentApplicationStatus)[keyof typeof AgentApplicationStatus];
