/**
 * Resolves once the page has painted content (the browser's first-contentful-paint entry), or
 * after `limitMs` when no such entry comes: a hidden tab paints nothing, and a browser without
 * paint timing has none to give.
 */
export function afterFirstPaint(limitMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    try {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      // Buffered: a paint before this call counts.
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the time limit decides.
    }
  });
}
