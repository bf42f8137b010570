import { Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { syncOperationStatuses } from '@/contract/brand';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useBrandAnalytics } from '@/web/features/brand/api/brand-queries';
import { useDuration } from '@/web/features/brand/components/duration';
import { StatusBadge } from '@/web/features/brand/components/status-badge';
import { useDateFormat } from '@/web/lib/format-date';

const PerDayChart = lazy(() => import('@/web/features/brand/components/analytics-charts').then((m) => ({ default: m.PerDayChart })));
const StatusDonut = lazy(() => import('@/web/features/brand/components/analytics-charts').then((m) => ({ default: m.StatusDonut })));

const statusColors = { pending: 'gray.5', processing: 'blue.5', completed: 'teal.6', failed: 'red.6' } as const;

/** Analytics tab: the server's real figures; every chart has the same numbers in a table. */
export function AnalyticsTab() {
  const { t } = useTranslation('brand');
  const analytics = useBrandAnalytics();
  const duration = useDuration();
  const { day } = useDateFormat();

  if (analytics.error && !analytics.data) {
    return <LoadError title={t('analytics.loadFailed')} message={analytics.error.message} onRetry={() => void analytics.refetch()} retrying={analytics.isFetching} />;
  }
  if (!analytics.data) return <PageLoader label={t('analytics.loading')} minHeight={200} />;
  const a = analytics.data;
  const activeDays = a.perDay.filter((d) => d.completed + d.failed + d.open > 0);

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brand-by-status">
          <Title order={2} size="h5" id="brand-by-status" mb="sm">
            {t('analytics.byStatus')}
          </Title>
          <Group align="center" gap="lg" wrap="wrap">
            <Suspense fallback={<div style={{ width: 150, height: 150 }} />}>
              <StatusDonut label={`${t('analytics.byStatus')}. ${t('analytics.chartAlt')}`} data={syncOperationStatuses.map((s) => ({ name: t(`status.${s}`), value: a.byStatus[s], color: statusColors[s] }))} />
            </Suspense>
            <Table aria-labelledby="brand-by-status" w="auto">
              <Table.Tbody>
                {syncOperationStatuses.map((s) => (
                  <Table.Tr key={s}>
                    <Table.Th scope="row">
                      <StatusBadge status={s} />
                    </Table.Th>
                    <Table.Td data-testid={`analytics-${s}`}>{a.byStatus[s]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brand-mean">
          <Title order={2} size="h5" id="brand-mean">
            {t('analytics.meanDuration')}
          </Title>
          <Text fz={32} fw={700} data-testid="analytics-mean">
            {a.meanSyncDurationMs === null ? t('analytics.noDuration') : duration(a.meanSyncDurationMs)}
          </Text>
          <Title order={2} size="h5" mt="md" id="brand-per-theme">
            {t('analytics.brandsPerTheme')}
          </Title>
          {a.brandsPerTheme.length ? (
            <Table aria-labelledby="brand-per-theme">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('profiles.theme')}</Table.Th>
                  <Table.Th scope="col">{t('analytics.brands')}</Table.Th>
                  <Table.Th scope="col">{t('analytics.synced')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.brandsPerTheme.map((r) => (
                  <Table.Tr key={r.themeKey}>
                    <Table.Th scope="row" ff="monospace" fw={400}>
                      {r.themeKey}
                    </Table.Th>
                    <Table.Td>{r.brands}</Table.Td>
                    <Table.Td>{r.synced}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              {t('analytics.noBrands')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brand-per-day">
        <Title order={2} size="h5" id="brand-per-day" mb="sm">
          {t('analytics.perDay')}
        </Title>
        <Suspense fallback={<div style={{ height: 220 }} />}>
          <PerDayChart
            data={a.perDay}
            label={`${t('analytics.perDay')}. ${t('analytics.chartAlt')}`}
            series={{ completed: t('analytics.completed'), failed: t('analytics.failed'), open: t('analytics.open') }}
          />
        </Suspense>
        <Table.ScrollContainer minWidth={360} mt="sm">
          <Table aria-label={t('analytics.perDayText')}>
            <VisuallyHidden component="caption">{t('analytics.perDayText')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analytics.day')}</Table.Th>
                <Table.Th scope="col">{t('analytics.completed')}</Table.Th>
                <Table.Th scope="col">{t('analytics.failed')}</Table.Th>
                <Table.Th scope="col">{t('analytics.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {activeDays.map((d) => (
                <Table.Tr key={d.day}>
                  <Table.Th scope="row" fw={400}>
                    {day(d.day)}
                  </Table.Th>
                  <Table.Td>{d.completed}</Table.Td>
                  <Table.Td>{d.failed}</Table.Td>
                  <Table.Td>{d.open}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="brand-apps">
        <Title order={2} size="h5" id="brand-apps" mb="sm">
          {t('analytics.applications')}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table aria-labelledby="brand-apps">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analytics.service')}</Table.Th>
                <Table.Th scope="col">{t('analytics.applied')}</Table.Th>
                <Table.Th scope="col">{t('analytics.failed')}</Table.Th>
                <Table.Th scope="col">{t('analytics.pending')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {a.applications.map((s) => (
                <Table.Tr key={s.service}>
                  <Table.Th scope="row" fw={400}>
                    {t(`services.names.${s.service}`)}
                  </Table.Th>
                  <Table.Td>{s.applied}</Table.Td>
                  <Table.Td>{s.failed}</Table.Td>
                  <Table.Td>{s.pending}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
