import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';
import { textLogLine, textLogStream } from './text-log';

describe('log lines a person reads (LOG_FORMAT=text)', () => {
  it('says the time, the level and the message, then the other fields; an error’s stack below', () => {
    const time = new Date(2026, 2, 16, 10, 30, 5).getTime();
    expect(
      textLogLine(
        JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', msg: 'alarm webhook refused', deviceNo: 'VM1' }),
      ),
    ).toBe('10:30:05 WARN  alarm webhook refused deviceNo=VM1\n');
    const line = textLogLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'shutdown failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(line).toBe('10:30:05 ERROR shutdown failed\n    Error: boom\n        at x\n');
    expect(textLogLine('not json')).toBe('not json\n');
  });

  it('writes whole lines however the JSON arrives', async () => {
    const written: string[] = [];
    const stream = textLogStream(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(chunk.toString());
          done();
        },
      }),
    );
    const line = JSON.stringify({ level: 30, time: 0, msg: 'GET /healthz 200 1 ms', status: 200, ms: 1 });
    await new Promise((resolve) => stream.write(line.slice(0, 10), resolve));
    await new Promise((resolve) => stream.write(`${line.slice(10)}\n`, resolve));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/healthz 200 1 ms\n$/);
  });
});

describe('the server’s log', () => {
  it('says warnings and errors only unless LOG_LEVEL says more', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({}).logFormat).toBe('json');
  });

  describe('at LOG_LEVEL=info', () => {
    const lines: Record<string, unknown>[] = [];
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        environment: { LOG_LEVEL: 'info', SEED_DEMO: '0' },
        logDestination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString().split('\n').filter(Boolean))
              lines.push(JSON.parse(line) as Record<string, unknown>);
            done();
          },
        }),
      });
    });
    afterAll(() => server.close());

    it('writes one line per request: method, path without its query, status and time', async () => {
      const ofPath = (path: string) => lines.filter((line) => String(line['msg']).includes(path));
      await server.app.inject({ method: 'GET', url: '/healthz?probe=1' });
      // The next request's line comes after this one's, so both of this one's would be in by then.
      await server.app.inject({ method: 'GET', url: '/api/no-such-call' });
      await expect.poll(() => ofPath('/api/no-such-call')).toHaveLength(1);
      expect(ofPath('/healthz')).toEqual([
        expect.objectContaining({ level: 30, status: 200, msg: expect.stringMatching(/^GET \/healthz 200 \d+ ms$/) }),
      ]);
      expect(ofPath('/api/no-such-call')[0]).toMatchObject({ status: 404 });
    });
  });
});
