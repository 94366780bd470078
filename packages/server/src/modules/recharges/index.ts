export { markRechargePaid } from './handlers';
export { newestRechargesOfMember } from './of-member';
