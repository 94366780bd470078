import type { PlaceSuggestion } from '@vending/contract';

/** Where address suggestions come from: a maps web service, or none. */
export interface PlaceProvider {
  suggest(keyword: string, city: string | undefined): Promise<PlaceSuggestion[]>;
}

/** The provider failed (an error answer, a timeout, a network fault): its words, never the key. */
export class PlaceProviderError extends Error {
  constructor(
    readonly reason: 'refused' | 'timeout' | 'unreachable' | 'malformed',
    detail: string,
  ) {
    super(`place provider ${reason}: ${detail}`);
  }
}

export interface AmapOptions {
  /** e.g. https://restapi.amap.com */
  baseUrl: string;
  key: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface AmapTip {
  name?: unknown;
  district?: unknown;
  address?: unknown;
  /** "lng,lat", or an empty list for a tip without a place (a bus line, a keyword). */
  location?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** "116.481488,39.990464" → [longitude, latitude]; null for anything else. */
function coordinatesOf(location: unknown): [number, number] | null {
  if (typeof location !== 'string') return null;
  const [longitude, latitude] = location.split(',').map(Number);
  return longitude !== undefined && latitude !== undefined && Number.isFinite(longitude) && Number.isFinite(latitude)
    ? [longitude, latitude]
    : null;
}

/** Upstream words as they may be logged: the key (raw or URL-encoded) replaced, the length bounded. */
function withoutKey(words: string, key: string): string {
  return words.replaceAll(key, '[redacted]').replaceAll(encodeURIComponent(key), '[redacted]').slice(0, 200);
}

/**
 * AMap (高德) web service's input tips (`/v3/assistant/inputtips`): suggestions as the user
 * types, each with its coordinates. The key travels in the query to `baseUrl` only: a redirect
 * is not followed (it would hand the key's URL to another host), and what the service says
 * back is logged without it.
 */
export function amapProvider({ baseUrl, key, timeoutMs, fetch: fetchImpl = fetch }: AmapOptions): PlaceProvider {
  return {
    async suggest(keyword, city) {
      const url = new URL('/v3/assistant/inputtips', baseUrl);
      url.search = new URLSearchParams({
        key,
        keywords: keyword,
        datatype: 'all',
        ...(city ? { city, citylimit: 'false' } : {}),
      }).toString();
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
      } catch (error) {
        const timedOut =
          error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new PlaceProviderError(
          timedOut ? 'timeout' : 'unreachable',
          timedOut ? `${timeoutMs} ms` : 'network error',
        );
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new PlaceProviderError('refused', `HTTP ${response.status}, a redirect (not followed)`);
      }
      let body: { status?: unknown; info?: unknown; tips?: unknown };
      try {
        body = (await response.json()) as typeof body;
      } catch {
        throw new PlaceProviderError('malformed', `HTTP ${response.status}`);
      }
      if (body.status !== '1') {
        throw new PlaceProviderError('refused', withoutKey(text(body.info), key) || `HTTP ${response.status}`);
      }
      const tips = Array.isArray(body.tips) ? (body.tips as AmapTip[]) : [];
      return tips
        .map((tip): PlaceSuggestion => {
          const coordinates = coordinatesOf(tip.location);
          return {
            name: text(tip.name),
            address: text(tip.address),
            district: text(tip.district),
            longitude: coordinates?.[0] ?? null,
            latitude: coordinates?.[1] ?? null,
          };
        })
        .filter((suggestion) => suggestion.name !== '');
    },
  };
}
