import type { EndpointRoute } from '@vending/contract';
import { originOf, pageAddress } from './origin';

/*
 * One request and one reading of its answer for the two ways a call travels (docs/ARCHITECTURE.md,
 * the HTTP client): by fetch, the calls that only read — every GET answered with an envelope,
 * and the login — so that a page opened directly loads no axios (docs/BENCHMARKS.md, "What the
 * members page holds"); by axios, the console's HTTP client, everything else — writes, uploads
 * and file downloads (axiosSender.ts, loaded on the first of them). Each way is only a `Sender`:
 * the URL, the encodings, the bearer token and Accept-Language (to the API only), the time limit
 * and what a failure says are written here once, so both read alike (client.test.ts runs the
 * same answers through both).
 */

export interface RequestOptions {
  baseURL: string;
  getToken: () => string | null;
  /** The console's language, for the server's messages. */
  getLanguage?: () => string;
}

/** A request ready to send, whichever way. */
export interface HttpRequest {
  method: EndpointRoute['method'];
  url: string;
  headers: Record<string, string>;
  body?: URLSearchParams | FormData | string;
}

/** An answer, whatever its status, as either way reads it. */
export interface HttpAnswer {
  status: number;
  header(name: string): string | undefined;
  /** JSON parsed, else the text as it came; a Blob when a file was asked for. */
  data: unknown;
}

export interface SendOptions {
  signal: AbortSignal;
  /** A file is asked for: the answer's data is a Blob. */
  binary: boolean;
  onDownloadProgress?: (loadedBytes: number, totalBytes: number | undefined) => void;
}

/** Sends a request and resolves with its answer, whatever the status; rejects when none came. */
export type Sender = (request: HttpRequest, options: SendOptions) => Promise<HttpAnswer>;

/** What a call's exchange came to. */
export type Outcome =
  | { kind: 'answer'; answer: HttpAnswer }
  | { kind: 'cancelled' }
  /** An HTTP error status whose body is still an envelope (429 throttling, 400, 413, 415). */
  | { kind: 'envelope'; body: unknown }
  | { kind: 'network'; error: Error };

/** axios's `isAbsoluteURL`: a scheme, or `//`. */
const isAbsolute = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

/** axios's `buildFullPath`: an absolute URL as it is, else the base and the path joined by one slash. */
function fullURL(baseURL: string, url: string): string {
  if (isAbsolute(url) || !baseURL) return url;
  return `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * The request a call's route and input make (docs/SPECIFICATION.md §7): the contract's method and
 * path (or `target`, the configured upload URL), the input in the encoding the route declares
 * without its empty values, and the token and language only towards the API's origin.
 */
export function buildRequest(
  route: Pick<EndpointRoute, 'method' | 'path' | 'encoding'>,
  input: unknown,
  options: RequestOptions,
  target?: string,
): HttpRequest {
  const values = (input ?? {}) as Record<string, unknown>;
  const present = Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const text = () => new URLSearchParams(present.map(([key, value]) => [key, String(value)]));
  let url = fullURL(options.baseURL, target ?? route.path);
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  let body: HttpRequest['body'];
  switch (route.encoding) {
    case 'none':
      break;
    case 'query': {
      const query = text().toString();
      if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
      break;
    }
    case 'json':
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(values);
      break;
    case 'multipart': {
      // The browser writes the Content-Type with the form's boundary.
      const form = new FormData();
      for (const [key, value] of present) form.append(key, value instanceof Blob ? value : String(value));
      body = form;
      break;
    }
    case 'form':
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = text();
      break;
  }
  // The API's origin: the base URL's, or the console's own when the base URL is empty or a path.
  // The bearer token never goes to an upload URL or any other origin, nor the language (the
  // server says its messages in it; its cookie may not reach another origin).
  if (originOf(url) === originOf(options.baseURL || pageAddress())) {
    const token = options.getToken();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
  }
  return { method: route.method, url, headers, ...(body !== undefined && { body }) };
}

/** An envelope, with or without its code (an error status may carry one: 400, 413, 415, 429). */
function isEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && ('code' in body || 'msg' in body);
}

/** A file call's answer is a Blob even when the server answered an envelope in JSON. */
async function readBody(body: unknown, contentType: string | undefined): Promise<unknown> {
  if (!(body instanceof Blob)) return body;
  if (!/json/i.test(`${body.type} ${contentType ?? ''}`)) return body;
  try {
    return JSON.parse(await body.text()) as unknown;
  } catch {
    return body;
  }
}

export interface ExchangeOptions extends SendOptions {
  timeoutMs: number;
  /** The request asked whether a kept answer changed (If-None-Match): 304 is an answer. */
  conditional?: boolean;
}

/**
 * Sends a request the given way and says what came of it; never rejects. The time limit is the
 * page's own timer (one clock for every call, the one the tests drive with a fake clock), and
 * the failures say what axios says, whichever way the call went.
 */
export async function exchange(send: Sender, request: HttpRequest, options: ExchangeOptions): Promise<Outcome> {
  const { signal, timeoutMs, conditional = false, ...sending } = options;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    const answer = await send(request, { ...sending, signal: AbortSignal.any([signal, deadline.signal]) });
    const { status } = answer;
    if ((status >= 200 && status < 300) || (status === 304 && conditional)) return { kind: 'answer', answer };
    const body = await readBody(answer.data, answer.header('content-type'));
    if (isEnvelope(body)) return { kind: 'envelope', body };
    return { kind: 'network', error: new Error(`Request failed with status code ${status}`) };
  } catch (error) {
    if (signal.aborted) return { kind: 'cancelled' };
    if (deadline.signal.aborted) return { kind: 'network', error: new Error(`timeout of ${timeoutMs}ms exceeded`) };
    return { kind: 'network', error: error instanceof Error ? error : new Error(String(error)) };
  } finally {
    clearTimeout(timer);
  }
}

/** An answer as either way reads it: a header as text, none when absent (`read` gives null, undefined or false). */
export function httpAnswer(status: number, read: (name: string) => unknown, data: unknown): HttpAnswer {
  return {
    status,
    header: (name) => {
      const value = read(name);
      return value === undefined || value === null || value === false ? undefined : String(value);
    },
    data,
  };
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

/** The reads' way (answers in JSON, never a file): the browser's fetch, or the tests' stand-in. */
export function fetchSender(fetchImpl?: typeof fetch): Sender {
  return async (request, { signal }) => {
    const send = fetchImpl ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    let data: unknown;
    try {
      response = await send(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined && { body: request.body }),
        signal,
      });
      data = parseBody(await response.text());
    } catch {
      // What axios says when no answer came.
      throw new Error('Network Error');
    }
    return httpAnswer(response.status, (name) => response.headers.get(name), data);
  };
}
