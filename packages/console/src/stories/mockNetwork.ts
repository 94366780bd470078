import { endpoints, type EndpointName } from '@vending/contract';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

/** An answer body, or a function of the request that makes one. */
export type MockAnswer = unknown | ((request: InternalAxiosRequestConfig) => unknown);
export type MockAnswers = Partial<Record<EndpointName, MockAnswer>>;

export const ok = (data: unknown) => ({ code: 1, msg: '操作成功', data });

const endpointByRoute = new Map(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [`${endpoints[name].method} ${endpoints[name].path}`, name]),
);

function answerOf(answers: MockAnswers, method: string, url: string, request: InternalAxiosRequestConfig): unknown {
  const name = endpointByRoute.get(`${method.toUpperCase()} ${url}`);
  const answer = name ? answers[name] : undefined;
  return answer === undefined
    ? { code: 404, msg: `No mock answer for ${method} ${url}`, data: null }
    : typeof answer === 'function'
      ? (answer as (request: InternalAxiosRequestConfig) => unknown)(request)
      : answer;
}

/**
 * The light calls' network (the login, sent with fetch), replaced from the same answers; a
 * function answer receives the request as an axios config would carry it (method, url, data).
 */
export function mockFetch(answers: MockAnswers): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input), 'http://story.test').pathname;
    const method = init.method ?? 'GET';
    const request = { method: method.toLowerCase(), url, data: init.body } as InternalAxiosRequestConfig;
    return new Response(JSON.stringify(answerOf(answers, method, url, request)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * The network, replaced: an axios adapter that answers each contract call from the story's
 * answers, so pages run their real client, interceptors and error catalogue.
 */
export function mockNetwork(answers: MockAnswers): AxiosAdapter {
  return async (config) => {
    const body = answerOf(answers, config.method ?? 'get', config.url ?? '', config);
    return { data: body, status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config };
  };
}
