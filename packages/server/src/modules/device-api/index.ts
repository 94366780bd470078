export { newDeviceCredential } from './credentials';
export { outOfRange, temperaturesSince } from './temperature';
export { resolveAlarm } from './alarms';
export type { AlarmNotifier } from './alarms';
