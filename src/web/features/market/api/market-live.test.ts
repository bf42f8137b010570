import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketLiveEvents, marketLiveSnapshot, parseMarketEvent, resetMarketLive, subscribeMarketLive } from './market-live';

function event(i: number, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    type: 'company',
    op: 'insert',
    id: `c${i}`,
    label: `Company ${i}`,
    region: 'Germany',
    timestamp: `2025-06-10T12:00:${String(i % 60).padStart(2, '0')}Z`,
    ...extra,
  });
}

describe('market live store', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    resetMarketLive();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a market event and refuses anything else', () => {
    expect(parseMarketEvent(event(1))).toMatchObject({ type: 'company', op: 'insert', id: 'c1', label: 'Company 1', region: 'Germany' });
    expect(parseMarketEvent('not json')).toBeNull();
    expect(parseMarketEvent(JSON.stringify({ type: 'cv', id: 'x' }))).toBeNull();
    expect(parseMarketEvent(JSON.stringify({ type: 'trend' }))).toBeNull();
  });

  it('keeps the newest 100 events, newest first, and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeMarketLive(listener);
    for (let i = 1; i <= 130; i++)
      marketLiveEvents.onMessage(event(i, { timestamp: new Date(Date.UTC(2025, 5, 10, 12, 0, i)).toISOString() }), queryClient);
    const { events } = marketLiveSnapshot();
    expect(events).toHaveLength(100);
    expect(events[0].id).toBe('c130');
    expect(events[99].id).toBe('c31');
    expect(listener).toHaveBeenCalledTimes(130);
    unsubscribe();
  });

  it('lists a repeated event once', () => {
    marketLiveEvents.onMessage(event(1), queryClient);
    marketLiveEvents.onMessage(event(1), queryClient);
    expect(marketLiveSnapshot().events).toHaveLength(1);
  });

  it('refreshes the market queries once per burst of events', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    for (let i = 1; i <= 20; i++) marketLiveEvents.onMessage(event(i), queryClient);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['market'] });
  });

  it('follows the connection and catches up after a reconnect', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    marketLiveEvents.onConnection('connecting', queryClient, false);
    expect(marketLiveSnapshot().connection).toBe('connecting');
    marketLiveEvents.onConnection('connected', queryClient, false);
    vi.advanceTimersByTime(300);
    expect(invalidate).not.toHaveBeenCalled();
    marketLiveEvents.onConnection('connected', queryClient, true);
    vi.advanceTimersByTime(300);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
