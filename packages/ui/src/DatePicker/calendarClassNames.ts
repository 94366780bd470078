import type { ClassNames } from 'react-day-picker';

/** react-day-picker's parts in the design system's tokens (its own stylesheet is not used). */
export const calendarClassNames: Partial<ClassNames> = {
  root: 'relative p-3 text-xs text-text',
  months: 'flex gap-6',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-7 items-center justify-center px-8',
  caption_label: 'text-sm font-medium',
  nav: 'absolute inset-x-3 top-3 flex items-center justify-between',
  button_previous:
    'inline-flex size-7 cursor-pointer items-center justify-center rounded text-text-muted hover:bg-surface-muted hover:text-text aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
  button_next:
    'inline-flex size-7 cursor-pointer items-center justify-center rounded text-text-muted hover:bg-surface-muted hover:text-text aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-8 text-center font-normal text-text-muted',
  week: '',
  day: 'group/day p-0 text-center',
  day_button: [
    'size-8 cursor-pointer rounded text-text hover:bg-primary-soft',
    'group-data-today/day:font-semibold group-data-today/day:text-primary-text',
    'group-data-outside/day:text-text-subtle',
    'group-data-selected/day:bg-primary group-data-selected/day:text-on-solid group-data-selected/day:hover:bg-primary-hover',
    'group-data-disabled/day:cursor-not-allowed group-data-disabled/day:text-text-subtle group-data-disabled/day:line-through',
  ].join(' '),
  range_start: 'rounded-l bg-primary-soft',
  range_end: 'rounded-r bg-primary-soft',
  // Every day of a range is "selected"; between the ends it is a soft band, not a solid button.
  range_middle: 'bg-primary-soft [&>button]:bg-transparent! [&>button]:text-primary-text!',
  hidden: 'invisible',
};
