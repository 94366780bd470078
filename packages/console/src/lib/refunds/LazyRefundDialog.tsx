import { lazyPart } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import type { RefundDialogProps } from './RefundDialog';
import { lazyMessage } from '../toasts';

// The dialog's code (the form, its words) loads when it first opens: a detail's first paint needs none of it.
const LoadedRefundDialog = lazyPart(() => import('./RefundDialog').then((module) => module.RefundDialog));

/**
 * RefundDialog, loaded when it is drawn (render it only while open). If its code cannot be
 * loaded, the client's message says so and the dialog counts as closed.
 */
export function LazyRefundDialog(props: RefundDialogProps) {
  const { t } = useTranslation();
  return (
    <LoadedRefundDialog
      {...props}
      onLoadError={() => {
        lazyMessage.error(t('app.partFailed'));
        props.onClose();
      }}
    />
  );
}
