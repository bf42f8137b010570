// Calendar days ('YYYY-MM-DD': deadlines, due dates) are not instants: they are formatted at UTC
// noon so no time zone moves them to another day.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-25' as "25 Nov 2026" / "Nov 25, 2026" in the given locale; anything else as written. */
export function formatDay(value: string, locale: string): string {
  const match = DAY.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
