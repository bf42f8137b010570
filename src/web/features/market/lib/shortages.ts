import type { ShortageOccupationRecord } from '@/web/features/market/types';

export interface ShortageGroup {
  key: string;
  publisher: string;
  period: string;
  metric: string;
  url: string;
  secondary: boolean;
  /** the severity when every row of the list shares it, otherwise null (each row shows its own) */
  severity: string | null;
  rows: ShortageOccupationRecord[];
}

/** One group per published list (publisher, period, measure, address), in first-seen order. */
export function groupShortages(rows: readonly ShortageOccupationRecord[]): ShortageGroup[] {
  const groups = new Map<string, ShortageGroup>();
  for (const row of rows) {
    const key = [row.publisher, row.period, row.metric, row.url].join('|');
    const group = groups.get(key) ?? {
      key,
      publisher: row.publisher,
      period: row.period,
      metric: row.metric,
      url: row.url,
      secondary: row.secondary,
      severity: row.severity,
      rows: [],
    };
    if (group.severity !== row.severity) group.severity = null;
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}
