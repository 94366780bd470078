import { lazyPart } from '../lib/lazyPart';
import { Button } from '../Button';
import { useUiMessage } from '../provider/UiProvider';

/** The calendar, loaded on first opening (CalendarPopover opens once it is here). */
export const LazyCalendar = lazyPart(() => import('./Calendar').then((module) => module.Calendar));

/** In the popover when the calendar's code could not be loaded: what happened, and a retry. */
export function CalendarFailed({ retry }: { retry: () => void }) {
  const message = useUiMessage();
  return (
    <div role="alert" className="flex w-62 flex-col items-center justify-center gap-2 p-6 text-xs text-text-muted">
      {message('partLoadFailed')}
      <Button size="small" onClick={retry}>
        {message('retry')}
      </Button>
    </div>
  );
}
