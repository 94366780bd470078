// Its read model: the books, read by the finance statements (an agent's ledger, the platform's).
export { ledgerEntries } from './tables';
export { balancesOffLedger, openMemberBalances, recordEntry, recordEntryOrThrow } from './ledger';
export { anyLedgerEntry, memberLedgerPage } from './reads';
