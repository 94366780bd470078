export { DatePicker, type CalendarTriggerProps, type DatePickerProps } from './DatePicker';
export { DateRangePicker, toDayRange, type DateRangePickerProps, type DayRange } from './DateRangePicker';
