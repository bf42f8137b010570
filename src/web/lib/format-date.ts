import { useMemo } from 'react';
import { formatDay } from '@/web/lib/calendar-day';
import { usePreferredTimeZone } from '@/web/lib/preferences';
import { useLocale } from '@/web/lib/use-locale';

export interface DateFormat {
  locale: string;
  /** undefined: the browser's zone */
  timeZone: string | undefined;
  /** an instant as a date: "12 Mar 2025" */
  date(value: string | Date): string;
  /** an instant with its time: "12 Mar 2025, 14:05" */
  dateTime(value: string | Date): string;
  /** a calendar day 'YYYY-MM-DD' (deadlines): never moved by a time zone; a full timestamp as `date` */
  day(value: string): string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formats instants in the given locale and time zone; unreadable values are returned as written. */
export function createDateFormat(locale: string, timeZone: string | undefined): DateFormat {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const date = (value: string | Date): string => {
    const instant = toDate(value);
    return instant ? dateFormat.format(instant) : String(value);
  };
  const dateTime = (value: string | Date): string => {
    const instant = toDate(value);
    return instant ? dateTimeFormat.format(instant) : String(value);
  };
  const day = (value: string): string => (CALENDAR_DAY.test(value) ? formatDay(value, locale) : date(value));
  return { locale, timeZone, date, dateTime, day };
}

/** Date formatting in the interface language and the person's chosen time zone (settings). */
export function useDateFormat(): DateFormat {
  const locale = useLocale();
  const timeZone = usePreferredTimeZone();
  return useMemo(() => createDateFormat(locale, timeZone), [locale, timeZone]);
}
