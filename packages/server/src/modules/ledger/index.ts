export { balancesOffLedger, openMemberBalances, recordEntry, recordEntryOrThrow } from './ledger';
