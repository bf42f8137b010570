// Display formatting with Intl, in the person's language and time zone.

/** "54 kB", "1.2 MB", "512 byte" in the given locale. */
export function formatBytes(bytes: number, locale: string): string {
  const [unit, value] =
    bytes >= 1024 * 1024 ? (['megabyte', bytes / (1024 * 1024)] as const) : bytes >= 1024 ? (['kilobyte', bytes / 1024] as const) : (['byte', bytes] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(value);
}

/** A CV date ('YYYY-MM' or 'YYYY') as "Mar 2021" or "2021"; anything else as written. */
export function formatCvDate(value: string, locale: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return value;
}

function monthNumber(value: string | null, side: 'start' | 'end'): number | null {
  if (!value) return null;
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : side === 'start' ? 1 : 12;
  return year * 12 + (month - 1);
}

/** Whole months a role lasted, both ends included; null when a date is missing or unreadable. */
export function roleMonths(start: string | null, end: string | null, current: boolean, now: Date = new Date()): number | null {
  const from = monthNumber(start, 'start');
  const to = current ? now.getFullYear() * 12 + now.getMonth() : monthNumber(end, 'end');
  if (from === null || to === null || to < from) return null;
  return to - from + 1;
}

/** A percentage 0–100 from the engine's confidence, which may come as 0–1 or as a percent. */
export function asPercent(confidence: number): number {
  const value = confidence <= 1 ? confidence * 100 : confidence;
  return Math.max(0, Math.min(100, Math.round(value)));
}

/** "hr-people" → "Hr people": a readable fallback for ids the translations do not know. */
export function humanize(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : id;
}
