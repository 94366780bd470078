import { format } from 'date-fns';
import type { DayPickerLocale } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import type { UiLocale } from '../provider/messages';

/**
 * English day buttons are named "Wednesday, May 15, 2024" rather than react-day-picker's
 * "May 15th": a button's name must contain its visible text ("15") for speech input.
 */
const english: DayPickerLocale = {
  ...enUS,
  labels: {
    ...enUS.labels,
    labelDayButton: (date, modifiers) => {
      const day = format(date, 'EEEE, MMMM d, yyyy');
      const withToday = modifiers.today ? `Today, ${day}` : day;
      return modifiers.selected ? `${withToday}, selected` : withToday;
    },
  },
};

/** date-fns locales (with react-day-picker's translated labels) for the design system's locales. */
export const calendarLocales: Record<UiLocale, DayPickerLocale> = { zh: zhCN, en: english };
