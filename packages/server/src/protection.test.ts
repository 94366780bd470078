import { ResultCode } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ADMIN_PASSWORD, backends, OPERATOR_PASSWORD, startTestServer, type TestServer } from './testing/test-server';

describe.each(backends)('throttling on $name', ({ databaseUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl,
      environment: {
        SEED_DEMO: '0',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
        LOGIN_THROTTLE_MINUTES: '15',
        RATE_LIMIT_PER_MINUTE: '40',
      },
    });
  });
  afterAll(() => server.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    server.call('login', { input: { username, password }, remoteAddress });

  it('throttles one account from one address after repeated failures, until the window passes', async () => {
    for (let failure = 0; failure < 3; failure += 1) {
      expect((await attempt('operator', 'wrong', '10.0.0.1')).json().code).toBe(ResultCode.FAILURE);
    }
    const throttled = await attempt('operator', OPERATOR_PASSWORD, '10.0.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({
      code: ResultCode.TOO_MANY_REQUESTS,
      msg: '登录失败次数过多，请稍后再试',
      data: null,
    });
    // The stranger's failures do not lock the owner out from elsewhere.
    expect((await attempt('operator', OPERATOR_PASSWORD, '10.0.0.9')).json().code).toBe(ResultCode.SUCCESS);
    server.clock.advance(15 * 60_000 + 1);
    expect((await attempt('operator', OPERATOR_PASSWORD, '10.0.0.1')).json().code).toBe(ResultCode.SUCCESS);
  });

  it('throttles an account guessed at from many addresses, but not from an address it logged in from', async () => {
    expect((await attempt('admin', ADMIN_PASSWORD, '10.0.3.1')).json().code).toBe(ResultCode.SUCCESS);
    // 3 per address × 4: the account-wide limit.
    for (let failure = 0; failure < 12; failure += 1) {
      expect((await attempt('ADMIN', 'wrong', `10.0.4.${failure}`)).json().code).toBe(ResultCode.FAILURE);
    }
    expect((await attempt('admin', ADMIN_PASSWORD, '10.0.5.1')).statusCode).toBe(429);
    expect((await attempt('admin', ADMIN_PASSWORD, '10.0.3.1')).json().code).toBe(ResultCode.SUCCESS);
    server.clock.advance(15 * 60_000 + 1);
  });

  it('checks no more passwords than the limit when wrong guesses arrive all at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => attempt('racer', `wrong-${index}`, `10.0.2.${index}`)),
    );
    const checked = answers.filter((answer) => answer.json().code === ResultCode.FAILURE);
    const throttled = answers.filter((answer) => answer.statusCode === 429);
    // One guess from each address: the account-wide limit (3 × 4) is what stops them.
    expect(checked).toHaveLength(12);
    expect(throttled).toHaveLength(28);
  });

  it('throttles an address that tries many accounts', async () => {
    for (let failure = 0; failure < 6; failure += 1) {
      expect((await attempt(`guess${failure}`, 'wrong', '10.0.1.1')).json().code).toBe(ResultCode.FAILURE);
    }
    expect((await attempt('admin', ADMIN_PASSWORD, '10.0.1.1')).statusCode).toBe(429);
    expect((await attempt('admin', ADMIN_PASSWORD, '10.0.1.2')).json().code).toBe(ResultCode.SUCCESS);
  });

  it('limits the request rate per address with an envelope', async () => {
    let limited;
    for (let request = 0; request < 45 && !limited; request += 1) {
      const response = await server.call('getManagerInfo', { remoteAddress: '10.0.2.1' });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.json()).toEqual({
      code: ResultCode.TOO_MANY_REQUESTS,
      msg: '请求过于频繁，请稍后再试',
      data: null,
    });
    expect((await server.app.inject({ url: '/healthz', remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
  });
});

describe('the client address behind a proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      environment: { SEED_DEMO: '0', TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_ADDRESS: '2' },
    });
  });
  afterAll(() => server.close());

  it('is the address the trusted proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    // The balancer (127.0.0.1 here) appends the address it saw; everything left of it is the client's word.
    const attempt = (spoofed: string, username: string) =>
      server.call('login', {
        input: { username, password: 'wrong' },
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.7` },
      });
    expect((await attempt('198.51.100.1', 'someone1')).json().code).toBe(ResultCode.FAILURE);
    expect((await attempt('198.51.100.2', 'someone2')).json().code).toBe(ResultCode.FAILURE);
    // A fresh spoofed address does not escape the per-address limit of 203.0.113.7.
    expect((await attempt('198.51.100.3', 'someone3')).statusCode).toBe(429);
  });

  it('reads TRUST_PROXY as hops or as proxy addresses, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
