import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deviceApiEndpoints } from '@vending/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { startFleet, type Fleet, type FleetOptions } from './fleet';

/*
 * The simulated fleet as model firmware (docs/DEVICE-API.md, Retries): one beat at a time per
 * machine, and quiet for what a 503's Retry-After asks after the server turned it away.
 */

interface Seen {
  path: string;
  device: string;
  at: number;
}

/** A device API stand-in: `answer` decides each call's answer; `seen` records every call. */
async function standIn(
  answer: (call: Seen, respond: (status: number, headers?: object, data?: object) => void) => void,
) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    const call = { path, device: (request.headers.authorization ?? '').split(/[ .]/)[1] ?? '', at: Date.now() };
    seen.push(call);
    request.resume();
    answer(call, (status, headers = {}, data) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(
        JSON.stringify({
          code: status === 200 ? 1 : 0,
          msg: status === 200 ? '操作成功' : '服务器繁忙，请稍后重试',
          data: data ?? (path === deviceApiEndpoints.deviceSlots.path ? { slots: [] } : { actions: [] }),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const heartbeat = deviceApiEndpoints.deviceHeartbeat.path;

/** One machine beating every 20 ms against the stand-in. */
const oneMachine = (baseUrl: string, options: Partial<FleetOptions> = {}) =>
  startFleet({
    baseUrl,
    devices: [{ deviceNo: 'VM000001', credential: 'VM000001.secret' }],
    timeZone: 'Asia/Shanghai',
    tickMs: 20,
    ...options,
  });

describe('the simulated fleet', () => {
  let fleet: Fleet | undefined;
  let close: (() => Promise<unknown>) | undefined;
  /** Answers still held back, given when the test ends so that the fleet can stop. */
  const held: (() => void)[] = [];
  afterEach(async () => {
    for (const release of held.splice(0)) release();
    await fleet?.stop();
    await close?.();
  });

  it('never starts a beat while the one before is still waiting for its answer', async () => {
    const stand = await standIn((call, respond) => {
      // The first machine's heartbeats wait; the second's are answered at once (a clock of ticks).
      if (call.path === heartbeat && call.device === 'VM000001') held.push(() => respond(200));
      else respond(200);
    });
    close = stand.close;
    fleet = startFleet({
      baseUrl: stand.baseUrl,
      devices: ['VM000001', 'VM000002'].map((deviceNo) => ({ deviceNo, credential: `${deviceNo}.secret` })),
      timeZone: 'Asia/Shanghai',
      tickMs: 20,
    });
    const beatsOf = (device: string) => stand.seen.filter((call) => call.path === heartbeat && call.device === device);
    await expect.poll(() => held.length).toBe(1);
    // Five beats of the other machine later, the first still waits for its first answer: no second beat.
    const others = beatsOf('VM000002').length;
    await expect.poll(() => beatsOf('VM000002').length, { timeout: 5_000 }).toBeGreaterThanOrEqual(others + 5);
    expect(beatsOf('VM000001')).toHaveLength(1);
    held.shift()!();
    await expect.poll(() => beatsOf('VM000001').length).toBe(2);
  });

  it('keeps quiet for the Retry-After of a 503 (and some more), then beats again', async () => {
    let turnedAway = false;
    const stand = await standIn((call, respond) => {
      if (call.path === heartbeat && !turnedAway) {
        turnedAway = true;
        respond(503, { 'retry-after': '1' });
      } else respond(200);
    });
    close = stand.close;
    fleet = oneMachine(stand.baseUrl);
    await expect
      .poll(() => stand.seen.filter((call) => call.path === heartbeat).length, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2);
    const [refused, next] = stand.seen.filter((call) => call.path === heartbeat);
    // Ticks every 20 ms, yet nothing at all between the refusal and a second later.
    expect(next!.at - refused!.at).toBeGreaterThanOrEqual(1_000);
    expect(stand.seen.filter((call) => call.at > refused!.at && call.at < next!.at)).toEqual([]);
  });

  it('reads its slots at start and when a heartbeat says they changed, not at every beat', async () => {
    let beats = 0;
    const stand = await standIn((call, respond) => {
      if (call.path !== heartbeat) return respond(200);
      beats += 1;
      // The fifth heartbeat's answer tells of a change staff made in the console.
      respond(200, {}, { actions: beats === 5 ? [{ kind: 'reloadSlots', etag: '"v2"' }] : [] });
    });
    close = stand.close;
    fleet = oneMachine(stand.baseUrl, { salesPerDay: 0 });
    await expect.poll(() => beats, { timeout: 5_000 }).toBeGreaterThanOrEqual(10);
    const slotReads = stand.seen.filter((call) => call.path === deviceApiEndpoints.deviceSlots.path);
    expect(slotReads).toHaveLength(2);
    const beatTimes = stand.seen.filter((call) => call.path === heartbeat).map((call) => call.at);
    // One as the machine starts, before its first beat; the other after the fifth beat, before the sixth.
    expect(slotReads[0]!.at).toBeLessThanOrEqual(beatTimes[0]!);
    expect(slotReads[1]!.at).toBeGreaterThanOrEqual(beatTimes[4]!);
    expect(slotReads[1]!.at).toBeLessThanOrEqual(beatTimes[5]!);
  });
});
