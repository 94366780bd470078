import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { jobsSettled, scheduleJob, type Ticker } from './jobs';

/** A ticker moved by hand: `tick()` calls every task once, without waiting for it. */
function handTicker() {
  const tasks = new Set<() => Promise<void>>();
  const ticker: Ticker = {
    every(_ms, task) {
      tasks.add(task);
      return () => tasks.delete(task);
    },
  };
  return { ticker, tick: () => [...tasks].map((task) => task()), count: () => tasks.size };
}

/** A job whose runs end when the test says so. */
function heldJob() {
  const ends: Array<(failure?: Error) => void> = [];
  let runs = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      runs += 1;
      ends.push((failure) => (failure ? reject(failure) : resolve()));
    });
  return { run, runs: () => runs, end: (failure?: Error) => ends.shift()!(failure) };
}

describe('the job loop', () => {
  it('runs at ready, never twice at once, logs a failure and runs again at the next tick, and closing waits for the run', async () => {
    const logged: string[] = [];
    const app = Fastify({ logger: false });
    app.log.error = ((_error: unknown, message: string) => void logged.push(message)) as typeof app.log.error;
    const { ticker, tick, count } = handTicker();
    const job = heldJob();
    scheduleJob(app, ticker, { name: 'the test job', everyMs: 1000, run: job.run });
    await app.ready();
    expect(job.runs()).toBe(1); // at ready
    expect(count()).toBe(1);
    await Promise.all([tick(), Promise.resolve()]);
    expect(job.runs()).toBe(1); // the first still runs: not doubled
    job.end(new Error('the database is away'));
    await expect.poll(() => logged).toEqual(['the test job failed']);
    void tick();
    expect(job.runs()).toBe(2); // the next tick tries again
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await expect.poll(() => count()).toBe(0); // the ticker stopped at once
    expect(closed).toBe(false); // ...but the close waits for the run in progress
    job.end();
    await closing;
    expect(closed).toBe(true);
  });

  it('settles when every job’s run in progress ends (the start-up runs at ready included)', async () => {
    const app = Fastify({ logger: false });
    const { ticker } = handTicker();
    const first = heldJob();
    const second = heldJob();
    scheduleJob(app, ticker, { name: 'the first job', everyMs: 1000, run: first.run });
    scheduleJob(app, ticker, { name: 'the second job', everyMs: 1000, run: second.run });
    await jobsSettled(app); // nothing runs before ready
    await app.ready();
    let settled = false;
    const settling = jobsSettled(app).then(() => (settled = true));
    first.end();
    await expect.poll(() => first.runs()).toBe(1);
    await Promise.resolve();
    expect(settled).toBe(false); // the second still runs
    second.end();
    await settling;
    expect(settled).toBe(true);
    await app.close();
  });
});
