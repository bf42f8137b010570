import { Box, Card, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useDesignSystemUsage } from '@/web/features/design-system/api/tenants';
import { AccessDenied, isForbidden } from '@/web/features/design-system/components/access-denied';
import { useDateFormat } from '@/web/lib/format-date';

const UsageBarChart = lazy(() =>
  import('@/web/features/design-system/components/usage-charts').then((m) => ({ default: m.UsageBarChart })),
);

/** Real usage from the server: people and tenants per theme, imports and applies per day. */
export function AnalyticsTab() {
  const { t } = useTranslation(['designSystem', 'common']);
  const usage = useDesignSystemUsage();
  const dates = useDateFormat();

  if (isForbidden(usage.error)) return <AccessDenied />;
  if (usage.isPending) {
    return (
      <Stack gap="md">
        <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
        <Skeleton h={40} />
        <Skeleton h={260} />
      </Stack>
    );
  }
  if (usage.isError) {
    return (
      <LoadError title={t('loadFailed')} message={usage.error.message} onRetry={() => void usage.refetch()} retrying={usage.isFetching} />
    );
  }

  const { themes, events, totals } = usage.data;
  const nothing = totals.peopleWithChoice === 0 && totals.tenants === 0 && events.every((e) => e.imports === 0 && e.applies === 0);
  const themeRows = themes.map((theme) => ({ label: theme.name, people: theme.people, tenants: theme.tenants }));
  const activeDays = events.filter((e) => e.imports > 0 || e.applies > 0);
  const dayRows = events.map((e) => ({ label: dates.day(e.day), imports: e.imports, applies: e.applies }));

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('management.analytics.intro')}</Text>
      <Text fw={600} role="status">
        {t('management.analytics.totals', { themes: totals.themes, tenants: totals.tenants, people: totals.peopleWithChoice })}
      </Text>
      {nothing ? (
        <EmptyState
          icon={<IconChartBar size={28} />}
          title={t('management.analytics.empty')}
          description={t('management.analytics.emptyHint')}
          order={3}
        />
      ) : null}
      <Card component="section" aria-labelledby="usage-themes-title">
        <Stack gap="sm">
          <Title order={3} size="h4" id="usage-themes-title">
            {t('management.analytics.themesChart')}
          </Title>
          <Box aria-hidden="true">
            <Suspense fallback={<Skeleton h={240} />}>
              <UsageBarChart
                data={themeRows}
                dataKey="label"
                series={[
                  { name: 'people', label: t('management.analytics.people'), color: 'indigo.6' },
                  { name: 'tenants', label: t('management.analytics.tenants'), color: 'teal.6' },
                ]}
              />
            </Suspense>
          </Box>
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t('management.analytics.tableLabel')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('management.analytics.theme')}</Table.Th>
                  <Table.Th ta="end">{t('management.analytics.people')}</Table.Th>
                  <Table.Th ta="end">{t('management.analytics.tenants')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {themes.map((theme) => (
                  <Table.Tr key={theme.key}>
                    <Table.Td>{theme.name}</Table.Td>
                    <Table.Td ta="end">{theme.people}</Table.Td>
                    <Table.Td ta="end">{theme.tenants}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="usage-events-title">
        <Stack gap="sm">
          <Title order={3} size="h4" id="usage-events-title">
            {t('management.analytics.eventsChart')}
          </Title>
          {activeDays.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('management.analytics.emptyEvents')}
            </Text>
          ) : (
            <>
              <Box aria-hidden="true">
                <Suspense fallback={<Skeleton h={240} />}>
                  <UsageBarChart
                    data={dayRows}
                    dataKey="label"
                    series={[
                      { name: 'imports', label: t('management.analytics.imports'), color: 'indigo.6' },
                      { name: 'applies', label: t('management.analytics.applies'), color: 'orange.6' },
                    ]}
                  />
                </Suspense>
              </Box>
              <Table.ScrollContainer minWidth={320}>
                <Table aria-label={t('management.analytics.eventsTableLabel')} verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('management.analytics.day')}</Table.Th>
                      <Table.Th ta="end">{t('management.analytics.imports')}</Table.Th>
                      <Table.Th ta="end">{t('management.analytics.applies')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {activeDays.map((e) => (
                      <Table.Tr key={e.day}>
                        <Table.Td>{dates.day(e.day)}</Table.Td>
                        <Table.Td ta="end">{e.imports}</Table.Td>
                        <Table.Td ta="end">{e.applies}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
