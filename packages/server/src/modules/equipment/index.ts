export { devices } from './tables';
export { DEFAULT_DEVICE_ONLINE_WINDOW_MS, onlineRule } from './online';
export type { OnlineRule } from './online';
export { recordReplenishment } from './replenishment-record';
export type { RestockedSlot } from './replenishment-record';
export { OPERATOR_DEMO_REGION } from './demo-data';
export { computePlan, insertPlan } from './plan';
export { slotExpirySql, slotIsShort, slotThreshold } from './slot-rules';
