export { DEMO_RECHARGE_OPTIONS } from './demo-data';
export { currencyHeader, includedGst, majorUnits, readMoneySettings, SettingKeys } from './money';
export { readSetting, writeSetting } from './saved-setting';
export {
  expiryStateOf,
  readExpiryWindow,
  readShortageThreshold,
  readStuckOrderMinutes,
  readTemperatureRetentionDays,
  stuckOrderMinutesSql,
} from './shortage';
export type { ExpiryWindow } from './shortage';
