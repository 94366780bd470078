export { managers } from './tables';
export { usernameOf } from './username-of';
export type { AdministratorRoles } from './handlers';
