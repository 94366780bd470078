import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

/** A PerformanceObserver whose page paints when the test says so. */
function paintTiming() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint(name: string) {
      for (const { callback } of observers) {
        const entries = { getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []) };
        callback(entries as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
      }
    },
  };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves at the first contentful paint, not at a first paint without content', async () => {
    vi.useFakeTimers();
    const timing = paintTiming();
    let resolved = false;
    void afterFirstPaint(1_000).then(() => (resolved = true));
    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toBe(false);
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    expect(timing.observers[0]?.disconnected).toBe(true);
  });

  it('resolves after the time limit when nothing is painted (a hidden tab)', async () => {
    vi.useFakeTimers();
    paintTiming();
    let resolved = false;
    void afterFirstPaint(1_000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('resolves after the time limit where paint timing is missing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('paint is not a supported entry type');
        }
        disconnect() {}
      },
    );
    let resolved = false;
    void afterFirstPaint(500).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(resolved).toBe(true);
  });
});
