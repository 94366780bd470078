export { openMemberBalances, recordEntry, recordEntryOrThrow } from './ledger';
