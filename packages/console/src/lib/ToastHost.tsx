import { useEffect, useState, type ComponentType } from 'react';
import { toastHostMounted, toastsModule, useToastHostAsks } from './toasts';

/**
 * The ui's MessageHost, mounted once a message asks for it (lib/toasts.ts): no page fetches the
 * toast library for messages it may never show (offline, the layout's `MessageFallbackHost`
 * draws them). Held in state,
 * not React.lazy: a lazy part is revealed up to 300 ms after its code arrives, and a failed
 * lazy load could never be tried again (offline, then online).
 */
export function ToastHost() {
  const asks = useToastHostAsks();
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (asks === 0 || Host) return;
    let current = true;
    toastsModule().then(
      (loaded) => {
        if (current) setHost(() => loaded.MessageHost);
      },
      // Offline: no host now; the next message asks again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asks, Host]);
  // A parent's effect runs after its children's: the host's toasters have subscribed by now.
  useEffect(() => {
    if (Host) toastHostMounted();
  }, [Host]);
  return Host ? <Host /> : null;
}
