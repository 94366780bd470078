import type { FastifyInstance } from 'fastify';

/** How often the server looks for scheduled activities whose time has come. */
export const ACTIVITY_POLL_MS = 15_000;

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

/**
 * Sends due activities once the server is ready (what came due while it was stopped goes out
 * then) and at every tick until it closes. A run still going when the next tick comes is not
 * doubled; a failed run is logged and the next tick tries again.
 */
export function scheduleActivitySending(app: FastifyInstance, ticker: Ticker, sendDue: () => Promise<unknown>) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sendDue()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error(error, 'sending scheduled activities failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    void run();
    stop = ticker.every(ACTIVITY_POLL_MS, run);
  });
  app.addHook('onClose', async () => {
    stop?.();
    await running;
  });
}
