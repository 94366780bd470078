export { members } from './tables';
export { seedMembersInBulk } from './demo-data';
export { memberList } from './handlers';
