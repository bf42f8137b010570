import { useSyncExternalStore } from 'react';
import { marketLiveSnapshot, subscribeMarketLive } from '@/web/features/market/api/market-live';
import type { MarketLiveState } from '@/web/features/market/api/market-live';

/** The newest market events and the connection's state, as the shell's live-events stream reports them. */
export function useMarketLive(): MarketLiveState {
  return useSyncExternalStore(subscribeMarketLive, marketLiveSnapshot, marketLiveSnapshot);
}
