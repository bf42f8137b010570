// The market side of the one live-events stream (spec "Real-time update"): the app layer hands
// `marketLiveEvents` to the shell's EventSource hook, which calls it for every `market` event and
// every change of the connection. It keeps the newest 100 events in memory for the page's panel and
// refreshes the market queries. Part of the signed-in shell, so it stays small and zod-free.
import type { QueryClient } from '@tanstack/react-query';
import type { MarketLiveEvent } from '@/contract/events';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { prependCapped } from '@/web/features/market/lib/live-list';

export type LiveConnection = 'disconnected' | 'connecting' | 'connected';

export interface MarketLiveState {
  /** newest first, at most 100 */
  events: readonly MarketLiveEvent[];
  connection: LiveConnection;
}

let state: MarketLiveState = { events: [], connection: 'disconnected' };
const listeners = new Set<() => void>();

function update(next: MarketLiveState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeMarketLive(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function marketLiveSnapshot(): MarketLiveState {
  return state;
}

const types: readonly string[] = ['trend', 'opportunity', 'company', 'skill_demand'];

export function parseMarketEvent(data: string): MarketLiveEvent | null {
  try {
    const value = JSON.parse(data) as Partial<MarketLiveEvent> | null;
    if (!value || typeof value.type !== 'string' || !types.includes(value.type) || typeof value.id !== 'string') return null;
    return {
      type: value.type,
      op: value.op === 'insert' || value.op === 'delete' ? value.op : 'update',
      id: value.id,
      label: typeof value.label === 'string' ? value.label : '',
      region: typeof value.region === 'string' ? value.region : null,
      timestamp: typeof value.timestamp === 'string' ? value.timestamp : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

export function sameEvent(a: MarketLiveEvent, b: MarketLiveEvent): boolean {
  return a.type === b.type && a.id === b.id && a.op === b.op && a.timestamp === b.timestamp;
}

// An import of many rows sends one event per row: refresh the queries once per burst, not per row.
const REFRESH_AFTER_MS = 300;
let refresh: ReturnType<typeof setTimeout> | undefined;

function refreshSoon(queryClient: QueryClient): void {
  if (refresh !== undefined) return;
  refresh = setTimeout(() => {
    refresh = undefined;
    void queryClient.invalidateQueries({ queryKey: marketKeys.all });
  }, REFRESH_AFTER_MS);
}

/** Handlers for the shell's EventSource hook. */
export const marketLiveEvents = {
  event: 'market',
  onMessage(data: string, queryClient: QueryClient): void {
    const event = parseMarketEvent(data);
    if (!event) return;
    // a stream that repeats itself (a replay after reconnecting) lists each change once
    if (!state.events.some((e) => sameEvent(e, event))) update({ ...state, events: prependCapped(state.events, event) });
    refreshSoon(queryClient);
  },
  onConnection(connection: LiveConnection, queryClient: QueryClient, reconnected: boolean): void {
    if (connection !== state.connection) update({ ...state, connection });
    // events sent while the stream was down are lost: catch up from the server
    if (connection === 'connected' && reconnected) refreshSoon(queryClient);
  },
} as const;

/** Tests only: start from an empty list. */
export function resetMarketLive(): void {
  clearTimeout(refresh);
  refresh = undefined;
  update({ events: [], connection: 'disconnected' });
}
