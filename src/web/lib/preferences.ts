import { useSyncExternalStore } from 'react';

// The person's chosen time zone (settings → preferences.timezone), for every date the web shows.
// Until the settings load (and for visitors) it is undefined: Intl then uses the browser's zone.

let preferredTimeZone: string | undefined;
const listeners = new Set<() => void>();

function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function setPreferredTimeZone(value: string | null | undefined): void {
  const next = value && isValidTimeZone(value) ? value : undefined;
  if (next === preferredTimeZone) return;
  preferredTimeZone = next;
  for (const listener of listeners) listener();
}

export function getPreferredTimeZone(): string | undefined {
  return preferredTimeZone;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferredTimeZone(): string | undefined {
  return useSyncExternalStore(subscribe, getPreferredTimeZone, getPreferredTimeZone);
}
