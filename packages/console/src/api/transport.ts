import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { endpoints, type Endpoint, type EndpointName } from '@vending/contract';
import type { z } from 'zod';

/*
 * The part of the HTTP client that needs axios and the contract's schemas. The client loads it
 * on its first call, so the first screen (the login form) renders without either.
 */

interface TransportOptions {
  baseURL: string;
  timeoutMs: number;
  getToken: () => string | null;
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
  classify(error: unknown): TransportFailure;
  /** Schema of `data` in a successful answer; undefined for file answers. */
  dataSchema(name: EndpointName): z.ZodType | undefined;
}

/** Turns the request input into the axios config the endpoint's encoding asks for (docs/SPECIFICATION.md §7). */
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

export function createTransport(options: TransportOptions): Transport {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    ...(options.adapter && { adapter: options.adapter }),
  });
  http.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return {
    send({ name, input, signal, binary, onDownloadProgress }) {
      const endpoint: Endpoint = endpoints[name];
      return http.request({
        method: endpoint.method,
        url: endpoint.path,
        signal,
        responseType: binary ? 'blob' : 'json',
        ...(onDownloadProgress && { onDownloadProgress: (event) => onDownloadProgress(event.loaded, event.total) }),
        ...requestConfig(endpoint, input),
      });
    },
    classify(error) {
      if (axios.isCancel(error)) return { kind: 'cancelled' };
      const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
      if (typeof body === 'object' && body !== null && 'code' in body && 'msg' in body)
        return { kind: 'envelope', body };
      return { kind: 'network', error: error instanceof Error ? error : new Error(String(error)) };
    },
    dataSchema(name) {
      const data = endpoints[name].data;
      return 'binary' in data ? undefined : data;
    },
  };
}
