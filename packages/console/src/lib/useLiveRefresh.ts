import { useEffect } from 'react';
import { LIVE_REFRESH_MS } from '../config/constants';

/**
 * Calls `refresh` every LIVE_REFRESH_MS while the page is visible, and at once when it comes
 * back into view: live figures without a reload. A call's data stays on screen while the next
 * answer comes (useCall), so nothing flickers.
 */
export function useLiveRefresh(refresh: () => void, intervalMs = LIVE_REFRESH_MS) {
  useEffect(() => {
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
