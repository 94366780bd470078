import type { EndpointName } from '@vending/contract';
import type { DataReader } from './catalogue';
import { buildRequest, exchange, fetchSender, type RequestOptions } from './request';
import type { Transport } from './transport';

/*
 * The login form's one call, sent without the transport: the first screen must not load the
 * route table, the answers' readers or axios (docs/BENCHMARKS.md, the login page's weight). Its
 * route is written here (a test holds it to `endpoints.login`); the request, the time limit and
 * the failures are request.ts's, as every call's.
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
const lightReaders: Record<LightEndpointName, DataReader> = { login: token };

/**
 * The light calls' transport: no route table, no kept answers, the answers read by `lightReaders`;
 * the request and its answer are request.ts's, as every call's.
 */
export function createLightTransport(options: RequestOptions & { timeoutMs: number; fetch?: typeof fetch }): Transport {
  const send = fetchSender(options.fetch);
  return {
    send: ({ name, input, signal }) =>
      exchange(send, buildRequest(lightEndpoints[name as LightEndpointName], input, options), {
        signal,
        binary: false,
        timeoutMs: options.timeoutMs,
      }),
    kept: () => undefined,
    keep: () => undefined,
    forget: () => undefined,
    dataSchema: (name) => lightReaders[name as LightEndpointName],
  };
}
