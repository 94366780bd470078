import {
  DEVICE_AUTH_SCHEME,
  deviceApiEndpoints,
  deviceFaultKinds,
  type DeviceAction,
  type DeviceAnswer,
  type DeviceEndpointName,
  type DeviceFaultKind,
  type DeviceRequest,
} from '@vending/contract';
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/*
 * A simulated fleet: each device talks to a running server through the device API only, as a
 * machine's firmware would (docs/DEVICE-API.md): it beats, sells by the business hours of the
 * server's time zone, runs its slots down, has faults now and then and clears them, is
 * restocked when low, installs what it is told to, and reloads its playlist and slots when told.
 */

export interface SimulatedDevice {
  deviceNo: string;
  credential: string;
}

export interface FleetOptions {
  baseUrl: string;
  devices: SimulatedDevice[];
  /** The business's time zone: sales follow its hours. */
  timeZone: string;
  /** How often each device beats (and may sell, fault or be restocked). */
  tickMs: number;
  /**
   * Spreads the first beats over the first tickMs too, instead of every device beating at once
   * (a benchmark of a steady fleet; the demo wants every device online within seconds).
   */
  staggerStart?: boolean;
  /**
   * Sales a machine makes a day on average, spread by the hours' pace (salesPace). Without it a
   * machine sells at 60 % of its beats at the peaks (about 410 a day at a beat a minute: the demo's
   * dashboard moves); a busy real machine sells some 50-150 a day.
   */
  salesPerDay?: number;
  /** Seeded randomness makes a run repeatable; Math.random by default. */
  random?: () => number;
  /** What happened, for a log or a benchmark's figures. */
  onCall?: (call: { name: DeviceEndpointName; status: number; ms: number }) => void;
  log?: (message: string) => void;
}

export interface Fleet {
  stop(): Promise<void>;
}

interface Slot {
  slotNo: number;
  price: number | null;
  stock: number;
  capacity: number;
}

/** How busy a machine is at an hour of the business day (0 to 1): lunch and evening peaks, quiet nights. */
export function salesPace(hour: number): number {
  if (hour < 7 || hour >= 23) return 0.05;
  if ((hour >= 11 && hour < 14) || (hour >= 17 && hour < 20)) return 1;
  return 0.5;
}

/** The day's pace summed over its hours: a machine at pace 1 all day would make this many hours of peak sales. */
const PACE_HOURS_A_DAY = Array.from({ length: 24 }, (_, hour) => salesPace(hour)).reduce((sum, pace) => sum + pace, 0);

/** The chance that a beat at a pace sells: 60 % at the peaks by default, or salesPerDay spread over the beats. */
function saleChance(options: FleetOptions, pace: number): number {
  if (options.salesPerDay === undefined) return 0.6 * pace;
  const beatsAnHour = 3_600_000 / options.tickMs;
  return Math.min(1, (options.salesPerDay * pace) / (PACE_HOURS_A_DAY * beatsAnHour));
}

function hourIn(timeZone: string, at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(at));
}

interface DeviceResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Keeps connections open between a machine's calls, as firmware on a long-lived link does
 * (and node:http costs the simulator about half of what fetch does per call: the benchmark's
 * simulators share the cores with the servers they measure).
 */
const keepAlive = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** One HTTP call, its answer read whole; no answer within 15 s is a failure. */
function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<DeviceResponse> {
  return new Promise((resolve, reject) => {
    const secure = url.startsWith('https:');
    const request = (secure ? httpsRequest : httpRequest)(
      url,
      { method: options.method, headers: options.headers, agent: secure ? keepAlive.https : keepAlive.http },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', reject);
    request.end(options.body);
  });
}

class DeviceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's Retry-After, in seconds, when it gave one (503, 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The longest a device keeps quiet after failed calls (docs/DEVICE-API.md, Retries). */
const MAX_BACKOFF_MS = 60_000;

/** One simulated machine. */
class Machine {
  private slots: Slot[] = [];
  private slotsEtag: string | undefined;
  private playlistEtag: string | undefined;
  private readonly faults = new Set<DeviceFaultKind>();
  private softwareVersion = '2.4.0';
  private upgrading: { version: string; buildNumber: number; step: number } | undefined;
  /** Vends not yet acknowledged (the network failed): sent again with the same number. */
  private readonly unsent: DeviceRequest<'deviceVend'>[] = [];
  private sequence = 0;
  private readonly runId = Date.now().toString(36);
  /** A beat still running: the next waits for it (the firmware's one loop), never runs beside it. */
  busy = false;
  /** Failed calls in a row (no answer, 5xx, 429), and until when the device keeps quiet after them. */
  private failuresInARow = 0;
  private quietUntil = 0;

  constructor(
    private readonly device: SimulatedDevice,
    private readonly options: FleetOptions,
    private readonly random: () => number,
  ) {}

  private async call<Name extends DeviceEndpointName>(
    name: Name,
    input: DeviceRequest<Name>,
    etag?: string,
  ): Promise<{ status: number; data?: DeviceAnswer<Name>; etag?: string }> {
    const endpoint = deviceApiEndpoints[name];
    const query = endpoint.encoding === 'query' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    const started = performance.now();
    let response: DeviceResponse;
    try {
      response = await send(`${this.options.baseUrl}${endpoint.path}${query}`, {
        method: endpoint.method,
        headers: {
          authorization: `${DEVICE_AUTH_SCHEME} ${this.device.credential}`,
          ...(endpoint.encoding === 'json' ? { 'content-type': 'application/json' } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
        },
        ...(endpoint.encoding === 'json' ? { body: JSON.stringify(input) } : {}),
      });
    } catch (error) {
      this.backOff();
      throw error;
    }
    this.options.onCall?.({ name, status: response.status, ms: performance.now() - started });
    if (response.status === 304) return this.answered({ status: 304 });
    const body = JSON.parse(response.body) as { code: number; msg: string; data: DeviceAnswer<Name> };
    if (response.status >= 400) {
      const retryAfter = Number(response.headers['retry-after'] ?? Number.NaN);
      const error = new DeviceError(
        response.status,
        `${name}: ${response.status} ${body.msg}`,
        Number.isFinite(retryAfter) ? retryAfter : undefined,
      );
      if (response.status >= 500 || response.status === 429) this.backOff(error.retryAfterSeconds);
      throw error;
    }
    const answeredEtag = response.headers.etag;
    return this.answered({
      status: response.status,
      data: body.data,
      etag: typeof answeredEtag === 'string' ? answeredEtag : undefined,
    });
  }

  private answered<Answer>(answer: Answer): Answer {
    this.failuresInARow = 0;
    return answer;
  }

  /**
   * After a failed call the device keeps quiet (no beat, no resend) for what the server asked
   * (Retry-After) or 1 s, 2 s, 4 s … up to a minute, whichever is longer, stretched by a random
   * 0-50 %: a fleet turned away together does not come back together.
   */
  private backOff(retryAfterSeconds?: number) {
    this.failuresInARow += 1;
    const doubling = Math.min(MAX_BACKOFF_MS, 1_000 * 2 ** (this.failuresInARow - 1));
    const wait = Math.max(doubling, (retryAfterSeconds ?? 0) * 1_000) * (1 + this.random() * 0.5);
    this.quietUntil = Date.now() + wait;
  }

  /** Whether the device is keeping quiet after failed calls. */
  quiet(): boolean {
    return Date.now() < this.quietUntil;
  }

  async start() {
    await this.loadSlots();
  }

  private async loadSlots() {
    const answer = await this.call('deviceSlots', { deviceNo: this.device.deviceNo }, this.slotsEtag);
    if (answer.data) {
      this.slots = answer.data.slots;
      this.slotsEtag = answer.etag;
    }
  }

  /** One beat of the machine's life. */
  async tick(at: Date) {
    this.changeFaults();
    const beat = await this.call('deviceHeartbeat', {
      deviceNo: this.device.deviceNo,
      softwareVersion: this.softwareVersion,
      temperature: Math.round((4 + this.random() * 3 + (this.faults.has('refrigeration') ? 8 : 0)) * 10) / 10,
      doorOpen: this.faults.has('doorOpen'),
      faults: [...this.faults],
      ...(this.playlistEtag ? { playlistEtag: this.playlistEtag } : {}),
      ...(this.slotsEtag ? { slotsEtag: this.slotsEtag } : {}),
    });
    for (const action of beat.data?.actions ?? []) await this.follow(action);
    await this.progressUpgrade();
    await this.sendUnsent();
    if (this.random() < saleChance(this.options, salesPace(hourIn(this.options.timeZone, at)))) await this.sell(at);
    await this.maybeRestock();
  }

  private changeFaults() {
    for (const fault of [...this.faults]) if (this.random() < 0.25) this.faults.delete(fault);
    if (this.random() < 0.01) {
      const kind = deviceFaultKinds[Math.floor(this.random() * deviceFaultKinds.length)];
      if (kind) this.faults.add(kind);
    }
  }

  private async follow(action: DeviceAction) {
    if (action.kind === 'reloadSlots') {
      // Staff changed the slots in the console (what they sell, prices, stock).
      await this.loadSlots();
    } else if (action.kind === 'reloadPlaylist') {
      const answer = await this.call('devicePlaylist', { deviceNo: this.device.deviceNo }, this.playlistEtag);
      this.playlistEtag = answer.etag ?? action.etag;
    } else if (!this.upgrading || this.upgrading.buildNumber !== action.buildNumber) {
      this.upgrading = { version: action.version, buildNumber: action.buildNumber, step: 0 };
    }
  }

  /** Downloading at the first beat after the push, installed (or, now and then, failed) at the next. */
  private async progressUpgrade() {
    const upgrade = this.upgrading;
    if (!upgrade) return;
    const report = { deviceNo: this.device.deviceNo, version: upgrade.version, buildNumber: upgrade.buildNumber };
    if (upgrade.step === 0) {
      await this.call('deviceUpgradeReport', { ...report, state: 'downloading' });
      upgrade.step = 1;
      return;
    }
    this.upgrading = undefined;
    if (this.random() < 0.1) {
      await this.call('deviceUpgradeReport', { ...report, state: 'failed', reason: '安装包校验失败' });
    } else {
      await this.call('deviceUpgradeReport', { ...report, state: 'installed' });
      this.softwareVersion = upgrade.version;
    }
  }

  private async sell(at: Date) {
    const sellable = this.slots.filter((slot) => slot.price !== null && slot.stock > 0);
    const slot = sellable[Math.floor(this.random() * sellable.length)];
    if (!slot || slot.price === null) return;
    const jammed = this.faults.has('dispenseJam') || this.random() < 0.01;
    const vend: DeviceRequest<'deviceVend'> = {
      deviceNo: this.device.deviceNo,
      deviceOrderNo: `${this.runId}-${++this.sequence}`,
      paidAt: at.toISOString(),
      paymentMethod: 1 + Math.floor(this.random() * 3),
      lines: [{ slotNo: slot.slotNo, quantity: 1, unitPrice: slot.price }],
      dispensed: !jammed,
      ...(jammed ? { failureReason: '出货口卡货' } : {}),
    };
    if (!jammed) slot.stock -= 1;
    this.unsent.push(vend);
    await this.sendUnsent();
  }

  /** Sends the vends not yet acknowledged, oldest first; a failure keeps them for the next beat. */
  private async sendUnsent() {
    while (this.unsent.length > 0) {
      const vend = this.unsent[0];
      if (!vend) return;
      try {
        const answer = await this.call('deviceVend', vend);
        // The server's slots after the sale: the device's own stock and the ETag it now holds.
        if (answer.data) this.slotsEtag = answer.data.slotsEtag;
      } catch (error) {
        // A refusal (4xx) will not get better by sending again: drop it; a network or server fault: keep it.
        if (error instanceof DeviceError && error.status >= 400 && error.status < 500 && error.status !== 429) {
          this.unsent.shift();
          continue;
        }
        return;
      }
      this.unsent.shift();
    }
  }

  /** A run-down machine is now and then restocked at the machine, every used slot to full. */
  private async maybeRestock() {
    const used = this.slots.filter((slot) => slot.price !== null);
    const stock = used.reduce((sum, slot) => sum + slot.stock, 0);
    const capacity = used.reduce((sum, slot) => sum + slot.capacity, 0);
    if (capacity === 0 || stock / capacity > 0.3 || this.random() > 0.2) return;
    const answer = await this.call('deviceStockReport', {
      deviceNo: this.device.deviceNo,
      reportNo: `${this.runId}-restock-${++this.sequence}`,
      operatorName: '模拟补货员',
      operatorPhone: '13800000000',
      lines: used.map((slot) => ({ slotNo: slot.slotNo, before: slot.stock, after: slot.capacity })),
    });
    for (const slot of used) slot.stock = slot.capacity;
    if (answer.data) this.slotsEtag = answer.data.slotsEtag;
  }
}

/**
 * Starts the fleet: every device beats at once (so a fresh start shows them online within
 * seconds; staggerStart spreads these first beats too), then every tickMs, spread over the
 * interval so the server sees an even load.
 */
export function startFleet(options: FleetOptions): Fleet {
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => undefined);
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  const guard = (deviceNo: string, work: () => Promise<void>) => {
    const done = work()
      .catch((error: unknown) => log(`${deviceNo}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => running.delete(done));
    running.add(done);
  };
  options.devices.forEach((device, index) => {
    const machine = new Machine(device, options, random);
    // One beat at a time per machine, none while it keeps quiet after failures (Retry-After, backoff).
    const beat = () => {
      if (stopped || machine.busy || machine.quiet()) return;
      machine.busy = true;
      guard(device.deviceNo, () => machine.tick(new Date()).finally(() => (machine.busy = false)));
    };
    const begin = () => {
      machine.busy = true;
      guard(device.deviceNo, async () => {
        try {
          await machine.start();
          await machine.tick(new Date());
        } finally {
          machine.busy = false;
        }
      });
    };
    if (!options.staggerStart) begin();
    const offset = Math.floor((index / Math.max(1, options.devices.length)) * options.tickMs);
    const first = setTimeout(() => {
      if (options.staggerStart) {
        if (!stopped) begin();
      } else beat();
      const every = setInterval(beat, options.tickMs);
      every.unref();
      timers.add(every);
    }, offset);
    first.unref();
    timers.add(first);
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
