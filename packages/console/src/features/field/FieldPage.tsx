import type { TripDetail, TripStop } from '@vending/contract';
import { Button, FileInput } from '@vending/ui';
import { startTransition, useCallback, useEffect, useState } from 'react';
import * as fieldApi from './fieldApi';
import { useFieldWords } from './fieldWords';
import { navigationLink } from './navigation';
import { registerFieldServiceWorker } from './serviceWorker';
import {
  forgetPending,
  keepPending,
  keepTrips,
  keptTrips,
  pendingStops,
  recordInput,
  shrinkPhoto,
  type PendingStop,
} from './outbox';

/** Plain inputs and notes (the design system's would bring a desk page's weight to the phone). */
const inputClass = 'h-10 w-full rounded border border-border bg-surface px-2 text-base text-text';
const noteClass = {
  warning: 'rounded border border-warning/40 bg-warning-soft p-2 text-sm',
  info: 'rounded border border-info/40 bg-info-soft p-2 text-sm',
  error: 'rounded border border-danger/40 bg-danger-soft p-2 text-sm',
};
const tagClass = {
  success: 'rounded border border-success/40 bg-success-soft px-1.5 text-xs',
  warning: 'rounded border border-warning/40 bg-warning-soft px-1.5 text-xs',
  danger: 'rounded border border-danger/40 bg-danger-soft px-1.5 text-xs',
};

interface Entry {
  filled: string;
  removedExpired: string;
  removedDamaged: string;
  expiryDate: string;
}

const count = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : 0);

/** One stop at the machine: per slot filled, removed (expired, damaged), the batch's expiry, a photo, done. */
function StopEntry({
  trip,
  stop,
  onBack,
  onDone,
}: {
  trip: TripDetail;
  stop: TripStop;
  onBack: () => void;
  onDone: (pending: PendingStop) => Promise<void>;
}) {
  const { t } = useFieldWords();
  const [entries, setEntries] = useState<Record<number, Entry>>(() =>
    Object.fromEntries(
      stop.lines.map((line) => [
        line.slotNo,
        {
          filled: String(Math.min(line.planned, line.capacity - line.stock)),
          removedExpired: '0',
          removedDamaged: '0',
          expiryDate: '',
        },
      ]),
    ),
  );
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (slotNo: number, field: keyof Entry, value: string) =>
    setEntries((current) => ({ ...current, [slotNo]: { ...(current[slotNo] as Entry), [field]: value } }));
  const problemOf = (line: TripStop['lines'][number]) => {
    const entry = entries[line.slotNo];
    if (!entry) return null;
    const removed = count(entry.removedExpired) + count(entry.removedDamaged);
    if (removed > line.stock) return t('field.removedTooMany');
    if (line.stock - removed + count(entry.filled) > line.capacity) return t('field.overCapacity');
    return null;
  };
  const blocked = stop.lines.some((line) => problemOf(line) !== null);

  async function finish() {
    setSaving(true);
    try {
      await onDone({
        recordId: crypto.randomUUID(),
        tripId: trip.tripId,
        deviceId: stop.deviceId,
        lines: stop.lines.map((line) => {
          const entry = entries[line.slotNo];
          return {
            slotNo: line.slotNo,
            filled: count(entry?.filled ?? '0'),
            removedExpired: count(entry?.removedExpired ?? '0'),
            removedDamaged: count(entry?.removedDamaged ?? '0'),
            expiryDate: entry?.expiryDate ? entry.expiryDate : null,
          };
        }),
        photo,
        photoUrl: null,
        savedAt: new Date().toISOString(),
        refusal: null,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-label={`${stop.deviceNo} ${stop.deviceName}`} className="flex flex-col gap-3">
      <Button onClick={onBack}>{t('field.back')}</Button>
      <h2 className="text-base font-semibold">
        {stop.seq}. {stop.deviceNo} {stop.deviceName}
      </h2>
      <p className="text-sm text-text-muted">{stop.address}</p>
      <a className="text-sm text-primary-text underline" href={navigationLink(stop)}>
        {t('field.navigate')}
      </a>
      {stop.lines.map((line) => {
        const entry = entries[line.slotNo];
        const id = (field: string) => `slot-${line.slotNo}-${field}`;
        const problem = problemOf(line);
        return (
          <fieldset key={line.slotNo} className="flex flex-col gap-2 rounded border border-border p-3">
            <legend className="px-1 text-sm font-medium">
              {t('field.slot', { slotNo: line.slotNo, goods: line.goodsName })}
            </legend>
            <p className="text-xs text-text-muted">
              {t('field.planned', { planned: line.planned, stock: line.stock, capacity: line.capacity })}
            </p>
            <div className="grid grid-cols-3 gap-2">
              {(['filled', 'removedExpired', 'removedDamaged'] as const).map((field) => (
                <label key={field} htmlFor={id(field)} className="flex flex-col gap-1 text-xs">
                  {t(`field.${field}`)}
                  <input
                    id={id(field)}
                    className={inputClass}
                    inputMode="numeric"
                    value={entry?.[field] ?? ''}
                    onChange={(event) => change(line.slotNo, field, event.target.value)}
                  />
                </label>
              ))}
            </div>
            <label htmlFor={id('expiryDate')} className="flex flex-col gap-1 text-xs">
              {t('field.expiryDate')}
              <input
                id={id('expiryDate')}
                className={inputClass}
                type="date"
                value={entry?.expiryDate ?? ''}
                onChange={(event) => change(line.slotNo, 'expiryDate', event.target.value)}
              />
            </label>
            {problem ? <p className="text-xs text-danger-text">{problem}</p> : null}
          </fieldset>
        );
      })}
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="stop-photo">{photo ? t('field.photoTaken') : t('field.photo')}</label>
        {/* Drawn in the console's words: the browser's own would say Choose File in its language. */}
        <FileInput
          id="stop-photo"
          size="default"
          accept="image/*"
          capture="environment"
          chooseLabel={t('field.photoChoose')}
          noFileLabel={t('field.noPhoto')}
          onFileChange={(file) => {
            if (file) void shrinkPhoto(file).then(setPhoto, () => setPhoto(file));
          }}
        />
      </div>
      <Button
        variant="primary"
        size="default"
        loading={saving}
        disabled={blocked || saving}
        onClick={() => void finish()}
      >
        {t('field.done')}
      </Button>
    </section>
  );
}

/**
 * The restocker's phone (`field.html`, its own page beside the console's, made for a 390 px
 * touch screen): today's trips and their stops; a stop recorded is kept on the phone (IndexedDB)
 * first, shown 待同步, and sent when the network is there, each with its own id (the server
 * records it once). The page's entry (field.tsx) draws it only with a token, else goes to login.
 */
export default function FieldPage() {
  const { t, language } = useFieldWords();
  const [trips, setShownTrips] = useState<{ tripDate: string; rows: TripDetail[]; kept: boolean } | null>(null);
  // The trips drawn as a transition: React renders them in slices between other tasks, not in
  // one long task as the page starts (the phone's blocking time; docs/BENCHMARKS.md).
  const setTrips = useCallback((next: Parameters<typeof setShownTrips>[0]) => {
    startTransition(() => setShownTrips(next));
  }, []);
  const [failed, setFailed] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [pending, setPending] = useState<PendingStop[]>([]);
  const [open, setOpen] = useState<{ tripId: number; deviceId: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      // The first load takes the answer the page's entry asked for as it started.
      const answer = await fieldApi.loadMyTrips(language);
      if (answer.code === 1) {
        await keepTrips(answer.data);
        setTrips({ ...answer.data, kept: false });
        setFailed(false);
        return;
      }
    } catch {
      // No network: what the phone kept.
    }
    const kept = await keptTrips();
    if (kept) setTrips({ ...kept, kept: true });
    setFailed(!kept);
  }, [language, setTrips]);

  const sync = useCallback(async () => {
    let sent = false;
    for (const stop of await pendingStops()) {
      if (stop.refusal !== null || !navigator.onLine) continue;
      try {
        let ready = stop;
        if (stop.photo && stop.photoUrl === null) {
          const file = new File([stop.photo], `stop-${stop.deviceId}.jpg`, { type: stop.photo.type || 'image/jpeg' });
          const uploaded = await fieldApi.uploadImage(file, language);
          if (uploaded.code !== 1) {
            await keepPending({ ...stop, refusal: uploaded.msg });
            continue;
          }
          ready = { ...stop, photo: null, photoUrl: uploaded.data.url };
          await keepPending(ready);
        }
        const answer = await fieldApi.recordTripStop(recordInput(ready), language);
        if (answer.code === 1) {
          await forgetPending(stop.recordId);
          sent = true;
        } else {
          await keepPending({ ...ready, refusal: answer.msg });
        }
      } catch {
        // The network went: the stop stays kept for the next try.
        break;
      }
    }
    setPending(await pendingStops());
    if (sent) {
      setNotice(t('field.synced'));
      await load();
    }
  }, [language, load, t]);

  useEffect(registerFieldServiceWorker, []);

  useEffect(() => {
    // What the phone kept shows at once, while the network answers (which then replaces it): the
    // restocker opening the view again sees the day's trips without waiting on the network.
    void keptTrips().then((kept) => {
      if (kept) setTrips((shown) => shown ?? { ...kept, kept: true });
    });
    void Promise.resolve().then(load).then(sync);
    void pendingStops().then(setPending);
    const wentOnline = () => {
      setOnline(true);
      void sync();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [load, setTrips, sync]);

  const pendingOf = (tripId: number, deviceId: number) =>
    pending.find((stop) => stop.tripId === tripId && stop.deviceId === deviceId);
  const openTrip = open ? trips?.rows.find((trip) => trip.tripId === open.tripId) : undefined;
  const openStop = openTrip?.stops.find((stop) => stop.deviceId === open?.deviceId);

  return (
    <main
      className={`mx-auto flex min-h-screen max-w-[480px] flex-col gap-3 bg-bg p-3 text-text ${trips?.kept && online ? 'pb-16' : ''}`}
    >
      <h1 className="text-lg font-semibold">
        {t('field.title')}
        {trips ? <span className="ml-2 text-sm font-normal text-text-muted">{trips.tripDate}</span> : null}
      </h1>
      {!online ? (
        <p role="alert" className={noteClass.warning}>
          {t('field.offline')}
        </p>
      ) : null}
      {/* Over the foot of the page, not in the flow: when the network's answer replaces what the
          phone kept, the note goes without moving the trips (no layout shift). */}
      {trips?.kept && online ? (
        <p className={`${noteClass.info} fixed inset-x-3 bottom-3 mx-auto max-w-[456px] shadow-md`}>
          {t('field.stale')}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {failed ? (
        <div role="alert" className={noteClass.error}>
          {t('field.loadFailed')} <Button onClick={() => void load()}>{t('field.retry')}</Button>
        </div>
      ) : null}
      {openTrip && openStop ? (
        <StopEntry
          trip={openTrip}
          stop={openStop}
          onBack={() => setOpen(null)}
          onDone={async (stop) => {
            await keepPending(stop);
            setPending(await pendingStops());
            setOpen(null);
            setNotice(t('field.saved'));
            void sync();
          }}
        />
      ) : trips && trips.rows.length === 0 ? (
        <p>{t('field.noTrips')}</p>
      ) : (
        trips?.rows.map((trip) => (
          <section key={trip.tripId} aria-label={t('field.trip', { id: trip.tripId, vehicle: trip.vehicle })}>
            <h2 className="text-base font-semibold">{t('field.trip', { id: trip.tripId, vehicle: trip.vehicle })}</h2>
            <p className="text-sm text-text-muted">
              {t('field.progress', { done: trip.doneStops, total: trip.stopCount })}
            </p>
            <ol className="mt-2 flex flex-col gap-2">
              {trip.stops.map((stop) => {
                const kept = pendingOf(trip.tripId, stop.deviceId);
                return (
                  <li key={stop.deviceId} className="flex flex-col gap-1 rounded border border-border p-3">
                    <span className="font-medium">
                      {stop.seq}. {stop.deviceNo} {stop.deviceName}
                    </span>
                    <span className="text-xs text-text-muted">{stop.address}</span>
                    <span className="flex flex-wrap items-center gap-2">
                      {stop.doneTime ? (
                        <span className={tagClass.success}>{t('field.stopDone')}</span>
                      ) : kept ? (
                        <span className={kept.refusal ? tagClass.danger : tagClass.warning}>
                          {kept.refusal ? t('field.syncFailed', { message: kept.refusal }) : t('field.pending')}
                        </span>
                      ) : (
                        <Button size="small" onClick={() => setOpen({ tripId: trip.tripId, deviceId: stop.deviceId })}>
                          {`${t('field.open')} ${stop.deviceNo}`}
                        </Button>
                      )}
                      <a className="text-sm text-primary-text underline" href={navigationLink(stop)}>
                        {t('field.navigate')}
                      </a>
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        ))
      )}
    </main>
  );
}
