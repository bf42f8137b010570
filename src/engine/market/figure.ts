import type { DatasetId } from './datasets';

/**
 * One published figure with its provenance. A missing figure is `null`, never 0 and never a value
 * borrowed from another country, period or source.
 */
export interface Figure<T = number> {
  value: T;
  /** the reference period as published: '2024', '2024Q3', '2025-01', '2024-01-01' */
  period: string;
  /** the source as the data file names it (publisher, dataset code, the page actually read) */
  source: string;
  dataset: DatasetId;
  /** a qualifier the data file gives with the figure */
  note?: string;
}

/** The figure when its dataset is switched on, otherwise null. */
export function usable<T>(figure: Figure<T> | null | undefined, enabled: Readonly<Record<DatasetId, boolean>>): Figure<T> | null {
  return figure && enabled[figure.dataset] ? figure : null;
}
