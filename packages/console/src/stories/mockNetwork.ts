import { endpoints, type EndpointName } from '@vending/contract';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

/** An answer body, or a function of the request that makes one. */
export type MockAnswer = unknown | ((request: InternalAxiosRequestConfig) => unknown);
export type MockAnswers = Partial<Record<EndpointName, MockAnswer>>;

export const ok = (data: unknown) => ({ code: 1, msg: '操作成功', data });

const endpointByRoute = new Map(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [`${endpoints[name].method} ${endpoints[name].path}`, name]),
);

/**
 * The network, replaced: an axios adapter that answers each contract call from the story's
 * answers, so pages run their real client, interceptors and error catalogue.
 */
export function mockNetwork(answers: MockAnswers): AxiosAdapter {
  return async (config) => {
    const name = endpointByRoute.get(`${(config.method ?? 'get').toUpperCase()} ${config.url}`);
    const answer = name ? answers[name] : undefined;
    const body =
      answer === undefined
        ? { code: 404, msg: `No mock answer for ${config.method} ${config.url}`, data: null }
        : typeof answer === 'function'
          ? (answer as (request: InternalAxiosRequestConfig) => unknown)(config)
          : answer;
    return { data: body, status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config };
  };
}
