import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekCount } from '@/web/features/performance/lib/weeks';
import { sumCounts } from '@/web/features/performance/lib/weeks';
import { ChartCard } from '@/web/features/performance/components/chart-card';
import { CountBarChart } from '@/web/features/performance/components/charts/lazy-charts';
import { useFormatters } from '@/web/features/performance/components/use-formatters';

/** Counts per ISO week as bars (the last 12 weeks), with the weeks and counts as a table. */
export function WeeklyChart({
  title,
  seriesLabel,
  weeks,
  color,
  h = 200,
  footer,
  order = 3,
}: {
  title: string;
  seriesLabel: string;
  weeks: readonly WeekCount[];
  color: string;
  h?: number;
  footer?: ReactNode;
  order?: TitleOrder;
}) {
  const { t } = useTranslation('performance');
  const { weekShort, weekLong, number } = useFormatters();
  const total = sumCounts(weeks);
  const thisWeek = weeks.at(-1)?.count ?? 0;
  return (
    <ChartCard
      title={title}
      summary={total === 0 ? t('noActivity') : t('weekly.summary', { total: number(total), thisWeek: number(thisWeek) })}
      table={{
        columns: [t('activity.week'), seriesLabel],
        rows: weeks.map((w) => ({ key: w.week, cells: [weekLong(w.week), number(w.count)] })),
      }}
      footer={footer}
      order={order}
    >
      {total === 0 ? null : (
        <CountBarChart data={weeks.map((w) => ({ label: weekShort(w.week), count: w.count }))} seriesLabel={seriesLabel} color={color} h={h} />
      )}
    </ChartCard>
  );
}
