import type { TripDetail, TripRow } from '@vending/contract';
import { Descriptions, Drawer, DrawerContent, SortableList, Tag } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isCallAbandoned } from '../../api';
import { useApi } from '../../api/services';
import { CallFallback } from '../../lib/CallFallback';
import { fieldHeader } from '../../lib/resource/fieldLabel';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';
import { useLiveRefresh } from '../../lib/useLiveRefresh';
import { useAuthStore } from '../../stores/authStore';
import { lazyMessage } from '../../lib/toasts';

const th = 'py-1.5 pr-3 text-left font-medium';
const td = 'py-1.5 pr-3';

/** Per goods over the trip: planned, filled, and what the recorded stops left short (flagged). */
function TripGoodsTable({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const word = (name: string) => t(`trips.detail.${name}`);
  return (
    <table className="w-full border-collapse text-sm" aria-label={word('goods')}>
      <thead>
        <tr className="border-b border-border text-text-subtle">
          <th scope="col" className={th}>
            {word('goodsName')}
          </th>
          <th scope="col" className={th}>
            {word('planned')}
          </th>
          <th scope="col" className={th}>
            {word('filled')}
          </th>
          <th scope="col" className={th}>
            {word('shortfall')}
          </th>
        </tr>
      </thead>
      <tbody>
        {trip.goods.map((row) => (
          <tr key={row.goodsId} className="border-b border-border tabular-nums">
            <td className={td}>{row.goodsName}</td>
            <td className={td}>{row.planned}</td>
            <td className={td}>{row.filled}</td>
            <td className={td}>
              {row.shortfall > 0 ? (
                <Tag tone="danger" dot>
                  {row.shortfall}
                </Tag>
              ) : (
                0
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A trip: who, when, the route's length, per goods planned vs filled (short flagged), and its
 * stops in order, reordered by drag (or 上移 / 下移) until it is done. Progress follows the
 * restocker's phone live (LIVE_REFRESH_MS).
 */
export function TripDetailDrawer({ trip, onClose }: { trip: TripRow; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { pathname } = useLocation();
  const readOnly = useAuthStore((state) => state.session?.viewOnlyPaths.has(pathname) ?? false);
  const detail = useCall('getTrip', { tripId: trip.tripId });
  useLiveRefresh(detail.refresh);
  const [saving, setSaving] = useState(false);
  const word = (name: string) => t(`trips.detail.${name}`);
  const loaded = detail.data;

  async function reorder(ids: string[]) {
    if (!loaded) return;
    const deviceIds = ids.map(Number);
    const previous = loaded;
    detail.update((data) => ({
      ...data,
      stops: deviceIds.flatMap((id, index) => {
        const stop = data.stops.find((candidate) => candidate.deviceId === id);
        return stop ? [{ ...stop, seq: index + 1 }] : [];
      }),
    }));
    setSaving(true);
    try {
      const answer = await api.call('reorderTripStops', { tripId: trip.tripId, deviceIds });
      if (answer.code === 1) {
        lazyMessage.success(word('reordered'));
        detail.refresh();
      } else {
        detail.update(() => previous);
        showRefusal(answer, null);
      }
    } catch (error) {
      detail.update(() => previous);
      if (!isCallAbandoned(error)) console.warn('Reordering the trip failed', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <DrawerContent title={t('trips.detail.title', { id: trip.tripId })} size="large">
        {detail.status !== 'ready' || !loaded ? (
          <CallFallback call={detail} height={240} />
        ) : (
          <div className="flex flex-col gap-4">
            <Descriptions
              columns={2}
              bordered
              items={[
                {
                  key: 'status',
                  label: fieldHeader(t, 'trips', 'status'),
                  value: t(`trips.options.status.${loaded.status}`),
                },
                {
                  key: 'progress',
                  label: t('trips.fields.progress'),
                  value: t('trips.progress', { done: loaded.doneStops, total: loaded.stopCount }),
                },
                { key: 'assignee', label: t('trips.fields.assigneeName'), value: loaded.assigneeName },
                { key: 'tripDate', label: fieldHeader(t, 'trips', 'tripDate'), value: loaded.tripDate },
                { key: 'vehicle', label: fieldHeader(t, 'trips', 'vehicle'), value: loaded.vehicle },
                {
                  key: 'route',
                  label: word('route'),
                  value: t('trips.detail.routeKm', { km: (loaded.routeMeters / 1000).toFixed(1) }),
                },
                {
                  key: 'order',
                  label: word('order'),
                  value: t(loaded.order === 'route' ? 'trips.create.orderRoute' : 'trips.create.orderUrgency'),
                },
                {
                  key: 'units',
                  label: t('trips.fields.filledUnits'),
                  value: `${loaded.filledUnits} / ${loaded.plannedUnits}`,
                },
              ]}
            />
            <p className="text-xs text-text-subtle">{word('live')}</p>
            <h3 className="text-sm font-semibold text-text">{word('goods')}</h3>
            <TripGoodsTable trip={loaded} />
            <h3 className="text-sm font-semibold text-text">{word('stops')}</h3>
            <SortableList
              label={word('stopsLabel')}
              disabled={readOnly || saving || loaded.status === 'done'}
              items={loaded.stops.map((stop, index) => ({
                id: String(stop.deviceId),
                label: `${index + 1}. ${stop.deviceNo} ${stop.deviceName} · ${stop.address}`,
                trailing: stop.doneTime ? (
                  <Tag tone="success" dot>
                    {word('stopDone')}
                  </Tag>
                ) : (
                  <Tag tone="neutral">{word('stopWaiting')}</Tag>
                ),
              }))}
              onReorder={(ids) => void reorder(ids)}
            />
          </div>
        )}
      </DrawerContent>
    </Drawer>
  );
}
