export { BALANCE_PAID_EVERY } from './demo-data';
export { openMemberBalances, recordEntry, recordEntryOrThrow } from './ledger';
