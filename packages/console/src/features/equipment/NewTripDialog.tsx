import type { TripOrder } from '@vending/contract';
import {
  Alert,
  Button,
  Combobox,
  DatePicker,
  Dialog,
  DialogContent,
  Select,
  TextInput,
  todayInDisplayZone,
} from '@vending/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCallAbandoned } from '../../api';
import { useApi } from '../../api/services';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** A local day as the API writes it, YYYY-MM-DD. */
const dayOf = (day: Date) => `${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}`;

interface Choice {
  planId: string;
  assigneeId: string;
  tripDate: Date | null;
  vehicle: string;
  order: TripOrder;
}

/**
 * 新建行程: a plan still to load becomes a trip of a restocker (holders of 补货员 offered
 * first) on a day with a vehicle, its stops ordered by the shortest route or by urgency.
 */
export function NewTripDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const options = useCall('getTripOptions', {});
  const [choice, setChoice] = useState<Choice>({
    planId: '',
    assigneeId: '',
    // Today in the business's zone (a trip's day is a business day).
    tripDate: todayInDisplayZone(),
    vehicle: '',
    order: 'route',
  });
  const [busy, setBusy] = useState(false);
  const [incomplete, setIncomplete] = useState(false);
  const word = (name: string) => t(`trips.create.${name}`);
  const choose = (next: Partial<Choice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setIncomplete(false);
  };

  async function save() {
    if (!choice.planId || !choice.assigneeId || !choice.tripDate || !choice.vehicle.trim()) {
      setIncomplete(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call('addTrip', {
        planId: Number(choice.planId),
        assigneeId: Number(choice.assigneeId),
        tripDate: dayOf(choice.tripDate),
        vehicle: choice.vehicle.trim(),
        order: choice.order,
      });
      if (answer.code === 1) saved(word('saved'));
      else showRefusal(answer, null);
    } catch (error) {
      // The HTTP client showed the failure; the choice stays for another try.
      if (!isCallAbandoned(error)) console.warn('Creating the trip failed', error);
    } finally {
      setBusy(false);
    }
  }

  const field = (id: keyof Choice, control: ReactNode) => (
    <div className="flex min-w-52 flex-col gap-1">
      <label id={`trip-${id}-label`} htmlFor={`trip-${id}`} className="text-xs text-text-subtle">
        {word(id)}
      </label>
      {control}
    </div>
  );
  const labelled = (id: keyof Choice) => ({ 'aria-labelledby': `trip-${id}-label`, id: `trip-${id}` });

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={word('title')}
        description={word('description')}
        footer={
          <>
            <Button onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" loading={busy} disabled={busy} onClick={() => void save()}>
              {word('save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          {incomplete ? <Alert type="warning" title={word('incomplete')} /> : null}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {field(
              'planId',
              <Combobox
                {...labelled('planId')}
                options={(options.data?.plans ?? []).map((plan) => ({
                  value: String(plan.value),
                  label: t('trips.create.planLabel', { id: plan.value, date: plan.description ?? '' }),
                }))}
                loading={options.status === 'loading'}
                value={choice.planId}
                onValueChange={(planId) => choose({ planId })}
              />,
            )}
            {field(
              'assigneeId',
              <Combobox
                {...labelled('assigneeId')}
                options={(options.data?.assignees ?? []).map((person) => ({
                  value: String(person.value),
                  label: person.label,
                  ...(person.description && { description: person.description }),
                }))}
                loading={options.status === 'loading'}
                value={choice.assigneeId}
                onValueChange={(assigneeId) => choose({ assigneeId })}
              />,
            )}
            {field(
              'tripDate',
              <DatePicker
                aria-labelledby="trip-tripDate-label"
                value={choice.tripDate}
                onValueChange={(tripDate) => choose({ tripDate })}
              />,
            )}
            {field(
              'vehicle',
              <TextInput
                {...labelled('vehicle')}
                maxLength={32}
                value={choice.vehicle}
                onChange={(event) => choose({ vehicle: event.target.value })}
              />,
            )}
            {field(
              'order',
              <Select
                {...labelled('order')}
                options={[
                  { value: 'route', label: word('orderRoute') },
                  { value: 'urgency', label: word('orderUrgency') },
                ]}
                value={choice.order}
                onValueChange={(order) => choose({ order: order === 'urgency' ? 'urgency' : 'route' })}
              />,
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
