import { lazyPart } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceFormDialogProps } from './ResourceFormDialog';
import { lazyMessage } from '../toasts';

// The form's code (react-hook-form, the declared fields, selects, uploads) loads when a dialog
// first opens: a list page's first paint needs none of it (docs/BENCHMARKS.md).
const LoadedFormDialog = lazyPart(() => import('./ResourceFormDialog').then((module) => module.ResourceFormDialog));

/**
 * ResourceFormDialog, loaded when it is first opened. The dialog appears once its code is
 * there; if the code cannot be loaded, the client's message says so and the dialog counts as
 * closed (opening it again tries again).
 */
export function LazyResourceFormDialog(props: ResourceFormDialogProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LoadedFormDialog
      {...props}
      onLoadError={() => {
        lazyMessage.error(t('app.partFailed'));
        setWanted(false);
        props.onClose();
      }}
    />
  );
}
