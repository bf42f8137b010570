import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shortWeek } from '@/web/features/performance/lib/format';
import type { DurationUnit } from '@/web/features/performance/lib/tasks';
import { weekStartDay } from '@/web/features/performance/lib/weeks';
import { useDateFormat } from '@/web/lib/format-date';

/** Numbers, weeks and durations in the interface language. */
export function useFormatters() {
  const { t } = useTranslation('performance');
  const dates = useDateFormat();
  const { locale } = dates;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    return {
      dates,
      number: (n: number) => number.format(n),
      percent: (n: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(n / 100),
      weekShort: (week: string) => shortWeek(week, locale),
      weekLong: (week: string) => {
        const day = weekStartDay(week);
        return day ? t('weekOf', { date: dates.day(day) }) : week;
      },
      duration: (value: number, unit: DurationUnit) =>
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value),
    };
  }, [dates, locale, t]);
}
