import { useEffect } from 'react';
import { LIVE_REFRESH_MS } from '../config/constants';

/**
 * Calls `refresh` every `intervalMs` (LIVE_REFRESH_MS, 10 s) while the page is visible, and at
 * once when it comes back into view: live figures without a reload. The one mechanism of every
 * live page (the dashboard, the device list); null turns it off. Pass a refresh that keeps the
 * data on screen while the next answer comes (useCall's `refresh`), so nothing flickers.
 */
export function useLiveRefresh(refresh: () => void, intervalMs: number | null = LIVE_REFRESH_MS) {
  useEffect(() => {
    if (intervalMs === null) return undefined;
    const tick = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = window.setInterval(tick, intervalMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [refresh, intervalMs]);
}
