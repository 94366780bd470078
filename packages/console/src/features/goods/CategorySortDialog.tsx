import type { GoodsCategoryRow } from '@vending/contract';
import { Avatar, Button, Dialog, DialogContent, SortableList } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { assetUrl } from '../../config/assets';
import { CallFallback } from '../../lib/CallFallback';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';

/** The largest page the list call answers: every category, as the save must name them all. */
const ALL_CATEGORIES = 100;

/** Puts the categories in order (drag, 上移 / 下移, Alt+↑ / ↓) and saves the whole order in one call. */
export function CategorySortDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const current = useCall('getGoodsCategoryList', { size: ALL_CATEGORIES });
  const [order, setOrder] = useState<readonly string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const rows: readonly GoodsCategoryRow[] = current.data?.rows ?? [];
  const byId = new Map(rows.map((row) => [String(row.categoryId), row]));
  const ids = order ?? rows.map((row) => String(row.categoryId));

  async function save() {
    setSaving(true);
    try {
      const answer = await api.call('sortGoodsCategories', { categoryIds: ids.map(Number) });
      if (answer.code === 1) saved(t('goodsCategories.sort.done'));
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
        title={t('goodsCategories.sort.title')}
        description={t('goodsCategories.sort.description')}
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
            label={t('goodsCategories.sort.list')}
            disabled={saving}
            items={ids.flatMap((id) => {
              const row = byId.get(id);
              return row
                ? [
                    {
                      id,
                      label: row.name,
                      leading: <Avatar size="mini" shape="square" src={assetUrl(row.icon)} name={row.name} />,
                      trailing: (
                        <span className="text-text-muted tabular-nums">
                          {t('goodsCategories.fields.goodsCount')} {row.goodsCount}
                        </span>
                      ),
                    },
                  ]
                : [];
            })}
            onReorder={setOrder}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
