export { DEFAULT_TIME_FORMAT, formatDateTime, formatTime, type FormatTimeOptions, type TimeInput } from './formatTime';
