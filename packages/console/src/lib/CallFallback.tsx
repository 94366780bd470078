import { Alert, Button, Skeleton } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import type { CallState } from './useCall';

/**
 * What stands in for a call's data until it arrives: a skeleton of the given height while it
 * first loads, the failure with a retry when it failed; nothing once the data is there.
 */
export function CallFallback({
  call,
  height,
}: {
  call: Pick<CallState<unknown>, 'status' | 'data' | 'errorMessage' | 'reload'>;
  height: number;
}) {
  const { t } = useTranslation();
  if (call.status === 'error') {
    return (
      <Alert
        type="error"
        title={call.errorMessage}
        action={
          <Button variant="link" onClick={call.reload}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (call.data !== undefined) return null;
  return (
    <div style={{ height }}>
      <Skeleton className="h-full w-full" />
    </div>
  );
}
