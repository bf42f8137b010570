// Short labels for chart axes; long ones go through useDateFormat (interface language + time zone).
import { weekStartDay } from '@/web/features/performance/lib/weeks';

/** A calendar day as "16 Nov" / "16. Nov." in the locale, never moved by a time zone. */
export function shortDay(day: string, locale: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** An ISO week as the short date of its Monday ('2026-W47' → "16 Nov"). */
export function shortWeek(week: string, locale: string): string {
  const day = weekStartDay(week);
  return day ? shortDay(day, locale) : week;
}
