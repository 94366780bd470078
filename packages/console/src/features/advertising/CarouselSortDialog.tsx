import type { CarouselRow } from '@vending/contract';
import { Avatar, Button, Dialog, DialogContent, SortableList, Tag } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { assetUrl } from '../../config/assets';
import { CallFallback } from '../../lib/CallFallback';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';

/** The largest page the list call answers: every image, as the save must name them all. */
export const ALL_IMAGES = 100;

/** Puts the carousel in order (drag, 上移 / 下移, Alt+↑ / ↓) and saves the whole order in one call. */
export function CarouselSortDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const current = useCall('getCarouselList', { size: ALL_IMAGES });
  const [order, setOrder] = useState<readonly string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const rows: readonly CarouselRow[] = current.data?.rows ?? [];
  const byId = new Map(rows.map((row) => [String(row.imageId), row]));
  const ids = order ?? rows.map((row) => String(row.imageId));

  async function save() {
    setSaving(true);
    try {
      const answer = await api.call('sortCarouselImages', { imageIds: ids.map(Number) });
      if (answer.code === 1) saved(t('carousel.sort.done'));
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
        title={t('carousel.sort.title')}
        description={t('carousel.sort.description')}
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
              onClick={() => void save()}
            >
              {t('common.save')}
            </Button>
          </>
        }
      >
        {current.status !== 'ready' ? <CallFallback call={current} height={192} /> : null}
        {current.status === 'ready' ? (
          <SortableList
            label={t('carousel.sort.list')}
            disabled={saving}
            items={ids.flatMap((id) => {
              const row = byId.get(id);
              if (!row) return [];
              const label = t('carousel.sort.item', { id: row.imageId });
              return [
                {
                  id,
                  label,
                  leading: <Avatar size="mini" shape="square" src={assetUrl(row.image)} name={label} />,
                  trailing: (
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="max-w-48 truncate text-text-muted">{row.link || t('carousel.noLink')}</span>
                      {row.isFlag === 0 ? <Tag tone="info">{t('carousel.sort.disabled')}</Tag> : null}
                    </span>
                  ),
                },
              ];
            })}
            onReorder={setOrder}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
