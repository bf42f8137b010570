/** Month arithmetic on the CV's 'YYYY-MM' / 'YYYY' dates, without a clock. */

/** Months since year 0; a bare year reads as its first (start) or last (end) month, so year-only CVs never show false gaps. */
export function monthIndex(date: string | null | undefined, side: 'start' | 'end'): number | null {
  if (!date) return null;
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(date.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : side === 'start' ? 1 : 12;
  return year * 12 + (month - 1);
}

export function formatMonth(index: number): string {
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}
