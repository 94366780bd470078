import { ConfirmDialog } from '@vending/ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';

interface ConfirmRequest {
  title: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'danger';
}

/**
 * Asks for confirmation from code: `if (await confirm({...}))`. Render `confirmDialog` once in
 * the page. The promise resolves true on confirm, false on cancel or dismissal.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; confirmDialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRequest(null);
  };
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  return {
    confirm,
    confirmDialog: request ? (
      <ConfirmDialog
        open
        title={request.title}
        description={request.description}
        variant={request.variant}
        onConfirm={() => settle(true)}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
      />
    ) : null,
  };
}
