export { resolveAlarm } from './alarms';
export type { AlarmNotifier } from './alarms';
