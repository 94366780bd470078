export { recordSystemAudit } from './audit';
export type { MoneyMoved } from './audit';
