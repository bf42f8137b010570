import type { DatasetId, DatasetSettings } from '@/engine/market/datasets';
import { isDatasetId, resolveDatasetSettings } from '@/engine/market/datasets';
import type { Db } from '../../db/client';
import { marketDatasets } from '../../db/schema/market';

/**
 * Kairos's defaults on top of the engine's (ADR 005): WEF skill names and ranks are shown as short
 * factual findings with attribution (its figures are not reproduced). Operators override any
 * dataset in `market_datasets`.
 */
export const KAIROS_DATASET_DEFAULTS: Partial<Record<DatasetId, boolean>> = { wef: true };

export async function datasetSettings(db: Db): Promise<DatasetSettings> {
  const rows = await db.select().from(marketDatasets);
  const overrides = Object.fromEntries(rows.filter((r) => isDatasetId(r.id)).map((r) => [r.id, r.enabled]));
  return resolveDatasetSettings({ ...KAIROS_DATASET_DEFAULTS, ...overrides });
}
