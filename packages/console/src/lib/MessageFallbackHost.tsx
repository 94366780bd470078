import { MessageFallback, messageDuration, messageKey, type FallbackMessage } from '@vending/ui';
import { useEffect, useState } from 'react';
import { setMessageFallback } from './toasts';

/**
 * The messages that could not reach the toast library (lib/toasts.ts): the library loads on the
 * first message, and when the network is gone by then, they are drawn here instead, for as long
 * as a message stays (5 s for an error, 3 s for the others; the same message again refreshes it).
 * Mounted by the layout, so a session says "Network Error" even offline.
 */
export function MessageFallbackHost() {
  const [shown, setShown] = useState<readonly FallbackMessage[]>([]);
  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const unregister = setMessageFallback((type, text) => {
      const id = messageKey(type, text);
      clearTimeout(timers.get(id));
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          setShown((messages) => messages.filter((message) => message.id !== id));
        }, messageDuration(type)),
      );
      setShown((messages) =>
        messages.some((message) => message.id === id) ? messages : [...messages, { id, type, text }],
      );
    });
    return () => {
      unregister();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);
  return <MessageFallback messages={shown} />;
}
