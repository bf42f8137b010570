// Spec 02 §9 constants the page needs. The engine declares the same values in
// src/engine/market/rules.ts; they are repeated here because the web imports engine types only
// (rules.ts pulls the matching code and the skills taxonomy into whatever imports it).

/** §9 "performance metrics refresh every 5 s" */
export const METRICS_REFRESH_INTERVAL_MS = 5_000;
/** §9 "Real-time updates kept: 100 newest" */
export const REALTIME_UPDATES_KEPT = 100;
/** §9 "relevant list default 10" */
export const RELEVANT_LIST_DEFAULT = 10;
/** §9 "Recommendations max 5" */
export const MAX_RECOMMENDATIONS = 5;
/** §2 the cross-border comparison's countries (the server adds any extra ones the person picks) */
export const COMPARISON_COUNTRIES = ['DE', 'NL', 'SE', 'FR', 'IT'] as const;
/** §9 "optimized cache … max 100 entries" */
export const OPTIMIZED_CACHE_MAX_ENTRIES = 100;
/** §9 "Query staleness: 5 min (refetch every 15 min) for intelligence, 10 min for cultural insights" */
export const INTELLIGENCE_STALE_MS = 5 * 60_000;
export const INTELLIGENCE_REFETCH_MS = 15 * 60_000;
export const CULTURAL_STALE_MS = 10 * 60_000;
