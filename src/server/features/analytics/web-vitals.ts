import { desc, eq, sql } from 'drizzle-orm';
import { percentile, rateWebVital, WEB_VITAL_THRESHOLDS, WEB_VITALS_HISTORY, webVitalNames } from '@/contract/web-vitals';
import type { WebVitalMetricReport, WebVitalName, WebVitalRating, WebVitalsReport } from '@/contract/web-vitals';
import type { AppDeps } from '../../context';
import { webVitalSamples } from '../../db/schema/web-vitals';
import { consented } from './service';

type Sample = { name: WebVitalName; value: number; route: string };

/** Stores a batch only with the person's analytics consent; answers how many were stored. */
export async function recordWebVitals(deps: AppDeps, userId: string, samples: readonly Sample[]): Promise<number> {
  if (samples.length === 0 || !(await consented(deps, userId))) return 0;
  await deps.database.db
    .insert(webVitalSamples)
    .values(samples.map((s) => ({ name: s.name, value: s.value, rating: rateWebVital(s.name, s.value), route: s.route })));
  return samples.length;
}

/** One metric's card from its history (oldest first): p75 of the history, its rating, the ratings counted. */
export function summarizeMetric(name: WebVitalName, total: number, history: WebVitalMetricReport['history']): WebVitalMetricReport {
  const t = WEB_VITAL_THRESHOLDS[name];
  const ratings: Record<WebVitalRating, number> = { excellent: 0, good: 0, 'needs-improvement': 0, poor: 0 };
  for (const h of history) ratings[h.rating] += 1;
  const p75 = percentile(
    history.map((h) => h.value),
    75,
  );
  return {
    name,
    unit: t.unit,
    thresholds: { excellent: t.excellent, good: t.good, needs_improvement: t.needsImprovement },
    total,
    p75,
    rating: p75 === null ? null : rateWebVital(name, p75),
    ratings,
    history,
  };
}

export async function webVitalsReport(deps: AppDeps): Promise<WebVitalsReport> {
  const { db } = deps.database;
  const totals = await db
    .select({ name: webVitalSamples.name, total: sql<number>`count(*)::int` })
    .from(webVitalSamples)
    .groupBy(webVitalSamples.name);
  const metrics = await Promise.all(
    webVitalNames.map(async (name) => {
      const rows = await db
        .select({ value: webVitalSamples.value, route: webVitalSamples.route, createdAt: webVitalSamples.createdAt })
        .from(webVitalSamples)
        .where(eq(webVitalSamples.name, name))
        .orderBy(desc(webVitalSamples.seq))
        .limit(WEB_VITALS_HISTORY);
      // the rating is recomputed from today's bounds (the stored one keeps what was true when measured)
      const history = rows.reverse().map((r) => ({ value: r.value, rating: rateWebVital(name, r.value), route: r.route, at: r.createdAt.toISOString() }));
      return summarizeMetric(name, Number(totals.find((t) => t.name === name)?.total ?? 0), history);
    }),
  );
  return { history_size: WEB_VITALS_HISTORY, metrics };
}
