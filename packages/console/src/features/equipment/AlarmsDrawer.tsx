import type { DeviceAlarmRow, DeviceRow } from '@vending/contract';
import { Button, Drawer, DrawerContent, formatDateTime, Tag, Textarea } from '@vending/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../api/refusal';
import { useApi } from '../../api/services';
import { CallFallback } from '../../lib/CallFallback';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';

/** An open alarm's resolution: a note, required, then 处理. */
function ResolveForm({ alarm, onResolved }: { alarm: DeviceAlarmRow; onResolved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const noteId = useId();

  async function resolve() {
    if (note.trim() === '') {
      setProblem(t('devices.alarms.noteRequired'));
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call('resolveDeviceAlarm', { alarmId: alarm.alarmId, note: note.trim() });
      if (answer.code === 1) onResolved();
      else if (refusalOf(answer)?.field === 'note') setProblem(refusalOf(answer)?.message ?? answer.msg);
      else showRefusal(answer, null);
    } catch {
      // The HTTP client showed the failure; the note stays for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mt-2 flex flex-col gap-1">
      <label htmlFor={noteId} className="text-xs text-text-secondary">
        {t('devices.alarms.note')}
      </label>
      <Textarea
        id={noteId}
        data-alarm-note={alarm.alarmId}
        value={note}
        rows={2}
        maxLength={200}
        invalid={problem !== undefined}
        {...(problem && { 'aria-describedby': `${noteId}-problem` })}
        placeholder={t('devices.alarms.notePlaceholder')}
        onValueChange={(value) => {
          setNote(value);
          setProblem(undefined);
        }}
      />
      {problem ? (
        <p id={`${noteId}-problem`} className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
      <div>
        <Button variant="primary" loading={saving} onClick={() => void resolve()}>
          {t('devices.alarms.resolve')}
        </Button>
      </div>
    </div>
  );
}

/** One alarm of the history: its kind, since when, and how it closed (or the form that closes it). */
function AlarmItem({ alarm, onResolved }: { alarm: DeviceAlarmRow; onResolved: () => void }) {
  const { t } = useTranslation();
  const open = alarm.closedTime === null;
  return (
    <li className="border-b border-border py-3">
      <div className="flex items-center gap-2">
        <Tag tone={open ? 'danger' : 'neutral'} dot>
          {t(`devices.alarmKinds.${alarm.kind}`)}
        </Tag>
        <span className="text-xs text-text-secondary">
          {open ? t('devices.alarms.open') : t('devices.alarms.closed')}
        </span>
      </div>
      <p className="mt-1 text-sm tabular-nums">
        {t('devices.alarms.openedAt', { time: formatDateTime(alarm.openedTime) })}
        {alarm.closedTime ? ` · ${t('devices.alarms.closedAt', { time: formatDateTime(alarm.closedTime) })}` : ''}
      </p>
      {alarm.closedTime ? (
        <p className="text-xs text-text-secondary">
          {alarm.closedBy
            ? t('devices.alarms.resolvedBy', { name: alarm.closedBy, note: alarm.note })
            : t('devices.alarms.reportedGone')}
        </p>
      ) : (
        <ResolveForm alarm={alarm} onResolved={onResolved} />
      )}
    </li>
  );
}

function AlarmsBody({ device, onResolved }: { device: DeviceRow; onResolved: (message: string) => void }) {
  const { t } = useTranslation();
  const alarms = useCall('getDeviceAlarmList', { deviceId: device.deviceId, size: 100, page: 1 });
  const title = t('devices.alarms.title', { name: `${device.deviceNo} ${device.deviceName}` });
  const listRef = useRef<HTMLUListElement>(null);
  /** The alarm just resolved: once the history shows it closed, focus goes to the next open one. */
  const resolved = useRef<number | null>(null);
  const rows = alarms.data?.rows;

  useEffect(() => {
    if (resolved.current === null || !rows) return;
    const index = rows.findIndex((alarm) => alarm.alarmId === resolved.current);
    if (rows[index]?.closedTime === null) return; // the history not yet asked again
    resolved.current = null;
    const open = rows.filter((alarm) => alarm.closedTime === null);
    // The next open alarm below the one resolved, else the first one still open, else the list.
    const next = rows.slice(index + 1).find((alarm) => alarm.closedTime === null) ?? open[0];
    const field = next
      ? listRef.current?.querySelector<HTMLElement>(`[data-alarm-note="${next.alarmId}"]`)
      : listRef.current;
    field?.scrollIntoView({ block: 'nearest' });
    field?.focus();
  }, [rows]);

  if (!alarms.data) {
    return (
      <DrawerContent title={title} size="large">
        <CallFallback call={alarms} height={240} />
      </DrawerContent>
    );
  }
  return (
    <DrawerContent title={title} description={t('devices.alarms.description')} size="large">
      {alarms.data.rows.length === 0 ? (
        <p className="py-6 text-center text-text-secondary">{t('devices.alarms.none')}</p>
      ) : (
        <ul ref={listRef} aria-label={title} tabIndex={-1} className="outline-none">
          {alarms.data.rows.map((alarm) => (
            <AlarmItem
              key={alarm.alarmId}
              alarm={alarm}
              onResolved={() => {
                // The drawer stays open on the history, asked again: the next alarm is in view.
                resolved.current = alarm.alarmId;
                alarms.reload();
                onResolved(t('devices.alarms.resolvedDone'));
              }}
            />
          ))}
        </ul>
      )}
    </DrawerContent>
  );
}

/** A device's alarm history, newest first; an open one is resolved here with a note. */
export function AlarmsDrawer({
  device,
  onClose,
  onResolved,
}: {
  device: DeviceRow;
  onClose: () => void;
  /** An alarm was resolved: the message to tell (the drawer stays open; the list behind reloads). */
  onResolved: (message: string) => void;
}) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()}>
      <AlarmsBody device={device} onResolved={onResolved} />
    </Drawer>
  );
}
