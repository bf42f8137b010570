// The market data as the page reads it. The contract passes the engine's richer results through as
// loose objects (src/contract/market.ts); these name them with the engine's own types (types only:
// the web never runs engine code).
import type { CountryDetail, MarketOverview } from '@/contract/market';
import type { CrossBorderItem, FitComponentKey } from '@/engine/market/cross-border';
import type { CulturalContext } from '@/engine/market/cultural-context';
import type { CountryRecord } from '@/engine/market/import/countries';
import type { ShortageOccupationRecord } from '@/engine/market/import/shortage-occupations';
import type { WorkCultureNote } from '@/engine/market/import/work-culture';
import type { InsightSource, MarketInsight } from '@/engine/market/insights';
import type { Opportunity } from '@/engine/market/rules';

export type {
  CrossBorderItem,
  CulturalContext,
  FitComponentKey,
  InsightSource,
  MarketInsight,
  Opportunity,
  ShortageOccupationRecord,
  WorkCultureNote,
};

export type Overview = Omit<MarketOverview, 'opportunities' | 'insights' | 'recommendations' | 'comparison'> & {
  opportunities: Opportunity[];
  insights: MarketInsight[];
  recommendations: MarketInsight[];
  comparison: CrossBorderItem[];
  /** measured in the browser: request sent to response parsed */
  client_ms: number;
};

export type Country = Omit<CountryDetail, 'indicators' | 'shortages' | 'culture' | 'fit'> & {
  indicators: CountryRecord | null;
  shortages: ShortageOccupationRecord[];
  culture: CulturalContext | null;
  fit: CrossBorderItem | null;
};
