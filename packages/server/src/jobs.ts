import type { FastifyInstance } from 'fastify';

/**
 * Runs a task every so often. The server uses timers; a test hands in one it ticks by hand, so
 * that "sent at its time" is tested by moving the clock, not by waiting.
 */
export interface Ticker {
  /** Starts calling `task` every `intervalMs`; answers how to stop. */
  every(intervalMs: number, task: () => Promise<void>): () => void;
}

export const timerTicker: Ticker = {
  every(intervalMs, task) {
    const timer = setInterval(() => void task(), intervalMs).unref();
    return () => clearInterval(timer);
  },
};

export interface Job {
  /** What the log says failed. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * The server's one job loop: runs `job` once the server is ready (what came due while it was
 * stopped is done then) and at every tick until it closes. A run still going when the next tick
 * comes is not doubled; a failed run is logged and the next tick tries again; closing waits for
 * the run in progress.
 */
export function scheduleJob(app: FastifyInstance, ticker: Ticker, job: Job) {
  let running: Promise<void> | undefined;
  jobsOf(app).add(() => running);
  const run = () => {
    running ??= job
      .run()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error(error, `${job.name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    void run();
    stop = ticker.every(job.everyMs, run);
  });
  app.addHook('onClose', async () => {
    stop?.();
    await running;
  });
}

const scheduled = new WeakMap<FastifyInstance, Set<() => Promise<void> | undefined>>();
function jobsOf(app: FastifyInstance) {
  let jobs = scheduled.get(app);
  if (!jobs) scheduled.set(app, (jobs = new Set()));
  return jobs;
}

/**
 * Settles once no run of `app`'s jobs is in progress (the start-up runs included, once the app is
 * ready): a test that counts the statements of its calls starts counting after them.
 */
export async function jobsSettled(app: FastifyInstance) {
  await Promise.all([...jobsOf(app)].map((runningNow) => runningNow()));
}
