import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ANALYTICS_SUMMARY_DAYS } from '@/contract/analytics';
import type { AnalyticsSummary } from '@/contract/analytics';
import { DEFAULT_SETTINGS } from '@/contract/profile';
import type { AppDeps } from '../../context';
import { userSettings } from '../../db/schema/career';
import { analyticsEvents } from '../../db/schema/analytics';
import { webVitalSamples } from '../../db/schema/web-vitals';

/** Consent is the person's own setting: a missing setting means the default (opted out). */
export async function consented(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ optOut: sql<boolean | null>`(${userSettings.settings} -> 'privacy' ->> 'analyticsOptOut')::boolean` })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return (row?.optOut ?? DEFAULT_SETTINGS.privacy.analyticsOptOut) === false;
}

/** Stores the event only with consent; answers whether it was stored. Never an IP address or user agent. */
export async function recordEvent(deps: AppDeps, userId: string, event: { name: string; path: string }): Promise<boolean> {
  if (!(await consented(deps, userId))) return false;
  await deps.database.db.insert(analyticsEvents).values({ userId, name: event.name, path: event.path });
  return true;
}

export async function analyticsSummary(deps: AppDeps, now = new Date()): Promise<AnalyticsSummary> {
  const since = new Date(now.getTime() - ANALYTICS_SUMMARY_DAYS * 24 * 60 * 60 * 1000);
  const window = and(eq(analyticsEvents.name, 'page_view'), gte(analyticsEvents.createdAt, since));
  const { db } = deps.database;
  const [paths, [totals]] = await Promise.all([
    db
      .select({ path: analyticsEvents.path, views: count(), people: countDistinct(analyticsEvents.userId) })
      .from(analyticsEvents)
      .where(window)
      .groupBy(analyticsEvents.path)
      .orderBy(desc(count()), analyticsEvents.path)
      .limit(200),
    db
      .select({ total: count(), people: countDistinct(analyticsEvents.userId) })
      .from(analyticsEvents)
      .where(window),
  ]);
  return {
    days: ANALYTICS_SUMMARY_DAYS,
    since: since.toISOString(),
    total: Number(totals?.total ?? 0),
    people: Number(totals?.people ?? 0),
    paths: paths.map((p) => ({ path: p.path, views: Number(p.views), people: Number(p.people) })),
  };
}

/** Page views and web-vitals samples are kept this long, then deleted (data minimisation). */
export const ANALYTICS_RETENTION_DAYS = 90;

export async function pruneAnalytics(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await deps.database.db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, cutoff))
    .returning({ id: analyticsEvents.id });
  // web-vitals samples follow the same retention
  const vitals = await deps.database.db.delete(webVitalSamples).where(lt(webVitalSamples.createdAt, cutoff)).returning({ id: webVitalSamples.id });
  return gone.length + vitals.length;
}
