export { estimatedShares, lastMonths } from './handlers';
