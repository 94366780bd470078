export { PRESET_ROLES } from './presets';
export { heldPageLevels, heldPagesOfMany, holdsPreset, personalRoleName, setPersonalPages } from './held';
export { menuTreeOf } from './menu-tree';
export type { permittedPages } from './menu-tree';
export type { agentLink, agentOutOfScope, grantRole, refuseRoles, replaceRoles, roleIdsOf } from './of-administrators';
export { administratorRoles } from './of-administrators';
