export { DEFAULT_TIME_FORMAT, formatDateTime, formatTime, type FormatTimeOptions, type TimeInput } from './formatTime';
export {
  browserTimeZone,
  dayIn,
  displayTimeZone,
  isKnownTimeZone,
  offsetText,
  setDisplayTimeZone,
  timeZoneLabel,
  timeZoneParts,
  todayInDisplayZone,
  useDisplayTimeZone,
  zoneOffsetMinutes,
  zonesDiffer,
} from './timeZone';
