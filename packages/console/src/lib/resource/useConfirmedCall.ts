import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { requireSuccess } from '../requireSuccess';
import { useConfirm } from '../useConfirm';
import type { ConfirmedCall } from './kinds/kind';
import { lazyMessage } from '../toasts';

/**
 * Confirm, then call, then tell: the behaviour of a switch, a remove, a flow's action without
 * inputs and a bulk action alike. Resolves false when the user declines; rejects when the call
 * fails (the HTTP client or the refusal already said why). Render `confirmDialog` once.
 */
export function useConfirmedCall(): {
  confirmedCall: (call: ConfirmedCall & { doneWith?: (answer: object) => string }) => Promise<boolean>;
  confirmDialog: ReactNode;
} {
  const { t } = useTranslation();
  const api = useApi();
  const { confirm, confirmDialog } = useConfirm();
  const confirmedCall = useCallback(
    async ({
      title,
      description,
      variant,
      call,
      request,
      done,
      doneWith,
      calling,
    }: ConfirmedCall & { doneWith?: (answer: object) => string }) => {
      if (!(await confirm({ title, description, variant }))) return false;
      calling?.(true);
      try {
        const answer: unknown = requireSuccess(await api.call(call, request as never), t('common.flagFailed'));
        lazyMessage.success(doneWith && typeof answer === 'object' && answer !== null ? doneWith(answer) : done);
        return true;
      } finally {
        calling?.(false);
      }
    },
    [api, confirm, t],
  );
  return { confirmedCall, confirmDialog };
}
