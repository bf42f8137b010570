// Whether the live-events stream is connected, so screens can poll only when it is not.
import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();

export function setLiveEventsConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveEventsConnected(): boolean {
  return useSyncExternalStore(subscribe, () => connected, () => false);
}

/** Poll every 1.5 s while the stream is down; a slow safety net while it is up. */
export function processingPollMs(live: boolean): number {
  return live ? 10_000 : 1_500;
}
