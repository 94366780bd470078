import type { EndpointName } from '@vending/contract';
import type { DataReader } from './catalogue';
import { originOf, pageAddress } from './origin';

/*
 * The login form's one call, sent without the transport: the first screen must not load axios
 * and the contract's schemas (docs/BENCHMARKS.md, the login page's weight). It speaks to the
 * server exactly as the transport would — the contract's method, path and form encoding (a test
 * holds these to `endpoints.login`), the request timeout, Accept-Language and the bearer token
 * — and fails with the messages axios would give, so the client treats both paths alike.
 */

interface LightEndpoint {
  method: 'POST';
  path: string;
  encoding: 'form';
}

/** The calls sent without the transport, as the contract declares them. */
export const lightEndpoints = {
  login: { method: 'POST', path: '/api/sys-manager/admin/login', encoding: 'form' },
} as const satisfies Partial<Record<EndpointName, LightEndpoint>>;

export type LightEndpointName = keyof typeof lightEndpoints;

export function isLightEndpoint(name: EndpointName): name is LightEndpointName {
  return Object.hasOwn(lightEndpoints, name);
}

/** The contract's `loginData` (a non-empty text, the bearer token), read without zod. */
const token: DataReader = {
  safeParse: (data) =>
    typeof data === 'string' && data.length >= 1
      ? { success: true, data }
      : {
          success: false,
          error: {
            issues: [
              {
                message:
                  typeof data === 'string'
                    ? 'Too small: expected string to have >=1 characters'
                    : `Invalid input: expected string, received ${data === null ? 'null' : Array.isArray(data) ? 'array' : typeof data}`,
              },
            ],
          },
        },
};

/** What a successful answer's `data` must be, per light call. */
export const lightReaders: Record<LightEndpointName, DataReader> = { login: token };

export interface LightOptions {
  baseURL: string;
  timeoutMs: number;
  getToken: () => string | null;
  getLanguage?: () => string;
  /** Replaces the network in tests. */
  fetch?: typeof fetch;
}

/** Why a light call produced no answer to read: as the transport's failures. */
export type LightOutcome =
  | { kind: 'body'; body: unknown }
  | { kind: 'cancelled' }
  | { kind: 'envelope'; body: unknown }
  | { kind: 'network'; error: Error };

/** axios's `combineURLs`: the base URL and the path joined by one slash; no base, the path. */
function urlOf(baseURL: string, path: string): string {
  return baseURL ? `${baseURL.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}` : path;
}

/** An envelope, with or without its code (an error status may carry one: 400, 413, 415, 429). */
function isEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && ('code' in body || 'msg' in body);
}

/** The body as axios reads `responseType: 'json'`: parsed when it is JSON, else the text. */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends a light call form-encoded and reads its answer; never rejects. */
export async function sendLight(
  options: LightOptions,
  name: LightEndpointName,
  input: unknown,
  signal: AbortSignal,
): Promise<LightOutcome> {
  const endpoint = lightEndpoints[name];
  const url = urlOf(options.baseURL, endpoint.path);
  const values = (input ?? {}) as Record<string, unknown>;
  const present = Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const headers = new Headers({
    Accept: 'application/json, text/plain, */*',
    'Content-Type': 'application/x-www-form-urlencoded',
  });
  // The API's origin: the base URL's, or the console's own when the base URL is empty or a path.
  if (originOf(url) === originOf(options.baseURL || pageAddress())) {
    const bearer = options.getToken();
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    const language = options.getLanguage?.();
    if (language) headers.set('Accept-Language', language);
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  try {
    const response = await send(url, {
      method: endpoint.method,
      headers,
      body: new URLSearchParams(present.map(([key, value]) => [key, String(value)])),
      signal: AbortSignal.any([signal, timeout.signal]),
    });
    const body = parseBody(await response.text());
    if (response.ok) return { kind: 'body', body };
    if (isEnvelope(body)) return { kind: 'envelope', body };
    return { kind: 'network', error: new Error(`Request failed with status code ${response.status}`) };
  } catch {
    if (signal.aborted) return { kind: 'cancelled' };
    if (timeout.signal.aborted)
      return { kind: 'network', error: new Error(`timeout of ${options.timeoutMs}ms exceeded`) };
    return { kind: 'network', error: new Error('Network Error') };
  } finally {
    clearTimeout(timer);
  }
}
