import axios, { AxiosError, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { EndpointName, EndpointRoute } from '@vending/contract';
import { answerSchema, hasOwnReader } from './answers';
import type { DataReader } from './catalogue';
import { originOf, pageAddress } from './origin';
import { prepareRoute } from './routes';

/*
 * The part of the HTTP client that needs axios and the contract's schemas. The client loads it
 * on its first call, so the first screen (the login form) renders without either.
 */

interface TransportOptions {
  baseURL: string;
  /** Where image uploads go (docs/SPECIFICATION.md §9's upload URL); empty or absent: the contract's path. */
  uploadUrl?: string;
  timeoutMs: number;
  getToken: () => string | null;
  /** The console's language, for the server's messages. */
  getLanguage?: () => string;
  /** Replaces the network in tests. */
  adapter?: AxiosAdapter;
}

interface TransportRequest {
  name: EndpointName;
  input: unknown;
  signal: AbortSignal;
  binary: boolean;
  onDownloadProgress?: (loadedBytes: number, totalBytes: number | undefined) => void;
}

/** Why a request produced no answer to read. */
export type TransportFailure =
  | { kind: 'cancelled' }
  /** An HTTP error status whose body is still an envelope (429 throttling, 413, 404). */
  | { kind: 'envelope'; body: unknown }
  | { kind: 'network'; error: Error };

export interface Transport {
  send(request: TransportRequest): Promise<AxiosResponse>;
  /** The answer kept for this response's call, when the server said 304: it is still current. */
  kept(response: AxiosResponse): unknown;
  /** Keeps a successful answer that came with an ETag, for the same call to ask whether it changed. */
  keep(response: AxiosResponse, envelope: unknown): void;
  /** Forgets every kept answer (the session ended). */
  forget(): void;
  /** Async: a file call's error answer arrives as a Blob, read here. */
  classify(error: unknown): Promise<TransportFailure>;
  /** Schema of `data` in a successful answer; undefined for file answers. */
  dataSchema(name: EndpointName): DataReader | undefined;
}

/** Turns the request input into the axios config the endpoint's encoding asks for (docs/SPECIFICATION.md §7). */
function requestConfig(endpoint: EndpointRoute, input: unknown): AxiosRequestConfig {
  const values = (input ?? {}) as Record<string, unknown>;
  const present = Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '');
  switch (endpoint.encoding) {
    case 'none':
      return {};
    case 'query':
      return { params: Object.fromEntries(present) };
    case 'json':
      return { data: values, headers: { 'Content-Type': 'application/json' } };
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of present) form.append(key, value instanceof Blob ? value : String(value));
      return { data: form };
    }
    case 'form':
      return {
        data: new URLSearchParams(present.map(([key, value]) => [key, String(value)])),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      };
  }
}

/** An envelope, with or without its code (an error status may carry one: 400, 413, 415, 429). */
function isEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && ('code' in body || 'msg' in body);
}

/** A file call's answer is a Blob even when the server answered an envelope in JSON. */
async function readBody(body: unknown, contentType: unknown): Promise<unknown> {
  if (!(body instanceof Blob)) return body;
  if (!/json/i.test(`${body.type} ${String(contentType ?? '')}`)) return body;
  try {
    return JSON.parse(await body.text()) as unknown;
  } catch {
    return body;
  }
}

/** How many answers (with their ETags) a transport keeps to ask the server whether they changed. */
const REMEMBERED_ANSWERS = 32;

export function createTransport(options: TransportOptions): Transport {
  /**
   * The last successful answers that came with an ETag (the server's GETs), by call and input:
   * the same call again sends If-None-Match, and a 304 answers with the kept one (the same
   * object, so a polling page draws nothing again) while nothing changed. The oldest goes first.
   */
  const remembered = new Map<string, { etag: string; envelope: unknown }>();
  const keys = new WeakMap<AxiosResponse, string>();
  const keyOf = (name: EndpointName, input: unknown) => `${name}:${JSON.stringify(input ?? {})}`;
  const http = axios.create({
    baseURL: options.baseURL,
    ...(options.adapter && { adapter: options.adapter }),
  });
  // The API's origin: the base URL's, or the console's own when the base URL is empty or a path.
  const apiOrigin = originOf(options.baseURL || pageAddress());
  http.interceptors.request.use((config) => {
    const token = options.getToken();
    // The bearer token goes to the API only, never to an upload URL or any other origin.
    const toApi = originOf(http.getUri(config)) === apiOrigin;
    if (token && toApi) config.headers.set('Authorization', `Bearer ${token}`);
    // The server says its messages in the console's language (its cookie may not reach another origin).
    const language = options.getLanguage?.();
    if (language && toApi) config.headers.set('Accept-Language', language);
    return config;
  });
  return {
    async send({ name, input, signal, binary, onDownloadProgress }) {
      const key = keyOf(name, input);
      const ifNoneMatch = binary ? undefined : remembered.get(key)?.etag;
      // The route without the contract's schemas; the contract only for an answer without a reader.
      const endpoint = await prepareRoute(name, !binary && !hasOwnReader(name));
      const url = endpoint.upload === 'image' && options.uploadUrl ? options.uploadUrl : endpoint.path;
      // The time limit is the page's own timer, as the login call's is (api/light.ts), not the
      // XHR's: one clock for every call, the one the browser tests drive with a fake clock.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
      try {
        const response = await http.request({
          method: endpoint.method,
          url,
          signal: AbortSignal.any([signal, deadline.signal]),
          responseType: binary ? 'blob' : 'json',
          ...(onDownloadProgress && { onDownloadProgress: (event) => onDownloadProgress(event.loaded, event.total) }),
          ...requestConfig(endpoint, input),
          // 304: the answer kept is still current.
          ...(ifNoneMatch && {
            headers: { 'If-None-Match': ifNoneMatch },
            validateStatus: (status: number) => (status >= 200 && status < 300) || status === 304,
          }),
        });
        keys.set(response, key);
        return response;
      } catch (error) {
        if (deadline.signal.aborted && !signal.aborted) {
          // What axios says of its own timeout, so both paths read the same.
          throw new AxiosError(`timeout of ${options.timeoutMs}ms exceeded`, AxiosError.ECONNABORTED);
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async classify(error) {
      if (axios.isCancel(error)) return { kind: 'cancelled' };
      const response = axios.isAxiosError(error) ? error.response : undefined;
      const body = await readBody(response?.data, response?.headers['content-type']);
      if (isEnvelope(body)) return { kind: 'envelope', body };
      return { kind: 'network', error: error instanceof Error ? error : new Error(String(error)) };
    },
    kept(response) {
      const key = keys.get(response);
      return response.status === 304 && key !== undefined ? remembered.get(key)?.envelope : undefined;
    },
    keep(response, envelope) {
      const key = keys.get(response);
      const etag: unknown = response.headers['etag'];
      if (key === undefined) return;
      remembered.delete(key);
      if (typeof etag !== 'string') return;
      remembered.set(key, { etag, envelope });
      const oldest = remembered.size > REMEMBERED_ANSWERS ? remembered.keys().next().value : undefined;
      if (oldest !== undefined) remembered.delete(oldest);
    },
    forget() {
      remembered.clear();
    },
    dataSchema: answerSchema,
  };
}
