const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A deadline ('YYYY-MM-DD', a calendar day) in the given locale, at UTC noon so no time zone moves it. */
export function formatDay(value: string, locale: string): string {
  const match = DAY.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** When a session was asked: "22 Nov 2026, 07:50" in the locale and the browser's time zone. */
export function formatAskedAt(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
