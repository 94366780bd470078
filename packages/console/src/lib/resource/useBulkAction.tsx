import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkRequestOf, type DeclaredBulkAction } from './declaration';
import type { ConfirmedCall, OpenDialog } from './kinds/kind';
import { LazyResourceFormDialog as ResourceFormDialog } from './LazyResourceFormDialog';

export interface BulkActionOptions {
  /** The page's words: `<namespace>.bulk.<key>`, `<key>Confirm`, `<key>Done`. */
  namespace: string;
  confirmedCall: (call: ConfirmedCall & { doneWith?: (answer: object) => string }) => Promise<boolean>;
  /** Opens a dialog on the page (the fields a bulk action asks for). */
  open: (dialog: OpenDialog) => void;
  /** Reads the list again after a bulk action went through. */
  reload: () => void;
}

export interface BulkActions {
  selectedRowIds: readonly string[];
  setSelectedRowIds: (ids: readonly string[]) => void;
  /** While a confirmed bulk call runs: the buttons wait. */
  busy: boolean;
  /** Asks (or asks for the action's fields), sends the selected ids, tells, clears the selection and reloads. */
  run: (action: DeclaredBulkAction, ids: readonly string[]) => Promise<void>;
}

/**
 * A list's selection and its bulk actions. An action with `fields` opens a form of the call's
 * other parameters (checked by the call's schema, a refusal under its field); one without asks
 * `<key>Confirm`. Either tells `<key>Done` with the count and the answer's fields, clears the
 * selection and reloads; a failure keeps the selection (the client or the refusal said why).
 */
export function useBulkAction({ namespace: ns, confirmedCall, open, reload }: BulkActionOptions): BulkActions {
  const { t } = useTranslation();
  const [selectedRowIds, setSelectedRowIds] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: DeclaredBulkAction, ids: readonly string[]) => {
      const done = (answer?: object) => t(`${ns}.bulk.${action.key}Done`, { count: ids.length, ...answer });
      if (action.fields) {
        const fields = action.fields;
        open(({ close, saved }) => (
          <ResourceFormDialog
            namespace={ns}
            open
            title={t(`${ns}.bulk.${action.key}`)}
            description={t(`${ns}.bulk.${action.key}Confirm`, { count: ids.length })}
            call={action.call}
            fields={fields}
            fixedParams={bulkRequestOf(action, ids)}
            onClose={close}
            onSaved={() => {
              setSelectedRowIds([]);
              saved(done());
            }}
          />
        ));
        return;
      }
      try {
        const sent = await confirmedCall({
          title: t(`${ns}.bulk.${action.key}Confirm`, { count: ids.length }),
          variant: action.variant === 'danger' ? 'danger' : 'default',
          call: action.call,
          request: bulkRequestOf(action, ids),
          done: done(),
          doneWith: done,
          calling: setBusy,
        });
        if (sent) {
          setSelectedRowIds([]);
          reload();
        }
      } catch {
        // requireSuccess or the HTTP client showed why; the selection stays.
      }
    },
    [confirmedCall, ns, open, reload, t],
  );
  return { selectedRowIds, setSelectedRowIds, busy, run };
}
