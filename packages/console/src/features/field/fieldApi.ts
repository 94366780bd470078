import type { RecordTripStopInput, TripDetail, UploadedFile } from '@vending/contract';
import { runtimeConfig } from '../../config/runtime';
import { tokenFromCookie } from '../../session/cookies';

/*
 * The field view's three calls, sent with fetch rather than the console's transport: the phone
 * view must stay within its budget (scripts/bundle-budget.mjs), and axios and the contract's
 * schemas are most of a desk page's weight. Each speaks to the server as the transport does:
 * the contract's method, path and encoding, the bearer token and Accept-Language. A network
 * failure rejects; the server's answer (any code) resolves as its envelope.
 */

/**
 * The calls' paths, as the contract declares them (fieldApi.test.ts holds them to the route
 * table): importing the route table would bring the transport's chunk.
 */
export const FIELD_CALLS = {
  getMyTrips: '/api/equipment/back/trips/getMyTrips',
  recordTripStop: '/api/equipment/back/trips/recordTripStop',
  uploadImage: '/api/sys-upload/back/uploadImage',
} as const;

export interface FieldAnswer<Data> {
  code: number;
  msg: string;
  data: Data;
}

async function send<Data>(
  call: keyof typeof FIELD_CALLS,
  init: RequestInit,
  language: string,
  url?: string,
): Promise<FieldAnswer<Data>> {
  const path = FIELD_CALLS[call];
  const headers = new Headers(init.headers);
  const token = tokenFromCookie();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', language === 'en' ? 'en' : 'zh-CN');
  const response = await fetch(url ?? `${runtimeConfig().apiBaseUrl}${path}`, { ...init, headers });
  return (await response.json()) as FieldAnswer<Data>;
}

export type MyTrips = { tripDate: string; rows: TripDetail[] };

export function getMyTrips(language: string) {
  return send<MyTrips>('getMyTrips', { method: 'GET' }, language);
}

/** Today's trips asked by the page's entry before the view is drawn (field.tsx), until taken. */
let early: { language: string; answer: Promise<FieldAnswer<MyTrips>> } | null = null;

/**
 * Asks for today's trips now, as the page starts, rather than once the view has been drawn and
 * its effect runs: the answer is on its way while React renders (docs/BENCHMARKS.md, the field
 * view's first paint). The view's first load takes it (`loadMyTrips`).
 */
export function askMyTripsEarly(language: string): void {
  const answer = getMyTrips(language);
  // Taken or not, a failure here is the view's to show (it falls back to what the phone kept).
  answer.catch(() => undefined);
  early = { language, answer };
}

/** The answer asked early, once (in the same language), else a new call. */
export function loadMyTrips(language: string): Promise<FieldAnswer<MyTrips>> {
  const asked = early;
  early = null;
  return asked && asked.language === language ? asked.answer : getMyTrips(language);
}

export function recordTripStop(input: RecordTripStopInput, language: string) {
  return send<{ replenishmentId: number; replay: boolean }>(
    'recordTripStop',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) },
    language,
  );
}

/** Uploads go where the console sends them: the configured upload URL, else the API's own. */
export function uploadImage(file: File, language: string) {
  const form = new FormData();
  form.append('file', file);
  const { uploadUrl } = runtimeConfig();
  return send<UploadedFile>('uploadImage', { method: 'POST', body: form }, language, uploadUrl || undefined);
}
