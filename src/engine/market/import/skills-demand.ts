/**
 * skills_demand.csv → skills reported as growing, declining or stable, globally (WEF), EU-wide
 * (Commission, Eurostat) or in one country. Each row keeps what its source measured; the measures are
 * not comparable with each other, so no score is made up from them.
 */
import type { DatasetId } from '../datasets';
import { importCsv } from './table';
import type { ImportResult, RowReader } from './table';

export const SKILLS_DEMAND_COLUMNS = ['skill', 'trend', 'scope', 'year', 'metric', 'source', 'source_url'] as const;

export const SKILL_TRENDS = ['growing', 'declining', 'stable'] as const;
export type SkillTrend = (typeof SKILL_TRENDS)[number];

export interface SkillDemandRecord {
  skill: string;
  trend: SkillTrend;
  /** 'global', 'EU' or an ISO country code */
  scope: string;
  /** as published: '2025 (outlook 2025-2030)', '2023', '2019-2024' */
  period: string;
  metric: string;
  /** the rank in a published ranking ("rank 3 of fastest-growing skills"), null when the row has none */
  rank: number | null;
  source: string;
  url: string;
  dataset: DatasetId;
}

const RANK_RE = /^rank (\d+) of\b/i;

function isSkillTrend(v: string): v is SkillTrend {
  return (SKILL_TRENDS as readonly string[]).includes(v);
}

function readSkillDemand(row: RowReader): SkillDemandRecord {
  const trend = row.required('trend');
  if (trend !== '' && !isSkillTrend(trend)) row.error(`trend must be one of ${SKILL_TRENDS.join(', ')} (found "${trend}")`, 'trend');
  const metric = row.required('metric');
  const source = row.required('source');
  const rank = RANK_RE.exec(metric);
  return {
    skill: row.required('skill'),
    trend: trend as SkillTrend,
    scope: row.country('scope', ['global', 'EU']),
    period: row.required('year'),
    metric,
    rank: rank ? Number(rank[1]) : null,
    source,
    url: row.url('source_url', { required: true }) ?? '',
    dataset: row.datasetOf(source, 'source') ?? 'eurostat', // null only in a rejected row
  };
}

/** Parses the text of skills_demand.csv. */
export function importSkillsDemand(text: string): ImportResult<SkillDemandRecord> {
  return importCsv(text, SKILLS_DEMAND_COLUMNS, readSkillDemand);
}
