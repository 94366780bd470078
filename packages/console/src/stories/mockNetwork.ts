import { endpoints, type EndpointName } from '@vending/contract';
import type { AxiosAdapter } from 'axios';

/** A request as a mock answer sees it, whichever way it was sent: the query's values as text. */
export interface MockRequest {
  method: string;
  /** The path, without the origin or the query. */
  url: string;
  params?: Record<string, string>;
  /** The body: URL-encoded text, JSON text or a FormData. */
  data?: unknown;
}

/** An answer body, or a function of the request that makes one. */
export type MockAnswer = unknown | ((request: MockRequest) => unknown);
export type MockAnswers = Partial<Record<EndpointName, MockAnswer>>;

export const ok = (data: unknown) => ({ code: 1, msg: '操作成功', data });

const endpointByRoute = new Map(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [`${endpoints[name].method} ${endpoints[name].path}`, name]),
);

function answerOf(answers: MockAnswers, method: string, address: string, data: unknown): unknown {
  const url = new URL(address, 'http://story.test');
  const name = endpointByRoute.get(`${method.toUpperCase()} ${url.pathname}`);
  const answer = name ? answers[name] : undefined;
  const params = url.search ? { params: Object.fromEntries(url.searchParams) } : {};
  return answer === undefined
    ? { code: 404, msg: `No mock answer for ${method.toLowerCase()} ${url.pathname}`, data: null }
    : typeof answer === 'function'
      ? (answer as (request: MockRequest) => unknown)({
          method: method.toLowerCase(),
          url: url.pathname,
          ...params,
          data,
        })
      : answer;
}

/** The calls sent with fetch (the reads and the login), answered from the story's answers. */
export function mockFetch(answers: MockAnswers): typeof fetch {
  return async (input, init = {}) => {
    const body = answerOf(answers, init.method ?? 'GET', String(input), init.body);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** The calls sent with axios (writes, uploads, downloads): an adapter answering from the same answers. */
export function mockNetwork(answers: MockAnswers): AxiosAdapter {
  return async (config) => {
    const body = answerOf(answers, config.method ?? 'get', config.url ?? '', config.data);
    return { data: body, status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config };
  };
}

/**
 * The network replaced for the console's client (`createApiClient`'s `fetch` and `adapter`):
 * every contract call answered from the answers, whichever way it goes, so pages run their real
 * client and error catalogue.
 */
export function mockServer(answers: MockAnswers): { fetch: typeof fetch; adapter: AxiosAdapter } {
  return { fetch: mockFetch(answers), adapter: mockNetwork(answers) };
}
