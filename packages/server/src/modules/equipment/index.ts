export { devices, deviceSlots } from './tables';
export { DEFAULT_DEVICE_ONLINE_WINDOW_MS, onlineRule } from './online';
export type { OnlineRule } from './online';
export { recordReplenishment } from './replenishment-record';
export type { RestockedSlot } from './replenishment-record';
export { OPERATOR_DEMO_REGION } from './demo-data';
export { computePlan, insertPlan } from './plan';
export type { PlanSales } from './plan';
export { newDeviceCredential, parseDeviceCredential, secretMatches } from './credentials';
export { keepsReading, outOfRange, pruneTemperatures, recordTemperature, temperaturesSince } from './temperature';
export { slotExpirySql, slotIsShort, slotThreshold } from './slot-rules';
export { countDevices } from './device-ids';
export {
  linesToLoad,
  openAlarmCount,
  openAlarmKindsOf,
  openPlans,
  planStatusInScope,
  regionIdNamed,
  temperatureRangeOf,
} from './reads';
export { closeAlarmsReportedGone, closeOpenAlarm, devicesOpenOffline, openAlarms } from './alarm-rows';
export type { DeviceAlarmRow } from './alarm-rows';
