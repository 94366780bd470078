import { Button } from '../Button';
import { cn } from './cn';
import { useUiMessage } from '../provider/UiProvider';

/** Where a lazily loaded part (a calendar, a combobox's list) could not be loaded: what happened, and a retry. */
export function PartLoadFailed({ retry, className }: { retry: () => void; className?: string }) {
  const message = useUiMessage();
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center justify-center gap-2 p-6 text-xs text-text-muted', className)}
    >
      {message('partLoadFailed')}
      <Button size="small" onClick={retry}>
        {message('retry')}
      </Button>
    </div>
  );
}
