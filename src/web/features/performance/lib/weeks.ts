// ISO 8601 weeks ('2026-W47'), as the server counts them (UTC), and trends between two figures.

const DAY_MS = 86_400_000;
export const WEEKS_SHOWN = 12;

export interface WeekCount {
  week: string;
  count: number;
}

/** ISO week label of an instant, counted in UTC like GET /api/performance. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The Monday that starts an ISO week, as a calendar day 'YYYY-MM-DD'; null for anything else. */
export function weekStartDay(week: string): string | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const n = Number(match[2]);
  if (n < 1 || n > 53) return null;
  // 4 January is always in week 1
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() || 7) - 1) * DAY_MS + (n - 1) * 7 * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** The last `weeks` ISO weeks up to `now`, oldest first, each with how many instants fell in it. */
export function countPerWeek(instants: readonly (string | Date)[], now: Date, weeks = WEEKS_SHOWN): WeekCount[] {
  const labels: string[] = [];
  for (let i = weeks - 1; i >= 0; i--) labels.push(isoWeek(new Date(now.getTime() - i * 7 * DAY_MS)));
  const counts = new Map(labels.map((w) => [w, 0]));
  for (const value of instants) {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) continue;
    const week = isoWeek(date);
    const n = counts.get(week);
    if (n !== undefined) counts.set(week, n + 1);
  }
  return labels.map((week) => ({ week, count: counts.get(week) ?? 0 }));
}

export type TrendDirection = 'up' | 'down' | 'flat';

export interface Trend {
  current: number;
  /** null: nothing to compare with (a first CV version, no earlier week) */
  previous: number | null;
  delta: number | null;
  direction: TrendDirection | null;
}

export function trend(current: number, previous: number | null | undefined): Trend {
  if (previous === null || previous === undefined) return { current, previous: null, delta: null, direction: null };
  const delta = current - previous;
  return { current, previous, delta, direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat' };
}

/** This week against the week before, from a per-week series (oldest first). */
export function weekTrend(series: readonly WeekCount[]): Trend {
  const current = series.at(-1)?.count ?? 0;
  return trend(current, series.length >= 2 ? (series.at(-2)?.count ?? 0) : null);
}

export function sumCounts(series: readonly WeekCount[]): number {
  return series.reduce((n, w) => n + w.count, 0);
}
