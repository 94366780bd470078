import type { RecordTripStopInput, TripDetail, TripStopLineInput } from '@vending/contract';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/*
 * What the restocker's phone keeps in IndexedDB (idb-keyval): the day's trips as last loaded
 * (to open with no network), and the stops recorded, each with its own id, until the server has
 * acknowledged it. Closing the app or losing the network mid-stop loses nothing: a stop is
 * written here before anything is sent.
 */

/** A stop recorded on the phone, waiting for the server: the call's input and the photo not yet uploaded. */
export interface PendingStop {
  recordId: string;
  tripId: number;
  deviceId: number;
  lines: TripStopLineInput[];
  /** The shrunk photo, until it is uploaded; then its URL. */
  photo: Blob | null;
  photoUrl: string | null;
  savedAt: string;
  /** The server's refusal, when it refused (kept, shown, not retried by itself). */
  refusal: string | null;
}

let store: UseStore | undefined;
const fieldStore = () => (store ??= createStore('vending-field', 'records'));

const TRIPS_KEY = 'trips';
const pendingKey = (recordId: string) => `pending:${recordId}`;

export async function keepTrips(trips: { tripDate: string; rows: TripDetail[] }): Promise<void> {
  await set(TRIPS_KEY, trips, fieldStore());
}

export async function keptTrips(): Promise<{ tripDate: string; rows: TripDetail[] } | undefined> {
  return get(TRIPS_KEY, fieldStore());
}

export async function keepPending(stop: PendingStop): Promise<void> {
  await set(pendingKey(stop.recordId), stop, fieldStore());
}

export async function pendingStops(): Promise<PendingStop[]> {
  const all = await entries<string, PendingStop>(fieldStore());
  return all
    .filter(([key]) => key.startsWith('pending:'))
    .map(([, value]) => value)
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

export async function forgetPending(recordId: string): Promise<void> {
  await del(pendingKey(recordId), fieldStore());
}

/** The call's input for a pending stop whose photo is uploaded (or which has none). */
export function recordInput(stop: PendingStop): RecordTripStopInput {
  return {
    tripId: stop.tripId,
    deviceId: stop.deviceId,
    recordId: stop.recordId,
    photoUrl: stop.photoUrl,
    lines: stop.lines,
  };
}

/** A photo shrunk on the phone before upload: at most `maxSide` pixels on its longer side, as JPEG. */
export async function shrinkPhoto(file: Blob, maxSide = 1280, quality = 0.7): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  return blob ?? file;
}
