import { lazyPart } from '../lib/lazyPart';
import { PartLoadFailed } from '../lib/PartLoadFailed';

/** The calendar, loaded on first opening (CalendarPopover opens once it is here). */
export const LazyCalendar = lazyPart(() => import('./Calendar').then((module) => module.Calendar));

/** In the popover when the calendar's code could not be loaded: what happened, and a retry. */
export function CalendarFailed({ retry }: { retry: () => void }) {
  return <PartLoadFailed retry={retry} className="w-62" />;
}
