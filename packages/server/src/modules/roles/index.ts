export { PRESET_ROLES } from './presets';
export { contentsOf, holdingOf, isWiderThan, RoleMessages } from './handlers';
export { heldPageLevels, heldPagesOfMany, personalRoleName, setPersonalPages } from './held';
