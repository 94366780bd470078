import http from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { ResultCode } from '@vending/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAP_NAVIGATION_URL, loadConfig } from '../../config';
import { ADMIN_PASSWORD, OPERATOR_PASSWORD, startTestServer, type TestServer } from '../../testing/test-server';

const KEY = 'amap-secret-key-0001';

/** A host the key must never reach: remembers every request it gets. */
function elsewhere() {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ status: '1', info: 'OK', tips: [] }));
  });
  return {
    requests,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A stand-in for AMap's web service on loopback: answers by keyword, and remembers what it was
 * sent. `回显` answers an error echoing the whole request URL (as a proxy may); `跳转`
 * redirects, query and all, to `redirectTo`.
 */
function fakeAmap(redirectTo = () => 'http://127.0.0.1:9') {
  const requests: URL[] = [];
  const stalled: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const keyword = url.searchParams.get('keywords');
    if (keyword === '超时') return void stalled.push(response);
    if (keyword === '跳转') {
      response.writeHead(302, { location: `${redirectTo()}/v3/assistant/inputtips${url.search}` });
      return void response.end();
    }
    if (keyword === '回显') {
      response.setHeader('content-type', 'application/json');
      const info = `bad request ${request.url ?? ''} key=${KEY}`;
      return void response.end(JSON.stringify({ status: '0', info, infocode: '20000' }));
    }
    response.setHeader('content-type', 'application/json');
    if (url.searchParams.get('key') !== KEY || keyword === '拒绝') {
      return void response.end(JSON.stringify({ status: '0', info: 'INVALID_USER_KEY', infocode: '10001' }));
    }
    response.end(
      JSON.stringify({
        status: '1',
        info: 'OK',
        count: '2',
        tips: [
          {
            id: 'B0FFF',
            name: '南京东路步行街',
            district: '上海市黄浦区',
            address: '南京东路',
            location: '121.481,31.238',
          },
          { id: '', name: '南京东路(地铁站)', district: '上海市黄浦区', address: [], location: [] },
        ],
      }),
    );
  });
  return {
    requests,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    close: () => {
      for (const response of stalled) response.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('place search through the configured maps service', () => {
  const other = elsewhere();
  let otherPort = 0;
  const amap = fakeAmap(() => `http://127.0.0.1:${otherPort}`);
  const logLines: string[] = [];
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    const port = await amap.listen();
    otherPort = await other.listen();
    server = await startTestServer({
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
      environment: {
        LOG_LEVEL: 'info',
        SEED_DEMO: '0',
        PLACES_API_KEY: KEY,
        PLACES_BASE_URL: `http://127.0.0.1:${port}`,
        PLACES_TIMEOUT_MS: '300',
      },
    });
    adminToken = await server.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await amap.close();
    await other.close();
  });

  const search = (keyword: string, token = adminToken) =>
    server.call('searchPlaces', { token, input: { keyword, city: '上海' } });

  it('answers suggestions with coordinates, sending the key to the provider only', async () => {
    const response = await search('南京东路');
    expect(response.json()).toEqual({
      code: ResultCode.SUCCESS,
      msg: '操作成功',
      data: {
        enabled: true,
        suggestions: [
          {
            name: '南京东路步行街',
            address: '南京东路',
            district: '上海市黄浦区',
            longitude: 121.481,
            latitude: 31.238,
          },
          { name: '南京东路(地铁站)', address: '', district: '上海市黄浦区', longitude: null, latitude: null },
        ],
      },
    });
    const sent = amap.requests.at(-1)!;
    expect(sent.pathname).toBe('/v3/assistant/inputtips');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ key: KEY, keywords: '南京东路', city: '上海' });
    expect(response.body).not.toContain(KEY);
  });

  it.each([
    ['an error answer', '拒绝'],
    ['a provider that does not answer in time', '超时'],
  ])('refuses with a clear message on %s, never showing the key', async (_label, keyword) => {
    const response = await search(keyword);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: ResultCode.FAILURE,
      msg: '地点搜索暂不可用，请直接填写地址和坐标',
      data: { field: 'keyword' },
    });
    expect(response.body).not.toContain(KEY);
  });

  it('does not follow a redirect, so the key never reaches another host', async () => {
    const response = await search('跳转');
    expect(response.json()).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'keyword' } });
    expect(other.requests).toEqual([]);
    expect(logLines.join('')).toContain('redirect');
  });

  it('logs what the service said without the key, even when it echoes it', async () => {
    const response = await search('回显');
    expect(response.json()).toMatchObject({ code: ResultCode.FAILURE, data: { field: 'keyword' } });
    const logged = logLines.join('');
    expect(logged).toContain('bad request');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain(encodeURIComponent(KEY));
  });

  it('is open to the operator, who holds 商户列表', async () => {
    const operator = await server.login('operator', OPERATOR_PASSWORD);
    expect((await search('南京东路', operator)).json().code).toBe(ResultCode.SUCCESS);
  });
});

describe('place search with no maps service configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ environment: { SEED_DEMO: '0' } });
  });
  afterAll(() => server.close());

  it('says it is off, so the console offers a plain address', async () => {
    const token = await server.login('admin', ADMIN_PASSWORD);
    expect((await server.envelope('searchPlaces', { token, input: { keyword: '南京东路' } })).data).toEqual({
      enabled: false,
      suggestions: [],
    });
  });
});

describe("the restocker's navigation link (NAVIGATION_URL)", () => {
  it("is the configured maps service's: AMap's with a places key, geo: without, or the URL given", () => {
    expect(loadConfig({}).navigationUrl).toBe('');
    expect(loadConfig({ PLACES_API_KEY: 'key' }).navigationUrl).toBe(AMAP_NAVIGATION_URL);
    expect(loadConfig({ PLACES_API_KEY: 'key', NAVIGATION_URL: 'geo' }).navigationUrl).toBe('');
    const own = 'https://maps.example.cn/nav?to={lat},{lng}&label={name}';
    expect(loadConfig({ NAVIGATION_URL: own }).navigationUrl).toBe(own);
    expect(() => loadConfig({ NAVIGATION_URL: 'http://maps.example.cn/{lat}' })).toThrow(/NAVIGATION_URL/);
  });
});
