/** When a session was asked: "22 Nov 2026, 07:50" in the locale and the browser's time zone. */
export function formatAskedAt(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
