// The real-time updates list: newest first, at most §9's 100 entries, kept in memory.
import { REALTIME_UPDATES_KEPT } from './constants';

export function prependCapped<T>(list: readonly T[], item: T, max: number = REALTIME_UPDATES_KEPT): T[] {
  const next = [item, ...list];
  return next.length > max ? next.slice(0, max) : next;
}
