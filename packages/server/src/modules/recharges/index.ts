export { markRechargePaid } from './handlers';
