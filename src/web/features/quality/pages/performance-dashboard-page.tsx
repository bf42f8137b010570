import { Button, Container, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGauge, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webVitalRatings } from '@/contract/web-vitals';
import type { WebVitalMetricReport, WebVitalName } from '@/contract/web-vitals';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useWebVitalsReport } from '@/web/features/quality/api/get-web-vitals';
import { ChartCard } from '@/web/features/quality/components/chart-card';
import { HistoryLineChart, StackedBars } from '@/web/features/quality/components/charts/lazy-charts';
import { CurrentPageCard } from '@/web/features/quality/components/current-page-card';
import { PageHeading } from '@/web/features/quality/components/page-heading';
import { RatingBadge } from '@/web/features/quality/components/rating-badge';
import { formatVital, ratingColor } from '@/web/features/quality/lib/format';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useLocale } from '@/web/lib/use-locale';

function MetricCard({ metric }: { metric: WebVitalMetricReport }) {
  const { t } = useTranslation('quality');
  const locale = useLocale();
  const f = (v: number) => formatVital(metric.name, v, locale);
  const sampleCount = metric.history.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t(`vitals.names.${metric.name}`)} data-testid={`vital-${metric.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5">
            {t(`vitals.names.${metric.name}`)}
            {metric.name === 'PAGE_LOAD' ? null : (
              <Text span c="dimmed" size="sm">
                {' '}
                ({metric.name})
              </Text>
            )}
          </Title>
        </Group>
        {metric.p75 === null ? (
          <Text c="dimmed">{t('vitals.noSamples')}</Text>
        ) : (
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="xl">
              {t('vitals.p75')} {f(metric.p75)}
            </Text>
            {metric.rating ? <RatingBadge rating={metric.rating} /> : null}
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {t('vitals.samples', { count: sampleCount })} · {t('vitals.total', { count: metric.total })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('vitals.bounds', { excellent: f(metric.thresholds.excellent), good: f(metric.thresholds.good), needsImprovement: f(metric.thresholds.needs_improvement) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function HistoryCard({ metrics }: { metrics: WebVitalMetricReport[] }) {
  const { t } = useTranslation('quality');
  const locale = useLocale();
  const withSamples = metrics.filter((m) => m.history.length > 0);
  const [chosen, setChosen] = useState<WebVitalName | null>(null);
  const metric = withSamples.find((m) => m.name === chosen) ?? withSamples[0];
  if (!metric) return null;
  const f = (v: number) => formatVital(metric.name, v, locale);
  const name = t(`vitals.names.${metric.name}`);
  const latest = metric.history.at(-1);
  return (
    <ChartCard
      title={t('vitals.historyTitle', { name })}
      summary={t('vitals.historySummary', { count: metric.history.length, latest: latest ? f(latest.value) : '—' })}
      action={
        <Select
          label={t('vitals.chooseMetric')}
          data={withSamples.map((m) => ({ value: m.name, label: t(`vitals.names.${m.name}`) }))}
          value={metric.name}
          onChange={(v) => setChosen(v as WebVitalName | null)}
          allowDeselect={false}
          w={240}
          size="sm"
        />
      }
      table={{
        columns: [t('vitals.historyColumns.index'), t('vitals.historyColumns.value'), t('vitals.historyColumns.rating'), t('vitals.historyColumns.route')],
        rows: metric.history.map((h, i) => ({ key: `${i}`, cells: [i + 1, f(h.value), t(`ratings.${h.rating}`), h.route] })),
      }}
      testId="vital-history"
    >
      <HistoryLineChart
        data={metric.history.map((h, i) => ({ index: i + 1, value: h.value }))}
        seriesLabel={name}
        format={f}
        references={[
          { y: metric.thresholds.good, label: t('ratings.good'), color: 'green.6' },
          { y: metric.thresholds.needs_improvement, label: t('ratings.needs-improvement'), color: 'yellow.7' },
        ]}
      />
    </ChartCard>
  );
}

function DistributionCard({ metrics }: { metrics: WebVitalMetricReport[] }) {
  const { t } = useTranslation('quality');
  const rows = metrics.filter((m) => m.history.length > 0);
  return (
    <ChartCard
      title={t('vitals.distributionTitle')}
      summary={t('vitals.distributionSummary')}
      table={{
        columns: [t('vitals.distributionColumns.metric'), ...webVitalRatings.map((r) => t(`ratings.${r}`))],
        rows: rows.map((m) => ({ key: m.name, cells: [t(`vitals.names.${m.name}`), ...webVitalRatings.map((r) => m.ratings[r])] })),
      }}
    >
      <StackedBars
        data={rows.map((m) => ({ metric: m.name === 'PAGE_LOAD' ? t('vitals.current.pageLoad') : m.name, ...m.ratings }))}
        dataKey="metric"
        series={webVitalRatings.map((r) => ({ name: r, label: t(`ratings.${r}`), color: `${ratingColor[r]}.6` }))}
      />
    </ChartCard>
  );
}

/** /performance-dashboard (administrators): web vitals of people who opted in, and this page's own figures. */
export function PerformanceDashboardPage() {
  const { t } = useTranslation(['quality', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('vitals.title') }));
  const report = useWebVitalsReport();
  const metrics = report.data?.metrics ?? [];
  const hasSamples = metrics.some((m) => m.total > 0);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading
          title={t('vitals.title')}
          subtitle={t('vitals.subtitle')}
          actions={
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void report.refetch()} loading={report.isFetching}>
              {t('vitals.refresh')}
            </Button>
          }
        />
        <CurrentPageCard />
        {report.error ? <LoadError title={t('vitals.loadFailed')} message={report.error.message} onRetry={() => void report.refetch()} retrying={report.isFetching} /> : null}
        {report.isPending ? <PageLoader label={t('vitals.loading')} minHeight={200} /> : null}
        {report.data && !hasSamples ? <EmptyState icon={<IconGauge size={28} />} title={t('vitals.emptyTitle')} description={t('vitals.emptyText')} /> : null}
        {report.data && hasSamples ? (
          <>
            <Title order={2} size="h3">
              {t('vitals.metricsTitle', { count: report.data.history_size })}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {metrics.map((m) => (
                <MetricCard key={m.name} metric={m} />
              ))}
            </SimpleGrid>
            <HistoryCard metrics={metrics} />
            <DistributionCard metrics={metrics} />
          </>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('vitals.inpNote')}
        </Text>
      </Stack>
    </Container>
  );
}
