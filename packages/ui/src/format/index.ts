export { DEFAULT_TIME_FORMAT, formatDateTime, formatTime, type FormatTimeOptions, type TimeInput } from './formatTime';
export {
  browserTimeZone,
  displayTimeZone,
  isKnownTimeZone,
  setDisplayTimeZone,
  useDisplayTimeZone,
} from './displayZone';
export {
  dayIn,
  offsetText,
  timeZoneLabel,
  timeZoneParts,
  todayInDisplayZone,
  zoneOffsetMinutes,
  zonesDiffer,
} from './timeZone';
