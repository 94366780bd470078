import type { EndpointName, EndpointRoute } from '@vending/contract';
import { answerSchema, hasOwnReader } from './answers';
import type { DataReader } from './catalogue';
import { isEnvelope, parseBody, urlOf } from './light';
import { originOf, pageAddress } from './origin';
import { prepareRoute } from './routes';

/*
 * The part of the HTTP client that the first screen does without: every call but the login,
 * sent with the browser's fetch, and the answers' readers. The client loads it on its first
 * call, so the login form renders without it. It was axios until 2026-11-29: axios was 17 KB
 * gzip of a list page opened directly (docs/BENCHMARKS.md, "What the members page holds"), for
 * what fetch does itself here (the time limit was already the page's own timer, not axios's).
 */

interface TransportOptions {
  baseURL: string;
  /** Where image uploads go (docs/SPECIFICATION.md §9's upload URL); empty or absent: the contract's path. */
  uploadUrl?: string;
  timeoutMs: number;
  getToken: () => string | null;
  /** The console's language, for the server's messages. */
  getLanguage?: () => string;
  /** Replaces the network in tests and stories. */
  fetch?: typeof fetch;
}

interface TransportRequest {
  name: EndpointName;
  input: unknown;
  signal: AbortSignal;
  binary: boolean;
  onDownloadProgress?: (loadedBytes: number, totalBytes: number | undefined) => void;
}

/** A response with a success status (or 304 to a call that asked whether its answer changed). */
export interface TransportResponse<Data = unknown> {
  status: number;
  /** The body: a Blob for a file call, else the parsed JSON (or the text when it is no JSON). */
  data: Data;
  headers: Headers;
}

/** Why a request produced no answer to read. */
export type TransportFailure =
  | { kind: 'cancelled' }
  /** An HTTP error status whose body is still an envelope (429 throttling, 413, 404). */
  | { kind: 'envelope'; body: unknown }
  | { kind: 'network'; error: Error };

export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
  /** The answer kept for this response's call, when the server said 304: it is still current. */
  kept(response: TransportResponse): unknown;
  /** Keeps a successful answer that came with an ETag, for the same call to ask whether it changed. */
  keep(response: TransportResponse, envelope: unknown): void;
  /** Forgets every kept answer (the session ended). */
  forget(): void;
  /** Async: a file call's error answer arrives as a Blob, read here. */
  classify(error: unknown): Promise<TransportFailure>;
  /** Schema of `data` in a successful answer; undefined for file answers. */
  dataSchema(name: EndpointName): DataReader | undefined;
}

/** A call ended by its caller (logout, a page left): no answer, nothing to say. */
class Cancelled extends Error {
  override readonly name = 'Cancelled';
}

/** An HTTP error status, with the body it came with (read as its call reads a body). */
class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Headers,
  ) {
    super(`Request failed with status code ${status}`);
  }
}

/** Whether a URL is absolute (a scheme, or `//`): then the base URL is not put before it. */
const isAbsolute = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

/** A query value as text: a date as ISO, an object as JSON, anything else as it prints. */
function queryText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The query string of a call's input (an array as `key[]` once per item, as axios wrote it). */
function queryOf(present: [string, unknown][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of present) {
    if (Array.isArray(value)) for (const item of value as unknown[]) query.append(`${key}[]`, queryText(item));
    else query.append(key, queryText(value));
  }
  return query.size === 0 ? '' : `?${query.toString()}`;
}

/** The body and the headers the endpoint's encoding asks for (docs/SPECIFICATION.md §7), and the query string. */
function encode(endpoint: EndpointRoute, input: unknown): { query: string; body?: BodyInit; type?: string } {
  const values = (input ?? {}) as Record<string, unknown>;
  const present = Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '');
  switch (endpoint.encoding) {
    case 'none':
      return { query: '' };
    case 'query':
      return { query: queryOf(present) };
    case 'json':
      return { query: '', body: JSON.stringify(values), type: 'application/json' };
    case 'multipart': {
      // The browser writes the content type with its boundary.
      const form = new FormData();
      for (const [key, value] of present) form.append(key, value instanceof Blob ? value : String(value));
      return { query: '', body: form };
    }
    case 'form':
      return {
        query: '',
        body: new URLSearchParams(present.map(([key, value]) => [key, String(value)])),
        type: 'application/x-www-form-urlencoded',
      };
  }
}

/** A file's body, telling its progress as it arrives (bytes so far, and the total when the server said it). */
async function readFile(
  response: Response,
  onProgress?: (loadedBytes: number, totalBytes: number | undefined) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  // The page's own Blob (not the one fetch makes), as every other file of the page is.
  if (!onProgress || !response.body) return new Blob([await response.arrayBuffer()], { type });
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const parts: Uint8Array[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(part.value);
    loaded += part.value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(parts as BlobPart[], { type });
}

/** A file call's answer is a Blob even when the server answered an envelope in JSON. */
async function readBody(body: unknown, contentType: string | null): Promise<unknown> {
  if (!(body instanceof Blob)) return body;
  if (!/json/i.test(`${body.type} ${contentType ?? ''}`)) return body;
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
  const keys = new WeakMap<TransportResponse, string>();
  const keyOf = (name: EndpointName, input: unknown) => `${name}:${JSON.stringify(input ?? {})}`;
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  // The API's origin: the base URL's, or the console's own when the base URL is empty or a path.
  const apiOrigin = originOf(options.baseURL || pageAddress());
  return {
    async send({ name, input, signal, binary, onDownloadProgress }) {
      const key = keyOf(name, input);
      const ifNoneMatch = binary ? undefined : remembered.get(key)?.etag;
      // The route without the contract's schemas; the contract only for an answer without a reader.
      const endpoint = await prepareRoute(name, !binary && !hasOwnReader(name));
      const path = endpoint.upload === 'image' && options.uploadUrl ? options.uploadUrl : endpoint.path;
      const { query, body, type } = encode(endpoint, input);
      const url = `${isAbsolute(path) ? path : urlOf(options.baseURL, path)}${query}`;
      const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
      if (type) headers.set('Content-Type', type);
      if (ifNoneMatch) headers.set('If-None-Match', ifNoneMatch);
      // The bearer token and the language go to the API only, never to an upload URL or any
      // other origin (the language cookie may not reach another origin either).
      if (originOf(url) === apiOrigin) {
        const token = options.getToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        const language = options.getLanguage?.();
        if (language) headers.set('Accept-Language', language);
      }
      // The time limit is the page's own timer, as the login call's is (api/light.ts): one
      // clock for every call, the one the browser tests drive with a fake clock.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
      try {
        signal.throwIfAborted();
        const response = await send(url, {
          method: endpoint.method,
          headers,
          ...(body !== undefined && { body }),
          signal: AbortSignal.any([signal, deadline.signal]),
        });
        const answered = (response.status >= 200 && response.status < 300) || (ifNoneMatch && response.status === 304);
        // A file call's answer is a Blob, its error answer too (classify reads a JSON one).
        const data = binary
          ? answered
            ? await readFile(response, onDownloadProgress)
            : new Blob([await response.arrayBuffer()], { type: response.headers.get('content-type') ?? '' })
          : parseBody(await response.text());
        if (!answered) throw new HttpStatusError(response.status, data, response.headers);
        const answer: TransportResponse = { status: response.status, data, headers: response.headers };
        keys.set(answer, key);
        return answer;
      } catch (error) {
        if (error instanceof HttpStatusError) throw error;
        if (signal.aborted) throw new Cancelled('call abandoned', { cause: error });
        if (deadline.signal.aborted) throw new Error(`timeout of ${options.timeoutMs}ms exceeded`, { cause: error });
        // What the browser says is its own (Failed to fetch, NetworkError…): one message for all.
        throw new Error('Network Error', { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    async classify(error) {
      if (error instanceof Cancelled) return { kind: 'cancelled' };
      if (error instanceof HttpStatusError) {
        const body = await readBody(error.body, error.headers.get('content-type'));
        if (isEnvelope(body)) return { kind: 'envelope', body };
      }
      return { kind: 'network', error: error instanceof Error ? error : new Error(String(error)) };
    },
    kept(response) {
      const key = keys.get(response);
      return response.status === 304 && key !== undefined ? remembered.get(key)?.envelope : undefined;
    },
    keep(response, envelope) {
      const key = keys.get(response);
      const etag = response.headers.get('etag');
      if (key === undefined) return;
      remembered.delete(key);
      if (etag === null) return;
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
