/*
 * Administrator roles, free of any schema library so the console's first screen can read
 * them without paying for one.
 */

/** `managerType` of a super administrator, who holds every page (docs/SPECIFICATION.md §6). */
export const SUPER_ADMINISTRATOR_TYPE = 1;
/** `managerType` of every other administrator. */
export const ORDINARY_ADMINISTRATOR_TYPE = 2;
