import { useSyncExternalStore } from 'react';

/*
 * The zone every time and day is shown in (the business's: see timeZone.ts), kept apart from the
 * arithmetic so that setting it — the session store does, in the first bundle — does not bring
 * dayjs and its zone plugins to the login page: they come with the first page that shows a time.
 */

let displayZone: string | undefined;
const listeners = new Set<() => void>();

/** Whether the browser knows the IANA zone (a misspelt zone would throw at every format). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sets the zone times are shown in (an IANA name, e.g. Asia/Shanghai); none or unknown = the browser's. */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  const next = zone && isKnownTimeZone(zone) ? zone : undefined;
  if (next === displayZone) return;
  displayZone = next;
  for (const listener of listeners) listener();
}

/** The zone times are shown in, or undefined for the browser's own. */
export function displayTimeZone(): string | undefined {
  return displayZone;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The zone times are shown in (undefined = the browser's), redrawing when it is set. */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(subscribe, displayTimeZone, displayTimeZone);
}

/** The browser's own zone (IANA name). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
