import { act, render, screen, waitFor } from '@testing-library/react';
import { LIVE_REFRESH_MS } from '../config/constants';
import { createApiClient } from '../api/client';
import { ServicesProvider } from '../api/services';
import { useCall } from './useCall';
import { useLiveRefresh } from './useLiveRefresh';

/**
 * A server of one record that answers ETags and 304 as the real one does (http/conditional.ts),
 * and can be changed, hidden behind a network failure, or asked how it was called.
 */
function fakeServer() {
  const state = { telephone: '400-800-8820', failing: false };
  const requests: { ifNoneMatch: string | undefined; status: number }[] = [];
  // A read: the client sends it by fetch.
  const fetch: typeof globalThis.fetch = async (_url, init = {}) => {
    const ifNoneMatch = new Headers(init.headers).get('If-None-Match') ?? undefined;
    if (state.failing) {
      requests.push({ ifNoneMatch, status: 0 });
      throw new TypeError('Failed to fetch');
    }
    const etag = `"${state.telephone}"`;
    const status = ifNoneMatch === etag ? 304 : 200;
    requests.push({ ifNoneMatch, status });
    const body =
      status === 304
        ? null
        : JSON.stringify({ code: 1, msg: '', data: { telephone: state.telephone, updatedBy: null, updateTime: null } });
    return new Response(body, { status, headers: { etag, 'content-type': 'application/json' } });
  };
  return { state, requests, fetch };
}

/** What a live page does: one call, polled; every state it shows is recorded. */
function LivePhone({ intervalMs, shown }: { intervalMs?: number | null; shown: string[] }) {
  const call = useCall('getServiceContact', {});
  useLiveRefresh(call.refresh, intervalMs);
  shown.push(call.status === 'ready' ? (call.data?.telephone ?? '') : call.status);
  return <output aria-label="phone">{call.data?.telephone ?? call.status}</output>;
}

function renderLive(intervalMs?: number | null) {
  const server = fakeServer();
  const errors: string[] = [];
  const api = createApiClient({
    baseURL: '',
    timeoutMs: 20_000,
    expiryDelayMs: 2_000,
    fetch: server.fetch,
    notifier: { error: (text) => errors.push(text), warning: () => undefined, notifyWarning: () => undefined },
    session: { getToken: () => 'token', expire: () => undefined },
    translate: (word) => word,
  });
  const shown: string[] = [];
  render(
    <ServicesProvider api={api}>
      <LivePhone intervalMs={intervalMs} shown={shown} />
    </ServicesProvider>,
  );
  return { ...server, errors, shown };
}

const phone = () => screen.getByRole('status', { name: 'phone' });

/** The first answer: the client loads its transport on its first call (slow on a cold start). */
const firstAnswer = () => waitFor(() => expect(phone()).toHaveTextContent('400-800-8820'), { timeout: 10_000 });

/** Moves the faked interval clock on, letting the requests it starts settle. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('a live page (useLiveRefresh with useCall’s refresh)', () => {
  beforeEach(() => {
    // Only the poll's interval is faked: the client's own time limit and waitFor keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a change within one interval, never going back to loading (no flicker)', async () => {
    const live = renderLive();
    await firstAnswer();
    live.state.telephone = '13800138000';
    await advance(LIVE_REFRESH_MS - 1);
    expect(phone()).toHaveTextContent('400-800-8820');
    await advance(1);
    await waitFor(() => expect(phone()).toHaveTextContent('13800138000'));
    // Loading only before the first answer; afterwards the old data stays until the new comes.
    expect(live.shown.slice(live.shown.indexOf('400-800-8820'))).not.toContain('loading');
    expect(live.requests).toHaveLength(2);
  });

  it('asks with If-None-Match; a 304 keeps what is shown and renders nothing again', async () => {
    const live = renderLive();
    await firstAnswer();
    const rendersBefore = live.shown.length;
    await advance(LIVE_REFRESH_MS);
    await waitFor(() => expect(live.requests).toHaveLength(2));
    expect(live.requests[1]).toEqual({ ifNoneMatch: '"400-800-8820"', status: 304 });
    await advance(LIVE_REFRESH_MS);
    await waitFor(() => expect(live.requests).toHaveLength(3));
    expect(live.requests[2]?.status).toBe(304);
    // The poll itself renders once per request (asking); an unchanged answer adds no render.
    expect(live.shown.slice(rendersBefore).every((shown) => shown === '400-800-8820')).toBe(true);
    expect(phone()).toHaveTextContent('400-800-8820');
  });

  it('keeps the data and says nothing when a poll fails; the next one catches up', async () => {
    const live = renderLive();
    await firstAnswer();
    live.state.failing = true;
    await advance(LIVE_REFRESH_MS);
    await waitFor(() => expect(live.requests).toHaveLength(2));
    expect(phone()).toHaveTextContent('400-800-8820');
    expect(live.errors).toEqual([]);
    live.state.failing = false;
    live.state.telephone = '010-12345678';
    await advance(LIVE_REFRESH_MS);
    await waitFor(() => expect(phone()).toHaveTextContent('010-12345678'));
    expect(live.shown).not.toContain('error');
  });

  it('asks nothing while the page is hidden, and at once when it is seen again', async () => {
    const live = renderLive();
    await firstAnswer();
    setVisibility('hidden');
    await advance(LIVE_REFRESH_MS * 3);
    expect(live.requests).toHaveLength(1);
    live.state.telephone = '13900139000';
    act(() => setVisibility('visible'));
    await waitFor(() => expect(phone()).toHaveTextContent('13900139000'));
    expect(live.requests).toHaveLength(2);
  });

  it('asks nothing more when turned off (a list page not declared live)', async () => {
    const live = renderLive(null);
    await firstAnswer();
    await advance(LIVE_REFRESH_MS * 3);
    expect(live.requests).toHaveLength(1);
  });
});
