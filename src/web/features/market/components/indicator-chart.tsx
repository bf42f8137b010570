import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountrySummary, FigureDto } from '@/contract/market';
import { LazyBarsChart } from '@/web/features/market/components/lazy-bars-chart';
import { FigureSources } from '@/web/features/market/components/sources';
import { formatEuro, formatPercentValue } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';

export const chartIndicators = ['job_vacancy_rate', 'unemployment_rate', 'employment_rate', 'minimum_wage'] as const;
export type ChartIndicator = (typeof chartIndicators)[number];

export function formatIndicator(indicator: ChartIndicator, value: number, locale: string): string {
  return indicator === 'minimum_wage' ? formatEuro(value, locale) : formatPercentValue(value, locale);
}

/** One indicator compared across the countries that have a figure, with its sources and the gaps. */
export function IndicatorChart({ locations }: { locations: readonly CountrySummary[] }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const [indicator, setIndicator] = useState<ChartIndicator>('job_vacancy_rate');
  const withFigure = locations
    .flatMap((c) => {
      const figure: FigureDto | null = c[indicator];
      return figure ? [{ country: c, figure }] : [];
    })
    .sort((a, b) => b.figure.value - a.figure.value);
  const missing = locations.filter((c) => c[indicator] === null).map((c) => c.name);
  const label = t(`europe.indicators.${indicator}`);
  const data = withFigure.map(({ country, figure }) => ({ label: country.name, value: figure.value }));
  const summary = withFigure.map(({ country, figure }) => `${country.name} ${formatIndicator(indicator, figure.value, locale)}`).join(', ');

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text fw={600}>{t('europe.chartTitle', { indicator: label })}</Text>
        <NativeSelect
          label={t('europe.indicator')}
          value={indicator}
          onChange={(event) => setIndicator(event.currentTarget.value as ChartIndicator)}
          data={chartIndicators.map((value) => ({ value, label: t(`europe.indicators.${value}`) }))}
          w={{ base: '100%', xs: 300 }}
        />
      </Group>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('europe.noFigures')}
        </Text>
      ) : (
        <LazyBarsChart
          data={data}
          label={t('europe.chartLabel', { indicator: label, summary })}
          seriesLabel={label}
          format={(value) => formatIndicator(indicator, value, locale)}
        />
      )}
      <FigureSources figures={withFigure.map((w) => w.figure)} />
      {missing.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('europe.noDataFor', { countries: missing.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
