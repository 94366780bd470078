import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AlarmWebhookFormat } from '@vending/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Transaction } from '../../lists/transition';
import { devices } from '../equipment';
import { robotBody, robotRefusal, type RobotDevice } from './robots';
import { alarmNotifications, alarmWebhookSecrets } from './tables';

/*
 * The alarm notifications' outbox. An alarm event is written to `alarm_notifications` in the
 * transaction that opened or closed the alarm, so none is lost to a crash or a slow receiver;
 * the sender delivers them signed, in order per device, a few at a time, retrying with backoff.
 */

/** The delivery states of alarm_notifications.state. */
export const deliveryStates = { waiting: 0, delivered: 1, givenUp: 2, nowhere: 3 } as const;

/** How many attempts before a notification is given up (about 9 hours of backoff in all). */
export const MAX_DELIVERY_ATTEMPTS = 12;
/** The wait after the n-th failed attempt: 5 s doubled each time, at most an hour, ±20 %. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}
/** Deliveries in flight at once, per instance. */
export const DELIVERY_CONCURRENCY = 4;
/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** A claimed notification is another instance's to retry after this long (the sender died). */
const CLAIM_MS = 60_000;

/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA-256>`. */
export const SIGNATURE_HEADER = 'vending-signature';

/** Writes events to the outbox, numbered per device, inside the caller's transaction. */
export async function enqueueAlarmEvents(
  tx: Transaction | Database,
  events: { deviceId: number | null; payload: Record<string, unknown> }[],
  at: Date,
): Promise<string[]> {
  const eventIds: string[] = [];
  for (const event of events) {
    // The device's row is locked so that its sequence numbers are handed out one at a time.
    if (event.deviceId !== null) {
      await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, event.deviceId)).for('update');
    }
    const [last] = await tx
      .select({ sequence: sql<number>`coalesce(max(${alarmNotifications.sequence}), 0)`.mapWith(Number) })
      .from(alarmNotifications)
      .where(
        event.deviceId === null
          ? sql`${alarmNotifications.deviceId} is null`
          : eq(alarmNotifications.deviceId, event.deviceId),
      );
    const eventId = randomUUID();
    const sequence = (last?.sequence ?? 0) + 1;
    await tx.insert(alarmNotifications).values({
      eventId,
      deviceId: event.deviceId,
      sequence,
      payload: { eventId, sequence, ...event.payload },
      nextAttemptAt: at,
      createdAt: at,
    });
    eventIds.push(eventId);
  }
  return eventIds;
}

/** The signing secret, made when first needed. */
export async function webhookSecret(db: Database, at: Date): Promise<string> {
  const [found] = await db.select({ secret: alarmWebhookSecrets.secret }).from(alarmWebhookSecrets);
  if (found) return found.secret;
  await db.insert(alarmWebhookSecrets).values({ id: 1, secret: newSecret(), createdAt: at }).onConflictDoNothing();
  const [made] = await db.select({ secret: alarmWebhookSecrets.secret }).from(alarmWebhookSecrets);
  if (!made) throw new Error('the alarm webhook secret was not kept');
  return made.secret;
}

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** A new signing secret in place of the old one, to show once. */
export async function rotateWebhookSecret(db: Database, at: Date): Promise<string> {
  const secret = newSecret();
  await db
    .insert(alarmWebhookSecrets)
    .values({ id: 1, secret, createdAt: at })
    .onConflictDoUpdate({ target: alarmWebhookSecrets.id, set: { secret, createdAt: at } });
  return secret;
}

/** The signature header of a body sent at `seconds` (Unix time): HMAC-SHA-256 of `<seconds>.<body>`. */
export function signatureOf(secret: string, seconds: number, body: string): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

/** Whether an address is private, loopback, link-local, unspecified, shared (CGNAT) or multicast. */
export function isInternalAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return (
    v6 === '::' ||
    v6 === '::1' ||
    v6.startsWith('fe8') ||
    v6.startsWith('fe9') ||
    v6.startsWith('fea') ||
    v6.startsWith('feb') ||
    v6.startsWith('fc') ||
    v6.startsWith('fd') ||
    v6.startsWith('ff')
  );
}

/**
 * Why a URL may not be sent to, or null when it may: a host that is or resolves to an internal
 * address is refused unless it is in `allowedHosts` (ALARM_WEBHOOK_ALLOWED_HOSTS).
 */
export async function targetRefusal(url: string, allowedHosts: string[]): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'not http(s)';
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowedHosts.includes(host)) return null;
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  const internal = addresses.find(isInternalAddress);
  return internal ? `${host} is an internal address (${internal}); allow it with ALARM_WEBHOOK_ALLOWED_HOSTS` : null;
}

/** Where notifications go and in what form. */
export interface WebhookTarget {
  /** '' = nowhere. */
  url: string;
  format: AlarmWebhookFormat;
}

export interface Sender {
  db: Database;
  now: () => Date;
  /** The target in force now. */
  targetOf: () => Promise<WebhookTarget>;
  allowedHosts: string[];
  log: (error: unknown, message: string) => void;
  /** Where the robots' messages link to (告警中心 on PUBLIC_URL); null: no link. */
  alarmCentreUrl: string | null;
  /** The business's time zone, for the times a robot's message shows. */
  timeZone: string;
}

/** The page of 告警中心 on the console at `publicUrl`. */
export const alarmCentreUrlOf = (publicUrl: string | undefined) =>
  publicUrl ? `${publicUrl.replace(/\/+$/, '')}/#/equipment/alarm` : null;

/** A test notification (告警通知's send test), delivered like any other; answers its event id. */
export async function enqueueTestNotification(db: Database, at: Date): Promise<string> {
  const [eventId] = await enqueueAlarmEvents(
    db,
    [{ deviceId: null, payload: { event: 'test', sentTime: at.toISOString() } }],
    at,
  );
  if (!eventId) throw new Error('the test notification was not written');
  return eventId;
}

/**
 * Delivers the notifications due now: per device only its oldest waiting one (a later event
 * waits for an earlier one's delivery or giving up), at most DELIVERY_CONCURRENCY at a time.
 * Each is claimed first (its next attempt moved a minute on), so two instances never send one
 * together. Answers how many were attempted.
 */
export async function deliverDue(sender: Sender, limit = 50): Promise<number> {
  const { db, now } = sender;
  const at = now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: alarmNotifications.id })
      .from(alarmNotifications)
      .where(
        and(
          eq(alarmNotifications.state, deliveryStates.waiting),
          lte(alarmNotifications.nextAttemptAt, at),
          sql`not exists (select 1 from ${alarmNotifications} e where e.state = ${deliveryStates.waiting} and e.device_id = ${alarmNotifications.deviceId} and e.sequence < ${alarmNotifications.sequence})`,
        ),
      )
      .orderBy(asc(alarmNotifications.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(alarmNotifications)
      .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_MS) })
      .where(
        sql`${alarmNotifications.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
  if (claimed.length === 0) return 0;
  const { url, format } = await sender.targetOf();
  const secret = await webhookSecret(db, at);
  const refusal = url ? await targetRefusal(url, sender.allowedHosts).catch((error: unknown) => String(error)) : null;
  const queue = [...claimed];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (!url) {
        await db
          .update(alarmNotifications)
          .set({ state: deliveryStates.nowhere, lastError: 'no webhook URL' })
          .where(eq(alarmNotifications.id, row.id));
        continue;
      }
      const attemptAt = now();
      const outcome = refusal
        ? { status: null, error: refusal }
        : await post(url, secret, await bodyOf(sender, format, row), row.eventId, format !== 'generic', attemptAt);
      const attempts = row.attempts + 1;
      if (outcome.error === null) {
        await db
          .update(alarmNotifications)
          .set({
            state: deliveryStates.delivered,
            attempts,
            lastStatus: outcome.status,
            lastError: '',
            lastAttemptAt: attemptAt,
            sentAt: now(),
          })
          .where(eq(alarmNotifications.id, row.id));
      } else {
        sender.log(new Error(outcome.error), 'alarm webhook delivery failed');
        await db
          .update(alarmNotifications)
          .set({
            state: attempts >= MAX_DELIVERY_ATTEMPTS ? deliveryStates.givenUp : deliveryStates.waiting,
            attempts,
            lastStatus: outcome.status,
            lastError: outcome.error.slice(0, 500),
            lastAttemptAt: attemptAt,
            nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
          })
          .where(eq(alarmNotifications.id, row.id));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELIVERY_CONCURRENCY, claimed.length) }, worker));
  return claimed.length;
}

/** What a notification's POST carries: the event itself, or a robot's message about it. */
async function bodyOf(
  sender: Sender,
  format: AlarmWebhookFormat,
  row: typeof alarmNotifications.$inferSelect,
): Promise<string> {
  if (format === 'generic') return JSON.stringify(row.payload);
  let device: RobotDevice | null = null;
  if (row.deviceId !== null) {
    const [found] = await sender.db
      .select({ deviceNo: devices.deviceNo, deviceName: devices.deviceName, address: devices.address })
      .from(devices)
      .where(eq(devices.id, row.deviceId));
    device = found ?? null;
  }
  return JSON.stringify(
    robotBody(format, row.payload as Record<string, never>, device, sender.alarmCentreUrl, sender.timeZone),
  );
}

/**
 * One signed POST; a redirect is not followed (it counts as a failure). A robot's 200 is read:
 * its errcode says whether it took the message.
 */
async function post(
  url: string,
  secret: string,
  body: string,
  eventId: string,
  robot: boolean,
  at: Date,
): Promise<{ status: number | null; error: string | null }> {
  const seconds = Math.floor(at.getTime() / 1_000);
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureOf(secret, seconds, body),
        'vending-event-id': eventId,
      },
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    if (robot && response.status === 200) {
      return { status: response.status, error: robotRefusal((await response.text()).slice(0, 2_000)) };
    }
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { status: response.status, error: null };
    return {
      status: response.status,
      error:
        response.status >= 300 && response.status < 400
          ? `redirect not followed (HTTP ${response.status})`
          : `HTTP ${response.status}`,
    };
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** How often each instance looks for notifications due (retries), besides being woken by new ones. */
export const DELIVERY_SWEEP_MS = 5_000;

/**
 * Runs the sender every DELIVERY_SWEEP_MS once the server is ready, and at once when woken
 * (`wake`, after an alarm event was written); never two rounds at a time on one instance.
 */
export function deliveryLoop(sender: Sender) {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          // Round after round while one found work: a device's next event is due once its previous one is done.
          while ((await deliverDue(sender)) > 0);
        } catch (error) {
          sender.log(error, 'alarm notifications: a delivery round failed');
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  return { run, idle: () => running ?? Promise.resolve() };
}
