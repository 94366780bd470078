import type { DeviceRow, DeviceSlot } from '@vending/contract';
import { Button, Drawer, DrawerContent, NumberInput, Select } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../api/refusal';
import { useApi } from '../../api/services';
import { CallFallback } from '../../lib/CallFallback';
import { useLoadedOptions } from '../../lib/resource/useOptions';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';

/** A select's value for a slot with no goods (a select item may not have an empty value). */
const NONE = 'none';

interface EditedSlot {
  slotNo: number;
  goodsId: string;
  stock: number | null;
  capacity: number | null;
  /** Null: the slot follows its device type's par level (`defaultParLevel`). */
  parLevel: number | null;
  defaultParLevel: number;
}
type SlotField = 'goodsId' | 'stock' | 'capacity' | 'parLevel';
type CountField = 'stock' | 'capacity' | 'parLevel';

/** What a slot's counts may be, as the contract's saveDeviceSlots checks them. */
const countLimits: Record<CountField, { min: number; max: number }> = {
  stock: { min: 0, max: 999 },
  capacity: { min: 1, max: 999 },
  parLevel: { min: 1, max: 999 },
};
/** A problem of one slot's field, by the slot's index: the client's own check or the server's refusal. */
type Problems = Record<string, string>;

const editedOf = (slots: readonly DeviceSlot[]): EditedSlot[] =>
  slots.map((slot) => ({
    slotNo: slot.slotNo,
    goodsId: slot.goodsId === null ? NONE : String(slot.goodsId),
    stock: slot.stock,
    capacity: slot.capacity,
    parLevel: slot.parLevel,
    defaultParLevel: slot.defaultParLevel,
  }));

function SlotsTable({
  device,
  slots,
  onClose,
  onSaved,
}: {
  device: DeviceRow;
  slots: readonly DeviceSlot[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const goods = useLoadedOptions(['getSlotGoodsOptions'])['getSlotGoodsOptions'] ?? [];
  const [edited, setEdited] = useState(() => editedOf(slots));
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const options = [
    { value: NONE, label: t('devices.slots.none') },
    ...goods.map((option) => ({ value: String(option.value), label: option.label })),
  ];

  /** A count's own problem, said as the column names the field (库存不能小于 0). */
  function countProblem(field: CountField, value: number | null): string | undefined {
    const label = t(`devices.slots.${field}`);
    const { min, max } = countLimits[field];
    // An empty par level is no problem: the slot follows its device type's.
    if (value === null && field === 'parLevel') return undefined;
    if (value === null) return t('devices.slots.required', { label });
    if (!Number.isInteger(value)) return t('devices.slots.wholeNumber', { label });
    if (value < min) return t('devices.slots.atLeast', { label, min });
    if (value > max) return t('devices.slots.atMost', { label, max });
    return undefined;
  }

  /** A field left: its count checked at once, not first by the server. */
  function check(index: number, field: CountField) {
    const found = countProblem(field, edited[index]?.[field] ?? null);
    if (found) setProblems((current) => ({ ...current, [`${index}.${field}`]: found }));
  }

  function change(index: number, field: SlotField, value: string | number | null) {
    setEdited((current) => current.map((slot, at) => (at === index ? { ...slot, [field]: value } : slot)));
    setProblems(({ [`${index}.${field}`]: _gone, ...rest }) => rest);
  }

  async function save() {
    const found: Problems = {};
    edited.forEach((slot, index) => {
      for (const field of ['stock', 'capacity', 'parLevel'] as const) {
        const problem = countProblem(field, slot[field]);
        if (problem) found[`${index}.${field}`] = problem;
      }
      const counted = !found[`${index}.stock`] && !found[`${index}.capacity`];
      if (counted && slot.stock !== null && slot.capacity !== null && slot.stock > slot.capacity) {
        found[`${index}.stock`] = t('devices.slots.stockOverCapacity');
      }
      const parred = !found[`${index}.parLevel`] && !found[`${index}.capacity`];
      if (parred && slot.parLevel !== null && slot.capacity !== null && slot.parLevel > slot.capacity) {
        found[`${index}.parLevel`] = t('devices.slots.parOverCapacity');
      }
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await api.call('saveDeviceSlots', {
        deviceId: device.deviceId,
        slots: edited.map((slot) => ({
          slotNo: slot.slotNo,
          goodsId: slot.goodsId === NONE ? null : Number(slot.goodsId),
          stock: slot.stock ?? -1,
          capacity: slot.capacity ?? 0,
          parLevel: slot.parLevel,
        })),
      });
      if (answer.code === 1) {
        onSaved();
        return;
      }
      // A refusal naming a slot's field (slots.3.stock) shows under it; any other as a message.
      const field = refusalOf(answer)?.field ?? '';
      const named = /^slots\.(\d+)\.(\w+)$/.exec(field);
      if (named) setProblems({ [`${named[1]}.${named[2]}`]: refusalOf(answer)?.message ?? answer.msg });
      else showRefusal(answer, null);
    } catch {
      // The HTTP client showed the failure; the values stay for another try.
    } finally {
      setSaving(false);
    }
  }

  const labelOf = (slotNo: number, field: string) =>
    t('devices.slots.slotLabel', { slotNo, field: t(`devices.slots.${field}`) });
  const problemId = (index: number, field: SlotField) => `slot-${index}-${field}-problem`;
  const problem = (index: number, field: SlotField) => problems[`${index}.${field}`];

  return (
    <DrawerContent
      title={t('devices.slots.title', { name: `${device.deviceNo} ${device.deviceName}` })}
      description={t('devices.slots.description')}
      size="large"
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-left text-text-subtle">
            <th scope="col" className="w-16 py-2 font-medium">
              {t('devices.slots.slotNo')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('devices.slots.goods')}
            </th>
            <th scope="col" className="w-28 py-2 font-medium">
              {t('devices.slots.stock')}
            </th>
            <th scope="col" className="w-28 py-2 font-medium">
              {t('devices.slots.capacity')}
            </th>
            <th scope="col" className="w-28 py-2 font-medium">
              {t('devices.slots.parLevel')}
            </th>
          </tr>
        </thead>
        <tbody>
          {edited.map((slot, index) => (
            <tr key={slot.slotNo} className="border-b border-border align-top">
              <td className="py-2 tabular-nums">{slot.slotNo}</td>
              <td className="py-2 pr-2">
                <Select
                  aria-label={labelOf(slot.slotNo, 'goods')}
                  options={options}
                  value={slot.goodsId}
                  invalid={problem(index, 'goodsId') !== undefined}
                  {...(problem(index, 'goodsId') && { 'aria-describedby': problemId(index, 'goodsId') })}
                  onValueChange={(value) => change(index, 'goodsId', value)}
                />
                {problem(index, 'goodsId') ? (
                  <p id={problemId(index, 'goodsId')} className="mt-1 text-xs text-danger">
                    {problem(index, 'goodsId')}
                  </p>
                ) : null}
              </td>
              {(['stock', 'capacity', 'parLevel'] as const).map((field) => (
                <td key={field} className="py-2 pr-2">
                  <NumberInput
                    aria-label={labelOf(slot.slotNo, field)}
                    value={slot[field]}
                    min={countLimits[field].min}
                    max={countLimits[field].max}
                    {...(field === 'parLevel' && {
                      placeholder: t('devices.slots.parDefault', { count: slot.defaultParLevel }),
                    })}
                    invalid={problem(index, field) !== undefined}
                    {...(problem(index, field) && { 'aria-describedby': problemId(index, field) })}
                    onValueChange={(value) => change(index, field, value)}
                    onBlur={() => check(index, field)}
                  />
                  {problem(index, field) ? (
                    <p id={problemId(index, field)} className="mt-1 text-xs text-danger">
                      {problem(index, field)}
                    </p>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DrawerContent>
  );
}

function SlotsBody({ device, onClose, onSaved }: { device: DeviceRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const slots = useCall('getDeviceSlots', { deviceId: device.deviceId });
  if (slots.status !== 'ready' || !slots.data) {
    return (
      <DrawerContent title={t('devices.slots.title', { name: `${device.deviceNo} ${device.deviceName}` })} size="large">
        <CallFallback call={slots} height={240} />
      </DrawerContent>
    );
  }
  return <SlotsTable device={device} slots={slots.data.rows} onClose={onClose} onSaved={onSaved} />;
}

/** A device's slots: each one's goods, stock, capacity and par level, edited together and saved in one call. */
export function SlotsDrawer({
  device,
  onClose,
  onSaved,
}: {
  device: DeviceRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <SlotsBody device={device} onClose={onClose} onSaved={onSaved} />
    </Drawer>
  );
}
