import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuperAdminOverview } from '@/contract/superadmin';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useDateFormat } from '@/web/lib/format-date';

const OverviewChart = lazy(() => import('@/web/features/superadmin/components/overview-chart').then((m) => ({ default: m.OverviewChart })));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The real figures of the installation, counted by the server when asked (no sample numbers). */
export function PlatformFigures({ overview }: { overview: UseQueryResult<SuperAdminOverview> }) {
  const { t } = useTranslation('superadmin');
  const { dateTime, locale } = useDateFormat();
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);

  const header = (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={2} size="h3">
        {t('figures.title')}
      </Title>
      <Button variant="default" size="sm" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void overview.refetch()} loading={overview.isFetching}>
        {t('figures.refresh')}
      </Button>
    </Group>
  );

  if (overview.error && !overview.data) {
    return (
      <Stack gap="md">
        {header}
        <LoadError title={t('figures.loadFailed')} message={overview.error.message} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      </Stack>
    );
  }
  if (!overview.data) {
    return (
      <Stack gap="md">
        {header}
        <PageLoader label={t('figures.loading')} minHeight={200} />
      </Stack>
    );
  }
  const o = overview.data;
  const figures = [
    { key: 'users', label: t('figures.users'), value: number(o.users) },
    { key: 'administrators', label: t('figures.administrators'), value: number(o.administrators) },
    { key: 'cvs-analyzed', label: t('figures.cvsAnalyzed'), value: number(o.cvs_analyzed) },
    { key: 'cvs-failed', label: t('figures.cvsFailed'), value: number(o.cvs_failed) },
    { key: 'security-events', label: t('figures.securityEvents'), value: number(o.security_events_24h) },
    { key: 'suspicious-events', label: t('figures.suspiciousEvents'), value: number(o.suspicious_events_24h) },
    { key: 'failed-jobs', label: t('figures.failedJobs'), value: o.failed_jobs_24h === null ? t('figures.noQueue') : number(o.failed_jobs_24h) },
  ];
  const chart = [
    { label: t('figures.cvsAnalyzed'), count: o.cvs_analyzed },
    { label: t('figures.cvsFailed'), count: o.cvs_failed },
    { label: t('figures.securityEvents'), count: o.security_events_24h },
    { label: t('figures.suspiciousEvents'), count: o.suspicious_events_24h },
  ];

  return (
    <Stack gap="md">
      {header}
      {overview.error ? (
        <LoadError title={t('figures.loadFailed')} message={overview.error.message} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : null}
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {t('figures.updated', { time: dateTime(o.generated_at) })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {figures.map((f) => (
          <Figure key={f.key} label={f.label} value={f.value} testId={`figure-${f.key}`} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          {t('figures.chartTitle')}
        </Title>
        <Suspense fallback={<PageLoader label={t('figures.loading')} minHeight={216} />}>
          <OverviewChart
            data={chart}
            seriesLabel={t('figures.chartCount')}
            label={t('figures.chartLabel', { analyzed: o.cvs_analyzed, failed: o.cvs_failed, events: o.security_events_24h, suspicious: o.suspicious_events_24h })}
          />
        </Suspense>
      </Paper>
    </Stack>
  );
}
