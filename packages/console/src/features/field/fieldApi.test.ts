import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointRoutes } from '../../api/endpointRoutes';
import { askMyTripsEarly, FIELD_CALLS, loadMyTrips } from './fieldApi';

describe('the field view’s calls', () => {
  it('use the contract’s paths', () => {
    for (const [name, path] of Object.entries(FIELD_CALLS)) {
      expect(endpointRoutes[name as keyof typeof endpointRoutes]?.path, name).toBe(path);
    }
  });
});

describe('today’s trips asked as the page starts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answering = () => {
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      return new Response(JSON.stringify({ code: 1, msg: '', data: { tripDate: '2026-11-29', rows: [], calls } }));
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('are the first load’s answer, once; the next load asks again', async () => {
    const fetch = answering();
    askMyTripsEarly('zh');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([FIELD_CALLS.getMyTrips, expect.objectContaining({ method: 'GET' })]);
    await expect(loadMyTrips('zh')).resolves.toMatchObject({ data: { calls: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(loadMyTrips('zh')).resolves.toMatchObject({ data: { calls: 2 } });
  });

  it('are asked again in another language', async () => {
    const fetch = answering();
    askMyTripsEarly('zh');
    const answer = await loadMyTrips('en');
    expect(answer.data).toMatchObject({ calls: 2 });
    const headers = new Headers((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('fail as the view’s own call does, without an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    askMyTripsEarly('zh');
    await expect(loadMyTrips('zh')).rejects.toThrow('Failed to fetch');
  });
});
