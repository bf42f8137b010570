// The performance monitor's rating bands (spec 02 §9) and how each rating looks. The server rates
// its own figures; the browser's round trip is rated here with the response-time bands.
import type { MarketPerformance } from '@/contract/market';

export type Rating = MarketPerformance['response_rating'];

// §9 "Response time rating: up to 500 ms good, up to 1000 ms warning" (engine: rateResponseTime)
const RESPONSE_TIME_GOOD_MS = 500;
const RESPONSE_TIME_WARNING_MS = 1_000;

export function rateResponseTime(ms: number): Rating {
  return ms <= RESPONSE_TIME_GOOD_MS ? 'good' : ms <= RESPONSE_TIME_WARNING_MS ? 'warning' : 'poor';
}

/** Mantine colours per rating; the rating is always written next to the colour as well. */
export const ratingColor: Readonly<Record<Rating, string>> = { good: 'teal', warning: 'yellow', poor: 'red' };

/** The connection badge of the real-time panel (spec §4: disconnected → connecting → connected). */
export const connectionColor = { disconnected: 'gray', connecting: 'yellow', connected: 'teal' } as const;
