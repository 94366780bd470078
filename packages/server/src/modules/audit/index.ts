export { recordSystemAudit } from './audit';
export type { MoneyMoved } from './audit';
export { successfulCallsSince } from './calls-since';
