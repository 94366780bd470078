/*
 * Every table, for drizzle (the typed database) and drizzle-kit (migrations). Each module
 * declares its own tables in its tables.ts; a new module adds one line here.
 */
export * from '../modules/administrators/tables';
export * from '../modules/roles/tables';
export * from '../modules/session/tables';
export * from '../modules/members/tables';
export * from '../modules/goods/tables';
export * from '../modules/equipment/tables';
export * from '../modules/trips/tables';
export * from '../modules/orders/tables';
export * from '../modules/personnel/tables';
export * from '../modules/agents/tables';
export * from '../modules/audit/tables';
export * from '../modules/recharges/tables';
export * from '../modules/feedback/tables';
export * from '../modules/settings/tables';
export * from '../modules/carousel/tables';
export * from '../modules/franchise/tables';
export * from '../modules/finance/tables';
export * from '../modules/advertisements/tables';
export * from '../modules/software/tables';
export * from '../modules/activities/tables';
export * from '../modules/ledger/tables';
export * from '../lists/tables';
export * from '../modules/device-api/tables';
