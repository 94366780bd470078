import type { EndpointName } from '@vending/contract';
import { Button, Dialog, DialogContent, SortableList } from '@vending/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { CallFallback } from '../CallFallback';
import { showRefusal } from '../showRefusal';
import { useCall } from '../useCall';

/** The largest page a list call answers: every record, as a reorder must name them all. */
export const WHOLE_LIST_SIZE = 100;

export interface SortDialogProps<Row> {
  /** Words: `<namespace>.sort.title`, `.description`, `.list` (the list's name) and `.done`. */
  namespace: string;
  /** The list call, asked for every record at once. */
  list: EndpointName;
  /** The call saving the whole order, taking the ids in order as `idsParam`. */
  save: EndpointName;
  idsParam: string;
  rowId: (row: Row) => number;
  /** How a record shows in the list: its name, and what stands before and after it. */
  item: (row: Row) => { label: string; leading?: ReactNode; trailing?: ReactNode };
  close: () => void;
  saved: (message?: string) => void;
}

/**
 * Puts a whole list in order (drag, 上移 / 下移, Alt+↑ / ↓) and saves the order in one call; a
 * refusal is shown and the order stays for another try.
 */
export function SortDialog<Row>({ namespace, list, save, idsParam, rowId, item, close, saved }: SortDialogProps<Row>) {
  const { t } = useTranslation();
  const api = useApi();
  const current = useCall(list, { size: WHOLE_LIST_SIZE } as never);
  const [order, setOrder] = useState<readonly string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const rows = ((current.data as { rows?: readonly Row[] } | undefined)?.rows ?? []) as readonly Row[];
  const byId = new Map(rows.map((row) => [String(rowId(row)), row]));
  const ids = order ?? rows.map((row) => String(rowId(row)));

  async function send() {
    setSaving(true);
    try {
      const answer = await api.call(save, { [idsParam]: ids.map(Number) } as never);
      if (answer.code === 1) saved(t(`${namespace}.sort.done`));
      else showRefusal(answer, null);
    } catch {
      // The HTTP client showed the failure; the order stays for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={t(`${namespace}.sort.title`)}
        description={t(`${namespace}.sort.description`)}
        size="default"
        footer={
          <>
            <Button onClick={close} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={current.status !== 'ready' || order === null}
              onClick={() => void send()}
            >
              {t('common.save')}
            </Button>
          </>
        }
      >
        {current.status !== 'ready' ? <CallFallback call={current} height={192} /> : null}
        {current.status === 'ready' ? (
          <SortableList
            label={t(`${namespace}.sort.list`)}
            disabled={saving}
            items={ids.flatMap((id) => {
              const row = byId.get(id);
              return row ? [{ id, ...item(row) }] : [];
            })}
            onReorder={setOrder}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
