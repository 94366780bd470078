import type { AnswerData } from '@vending/contract';
import { Button, Card, DataTable, textColumn } from '@vending/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage, settingsPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { SettingsPage } from '../../lib/resource/SettingsPage';
import { useCall } from '../../lib/useCall';
import { optionWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(optionWords);

/** The slots the card lists, emptiest first; the count says how many there are in all. */
const SLOTS_SHOWN = 100;

type SlotRow = AnswerData<'getShortageSlotList'>['rows'][number];

export const shortageSettings = settingsPage({
  namespace: 'shortage',
  get: 'getShortageSettings',
  save: 'updateShortageSettings',
  fields: [
    { name: 'threshold', control: 'text' },
    { name: 'expiryWarningDays', control: 'text' },
    // The fleet's other thresholds: when an order counts as stuck (卡单), how long temperatures are kept.
    { name: 'stuckOrderMinutes', control: 'text' },
    { name: 'temperatureRetentionDays', control: 'text' },
  ],
});

/** The goods with their own threshold; empty follows the global one. */
export const goodsThresholdsPage = listPage({
  namespace: 'goodsThresholds',
  list: 'getGoodsThresholdList',
  rowId: 'goodsId',
  rowLabel: 'goodsName',
  filters: [{ kind: 'text', param: 'keyword' }],
  columns: [
    { kind: 'text', field: 'goodsName', minWidth: 160 },
    { kind: 'text', field: 'barcode', width: 150 },
    {
      kind: 'text',
      field: 'lowStockThreshold',
      width: 150,
      empty: 'followGlobal',
    },
    { kind: 'text', field: 'updatedBy', width: 120 },
    { kind: 'dateTime', field: 'updateTime' },
  ],
  form: {
    update: 'updateGoodsThreshold',
    fields: [{ name: 'lowStockThreshold', control: 'text' }],
  },
  actions: [{ key: 'edit', opens: 'edit' }],
  actionsWidth: 120,
});

/** The slots now below their threshold: the same rule as the dashboard's card. */
function ShortSlots() {
  const { t } = useTranslation();
  const countId = useId();
  // One call's worth, scrolled in the card: a second pager on the page would be confusing.
  const slots = useCall('getShortageSlotList', { page: 1, size: SLOTS_SHOWN });
  const total = slots.data?.total;
  return (
    <Card
      headingLevel={2}
      title={t('shortage.slotsTitle')}
      flush
      aria-describedby={total === undefined ? undefined : countId}
      extra={
        <span className="flex items-center gap-3">
          {total === undefined ? null : (
            <span id={countId} className="text-xs text-text-secondary">
              {t(total > SLOTS_SHOWN ? 'shortage.slots.countFirst' : 'shortage.slots.count', {
                count: total,
                shown: SLOTS_SHOWN,
              })}
            </span>
          )}
          <Button size="small" onClick={slots.reload}>
            {t('shortage.slots.refresh')}
          </Button>
        </span>
      }
    >
      <DataTable<SlotRow>
        label={t('shortage.slotsTitle')}
        columnMenu={false}
        data={slots.data?.rows ?? []}
        mode="client"
        maxHeight={360}
        status={slots.status === 'error' ? 'error' : slots.data ? 'ready' : 'loading'}
        errorMessage={slots.errorMessage}
        onRetry={slots.reload}
        emptyText={t('shortage.slots.empty')}
        getRowId={(row) => `${row.deviceId}-${row.slotNo}`}
        getRowLabel={(row) => `${row.deviceName} ${row.slotNo}`}
        columns={[
          textColumn<SlotRow>({
            id: 'deviceNo',
            header: t('shortage.slots.deviceNo'),
            value: (row) => row.deviceNo,
            width: 130,
          }),
          textColumn<SlotRow>({
            id: 'deviceName',
            header: t('shortage.slots.deviceName'),
            value: (row) => row.deviceName,
          }),
          textColumn<SlotRow>({
            id: 'slotNo',
            header: t('shortage.slots.slotNo'),
            value: (row) => row.slotNo,
            width: 80,
          }),
          textColumn<SlotRow>({
            id: 'goodsName',
            header: t('shortage.slots.goodsName'),
            value: (row) => row.goodsName,
          }),
          textColumn<SlotRow>({
            id: 'stock',
            header: t('shortage.slots.stock'),
            value: (row) => row.stock,
            render: (row) => `${row.stock} / ${row.capacity}`,
            align: 'end',
            width: 100,
          }),
          textColumn<SlotRow>({
            id: 'threshold',
            header: t('shortage.slots.threshold'),
            value: (row) => row.threshold,
            align: 'end',
            width: 90,
          }),
        ]}
      />
    </Card>
  );
}

/**
 * 缺货商品设置: the global settings (low-stock threshold, expiry warning days, stuck-order minutes,
 * temperature retention), the goods' own thresholds and the slots now short.
 */
export default function ShortagePage() {
  const { t } = useTranslation();
  const [refreshKey, setRefreshKey] = useState(0);
  const goodsTitleId = useId();
  return (
    <div className="flex flex-col gap-4">
      {/* The page's h1 (the route title) is the goods list's, below. */}
      <SettingsPage
        page={shortageSettings}
        title={t('shortage.settingsTitle')}
        headingLevel={2}
        onSaved={() => setRefreshKey((key) => key + 1)}
      />
      {/* A saved global threshold changes which slots are short: read them afresh. */}
      <ShortSlots key={refreshKey} />
      <section aria-labelledby={goodsTitleId} className="flex flex-col gap-3">
        <h2 id={goodsTitleId} className="text-base font-semibold text-text">
          {t('shortage.goodsTitle')}
        </h2>
        <ResourcePage page={goodsThresholdsPage} />
      </section>
    </div>
  );
}
