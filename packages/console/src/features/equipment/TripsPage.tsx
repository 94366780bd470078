import type { TripRow } from '@vending/contract';
import { tripStatuses } from '@vending/contract';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { NewTripDialog } from './NewTripDialog';
import { TripDetailDrawer } from './TripDetailDrawer';
import { tripWords } from './tripWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(tripWords);

/**
 * 行程: restocking rounds made from plans, assigned to a restocker for a day and a vehicle;
 * their progress follows the restockers' phones live (stops done, units filled, slots short).
 */
export const tripsPage = listPage({
  namespace: 'trips',
  list: 'getTripList',
  rowId: 'tripId',
  rowLabel: (row, { t }) => t('trips.detail.title', { id: row.tripId }),
  filters: [{ kind: 'select', param: 'status', options: tripStatuses }],
  columns: [
    { kind: 'text', field: 'tripId', width: 90 },
    { kind: 'text', field: 'tripDate', width: 110 },
    { kind: 'text', field: 'assigneeName', width: 150 },
    { kind: 'text', field: 'vehicle', width: 110 },
    {
      kind: 'enum',
      field: 'status',
      values: tripStatuses,
      tones: { waiting: 'neutral', underway: 'info', done: 'success' },
    },
    {
      kind: 'computed',
      id: 'progress',
      width: 100,
      value: (row) => row.doneStops,
      render: (row, { t }) => t('trips.progress', { done: row.doneStops, total: row.stopCount }),
    },
    { kind: 'text', field: 'plannedUnits', width: 90 },
    { kind: 'text', field: 'filledUnits', width: 90 },
    {
      kind: 'computed',
      id: 'shortSlots',
      width: 120,
      value: (row) => row.shortSlots,
      render: (row, { t }) =>
        row.shortSlots > 0 ? (
          <span className="text-danger-text">{t('trips.short', { count: row.shortSlots })}</span>
        ) : (
          '0'
        ),
    },
    { kind: 'dateTime', field: 'createTime' },
  ],
  actions: [
    {
      key: 'detail',
      opens: 'dialog',
      reads: true,
      dialog: ({ row, close }) => <TripDetailDrawer trip={row as TripRow} onClose={close} />,
    },
  ],
  toolbarDialogs: [{ key: 'create', dialog: (props) => <NewTripDialog {...props} /> }],
  live: true,
});

export default function TripsPage() {
  return <ResourcePage page={tripsPage} />;
}
