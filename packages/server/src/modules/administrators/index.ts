export { managers } from './tables';
export { usernameOf } from './username-of';
export { menuTreeOf } from './menu-tree';
