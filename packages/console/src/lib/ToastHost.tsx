import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { FIELD_PATH } from '../config/constants';
import { useAuthStore } from '../stores/authStore';
import { loadToasts, toastHostMounted, toastsModule, useToastHostAsks } from './toasts';

/**
 * The ui's MessageHost, mounted once a message asks for it or a session begins (lib/toasts.ts):
 * the login page does not fetch the toast library for messages it may never show, nor the field
 * view (its own notes say everything). Held in state,
 * not React.lazy: a lazy part is revealed up to 300 ms after its code arrives, and a failed
 * lazy load could never be tried again (offline, then online).
 */
export function ToastHost() {
  const hasToken = useAuthStore((state) => state.token !== null);
  // The restocker's phone says everything in its own notes: no toast library on its first paint.
  const onField = useLocation().pathname.replace(/\/+$/, '').toLowerCase() === FIELD_PATH;
  const asks = useToastHostAsks();
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (hasToken && !onField) void loadToasts().catch(() => undefined);
  }, [hasToken, onField]);
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
