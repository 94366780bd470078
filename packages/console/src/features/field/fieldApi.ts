import type { RecordTripStopInput, TripDetail, UploadedFile } from '@vending/contract';
import { runtimeConfig } from '../../config/runtime';
import { useAuthStore } from '../../stores/authStore';

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
  const token = useAuthStore.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', language === 'en' ? 'en' : 'zh-CN');
  const response = await fetch(url ?? `${runtimeConfig().apiBaseUrl}${path}`, { ...init, headers });
  return (await response.json()) as FieldAnswer<Data>;
}

export function getMyTrips(language: string) {
  return send<{ tripDate: string; rows: TripDetail[] }>('getMyTrips', { method: 'GET' }, language);
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
