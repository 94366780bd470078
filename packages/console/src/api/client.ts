import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  endpoints,
  type AnswerData,
  type Endpoint,
  type EndpointName,
  type Envelope,
  type RequestInput,
} from '@vending/contract';
import type { z } from 'zod';
import { ApiError, interpretEnvelope } from './catalogue';

/** How the client speaks to the user; the console passes the ui's message API. */
export interface ApiNotifier {
  /** An error message, shown for 5 s (spec §9). */
  error(text: string): void;
  /** A warning message. */
  warning(text: string): void;
  /** A warning notification with a title (the spec's 警告). */
  notifyWarning(title: string, description: string): void;
}

export interface ApiSession {
  /** The bearer token, or null when there is no session (then no Authorization header is sent). */
  getToken(): string | null;
  /** Clears the session locally and reloads the page (after an expired login). */
  expire(): void;
}

export type ApiWord = 'warningTitle' | 'permissionDenied' | 'loginExpired' | 'contractMismatch' | 'requestFailed';

export interface ApiClientOptions {
  baseURL: string;
  timeoutMs: number;
  /** Delay between the "login expired" warning and the logout (spec §9: 2000 ms). */
  expiryDelayMs: number;
  notifier: ApiNotifier;
  session: ApiSession;
  translate: (word: ApiWord) => string;
  /** Injectable for tests; defaults to the global timer. */
  schedule?: (run: () => void, delayMs: number) => void;
}

/** A call ended on purpose (logout, an expired login): it shows nothing and callers ignore it. */
export class CallAbandoned extends Error {
  override readonly name = 'CallAbandoned';
}

export function isCallAbandoned(error: unknown): error is CallAbandoned {
  return error instanceof CallAbandoned;
}

export interface Download {
  blob: Blob;
  /** The server's file name from Content-Disposition. */
  fileName: string;
}

export interface CallOptions {
  signal?: AbortSignal;
  onDownloadProgress?: (loadedBytes: number, totalBytes: number | undefined) => void;
}

export interface ApiClient {
  /** Calls an endpoint of the contract; resolves with the envelope or rejects per spec §8. */
  call<Name extends EndpointName>(
    name: Name,
    input?: RequestInput<Name>,
    options?: CallOptions,
  ): Promise<Envelope<AnswerData<Name>>>;
  /** Calls a file endpoint (the spreadsheet export) and resolves with the file. */
  download<Name extends EndpointName>(name: Name, input?: RequestInput<Name>, options?: CallOptions): Promise<Download>;
  /** Ends every call in flight silently (logout). */
  abortAll(): void;
  readonly http: AxiosInstance;
}

function fileNameFrom(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** Turns the request input into the axios config the endpoint's encoding asks for (spec §7). */
function requestConfig(endpoint: Endpoint, input: unknown): AxiosRequestConfig {
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { notifier, session, translate } = options;
  const schedule = options.schedule ?? ((run, delayMs) => void setTimeout(run, delayMs));
  let sessionController = new AbortController();
  let expiring = false;

  const http = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs });
  http.interceptors.request.use((config) => {
    const token = session.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  /** However many calls expire together: one warning, one logout, one reload. */
  function expireOnce(): never {
    if (!expiring) {
      expiring = true;
      notifier.warning(translate('loginExpired'));
      schedule(() => session.expire(), options.expiryDelayMs);
    }
    throw new CallAbandoned('login expired');
  }

  function settle(body: unknown, dataSchema: z.ZodType | undefined): unknown {
    if (expiring) throw new CallAbandoned('login expired');
    const outcome = interpretEnvelope(body, dataSchema);
    switch (outcome.kind) {
      case 'resolve':
        if (outcome.notice === 'permission-denied') {
          notifier.notifyWarning(translate('warningTitle'), translate('permissionDenied'));
        }
        return outcome.envelope;
      case 'expire':
        return expireOnce();
      case 'reject':
        notifier.error(
          outcome.notice === 'contract-mismatch'
            ? translate('contractMismatch')
            : outcome.error.message || translate('requestFailed'),
        );
        throw outcome.error;
    }
  }

  function transportFailure(error: unknown): never {
    if (axios.isCancel(error) || expiring) throw new CallAbandoned('call abandoned');
    // An HTTP error status that still carries an envelope (429 throttling, 413, 404) speaks through its msg.
    const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
    if (typeof body === 'object' && body !== null && 'code' in body && 'msg' in body) {
      settle(body, undefined);
    }
    const text = error instanceof Error && error.message ? error.message : translate('requestFailed');
    notifier.error(text);
    throw error instanceof Error ? error : new Error(text);
  }

  async function send(name: EndpointName, input: unknown, callOptions: CallOptions, binary: boolean) {
    const endpoint: Endpoint = endpoints[name];
    const signals = [sessionController.signal, ...(callOptions.signal ? [callOptions.signal] : [])];
    try {
      return await http.request({
        method: endpoint.method,
        url: endpoint.path,
        signal: AbortSignal.any(signals),
        responseType: binary ? 'blob' : 'json',
        ...(callOptions.onDownloadProgress && {
          onDownloadProgress: (event) => callOptions.onDownloadProgress?.(event.loaded, event.total),
        }),
        ...requestConfig(endpoint, input),
      });
    } catch (error) {
      return transportFailure(error);
    }
  }

  return {
    http,
    async call(name, input, callOptions = {}) {
      const response = await send(name, input, callOptions, false);
      const dataSchema = endpoints[name].data;
      return settle(response.data, 'binary' in dataSchema ? undefined : dataSchema) as Envelope<
        AnswerData<typeof name>
      >;
    },
    async download(name, input, callOptions = {}) {
      const response: AxiosResponse<Blob> = await send(name, input, callOptions, true);
      const type = String(response.headers['content-type'] ?? '');
      // A failure arrives as an envelope even when a file was asked for.
      if (type.includes('application/json')) {
        const body: unknown = JSON.parse(await response.data.text());
        settle(body, undefined);
        throw new ApiError((body as { msg?: string }).msg ?? '', null, body);
      }
      return {
        blob: response.data,
        fileName: fileNameFrom(String(response.headers['content-disposition'] ?? ''), `${name}.xlsx`),
      };
    },
    abortAll() {
      sessionController.abort();
      sessionController = new AbortController();
    },
  };
}
