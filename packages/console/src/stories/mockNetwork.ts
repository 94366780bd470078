import { endpoints, type EndpointName } from '@vending/contract';

/** A request as a story's answer reads it: its method (lower case), path, query and body. */
export interface MockRequest {
  method: string;
  url: string;
  params: Record<string, string>;
  data: BodyInit | null | undefined;
}

/** An answer body, or a function of the request that makes one. */
export type MockAnswer = unknown | ((request: MockRequest) => unknown);
export type MockAnswers = Partial<Record<EndpointName, MockAnswer>>;

export const ok = (data: unknown) => ({ code: 1, msg: '操作成功', data });

const endpointByRoute = new Map(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [`${endpoints[name].method} ${endpoints[name].path}`, name]),
);

function answerOf(answers: MockAnswers, method: string, url: string, request: MockRequest): unknown {
  const name = endpointByRoute.get(`${method.toUpperCase()} ${url}`);
  const answer = name ? answers[name] : undefined;
  return answer === undefined
    ? { code: 404, msg: `No mock answer for ${method} ${url}`, data: null }
    : typeof answer === 'function'
      ? (answer as (request: MockRequest) => unknown)(request)
      : answer;
}

/**
 * The network, replaced: every contract call (the login's too) answered from the story's
 * answers, so pages run their real client and error catalogue.
 */
export function mockFetch(answers: MockAnswers): typeof fetch {
  return async (input, init = {}) => {
    const address = new URL(String(input), 'http://story.test');
    const method = init.method ?? 'GET';
    const request: MockRequest = {
      method: method.toLowerCase(),
      url: address.pathname,
      params: Object.fromEntries(address.searchParams),
      data: init.body,
    };
    return new Response(JSON.stringify(answerOf(answers, method, address.pathname, request)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
