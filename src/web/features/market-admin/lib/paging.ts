/** Pages needed for `total` rows (at least one, so an empty list still has page 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows of a 1-based page; a page past the end gives the last one (after a delete, say). */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, page), last);
  return { rows: rows.slice((current - 1) * size, current * size), page: current };
}
