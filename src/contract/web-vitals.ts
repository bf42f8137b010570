import { z } from 'zod';
import { routePattern } from '@/contract/analytics';

/**
 * Web vitals (issue 7): the spec's FID is gone from browsers, INP replaces it. PAGE_LOAD is the
 * navigation timing's load event (not a web-vitals metric, measured beside them).
 */
export const webVitalNames = ['LCP', 'FCP', 'INP', 'CLS', 'TTFB', 'PAGE_LOAD'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

export const webVitalRatings = ['excellent', 'good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof webVitalRatings)[number];

export type WebVitalThresholds = {
  /** at most this: excellent (half of "good") */
  excellent: number;
  /** at most this: good (Google's "good" bound) */
  good: number;
  /** at most this: needs improvement (the spec's bound); above: poor */
  needsImprovement: number;
  unit: 'ms' | 'score';
};

/** Bounds shared by the server (stored rating, summaries) and the web (charts, the current page). */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, WebVitalThresholds> = {
  LCP: { excellent: 1250, good: 2500, needsImprovement: 4000, unit: 'ms' },
  FCP: { excellent: 900, good: 1800, needsImprovement: 3000, unit: 'ms' },
  INP: { excellent: 100, good: 200, needsImprovement: 300, unit: 'ms' },
  CLS: { excellent: 0.05, good: 0.1, needsImprovement: 0.25, unit: 'score' },
  TTFB: { excellent: 400, good: 800, needsImprovement: 1000, unit: 'ms' },
  PAGE_LOAD: { excellent: 1250, good: 2500, needsImprovement: 5000, unit: 'ms' },
};

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const t = WEB_VITAL_THRESHOLDS[name];
  if (value <= t.excellent) return 'excellent';
  if (value <= t.good) return 'good';
  if (value <= t.needsImprovement) return 'needs-improvement';
  return 'poor';
}

/** The p-th percentile (0–100) by nearest rank of sorted values; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? null;
}

/** Spec 02 §9: batches of 10, flushed every 5 s; a history of 100 per metric. */
export const WEB_VITALS_BATCH_SIZE = 10;
export const WEB_VITALS_FLUSH_MS = 5000;
export const WEB_VITALS_HISTORY = 100;

/** Upper bounds of a believable measurement: ten minutes, or a layout shift score of 50. */
const MAX_MS = 600_000;
const MAX_CLS = 50;

export const webVitalSampleSchema = z
  .object({
    name: z.enum(webVitalNames),
    value: z.number().finite().min(0, 'Value must not be negative'),
    route: z
      .string()
      .max(200, 'Route is at most 200 characters')
      .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'Route must start with /')
      .transform(routePattern),
  })
  .strict()
  .refine((s) => s.value <= (WEB_VITAL_THRESHOLDS[s.name].unit === 'score' ? MAX_CLS : MAX_MS), {
    message: 'Value is out of range',
    path: ['value'],
  });
export type WebVitalSample = z.input<typeof webVitalSampleSchema>;

/** POST /api/analytics/web-vitals: stored only for people who opted in to analytics. */
export const webVitalBatchSchema = z
  .object({ samples: z.array(webVitalSampleSchema).min(1, 'At least one sample').max(WEB_VITALS_BATCH_SIZE, `At most ${WEB_VITALS_BATCH_SIZE} samples`) })
  .strict();
export type WebVitalBatch = z.input<typeof webVitalBatchSchema>;

const ratingCounts = z.object({ excellent: z.number().int(), good: z.number().int(), 'needs-improvement': z.number().int(), poor: z.number().int() });

/** GET /api/admin/web-vitals: per metric the last 100 samples and their p75 and ratings. */
export const webVitalsReportSchema = z.object({
  history_size: z.number().int(),
  metrics: z.array(
    z.object({
      name: z.enum(webVitalNames),
      unit: z.enum(['ms', 'score']),
      thresholds: z.object({ excellent: z.number(), good: z.number(), needs_improvement: z.number() }),
      /** every stored sample of this metric (the retention period) */
      total: z.number().int(),
      /** p75 of the history; null without samples */
      p75: z.number().nullable(),
      rating: z.enum(webVitalRatings).nullable(),
      ratings: ratingCounts,
      /** oldest first */
      history: z.array(z.object({ value: z.number(), rating: z.enum(webVitalRatings), route: z.string(), at: z.string() })),
    }),
  ),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;
export type WebVitalMetricReport = WebVitalsReport['metrics'][number];
