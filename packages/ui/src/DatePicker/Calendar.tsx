import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { useUiLocale } from '../provider/UiProvider';
import { calendarClassNames } from './calendarClassNames';
import { calendarLocales } from './calendarLocale';

/**
 * react-day-picker in the design system's tokens and locale. Its own chunk (with date-fns and
 * the locales): loaded when a date picker is first opened (lazyCalendar.tsx).
 */
export function Calendar(props: DayPickerProps) {
  const locale = useUiLocale();
  return <DayPicker {...props} locale={calendarLocales[locale]} classNames={calendarClassNames} />;
}
