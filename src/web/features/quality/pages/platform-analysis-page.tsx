import { Badge, Container, Group, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlatformAreaStatus } from '@/contract/quality';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { usePlatformAnalysis } from '@/web/features/quality/api/get-reports';
import { ChartCard } from '@/web/features/quality/components/chart-card';
import { ScoreBars } from '@/web/features/quality/components/charts/lazy-charts';
import { PageHeading } from '@/web/features/quality/components/page-heading';
import { ReportBanner } from '@/web/features/quality/components/report-banner';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const statusColor: Record<PlatformAreaStatus, MantineColor> = { excellent: 'teal', good: 'green', 'needs-attention': 'yellow', critical: 'red' };
const priorityColor = { high: 'red', medium: 'yellow', low: 'gray' } as const;

/** /platform-analysis (administrators): the spec's fixed report, served by the server. */
export function PlatformAnalysisPage() {
  const { t } = useTranslation(['quality', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('analysis.title') }));
  const report = usePlatformAnalysis();
  const r = report.data;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('analysis.title')} subtitle={t('analysis.subtitle')} />
        {report.error ? <LoadError title={t('analysis.loadFailed')} message={report.error.message} onRetry={() => void report.refetch()} retrying={report.isFetching} /> : null}
        {!r && report.isPending ? <PageLoader label={t('analysis.loading')} minHeight={240} /> : null}
        {r ? (
          <>
            <ReportBanner date={r.report_date} />
            <Paper withBorder radius="md" p="lg" data-testid="analysis-overall">
              <Group gap="lg" wrap="wrap">
                <RingProgress
                  size={110}
                  thickness={10}
                  roundCaps
                  sections={[{ value: r.overall, color: statusColor[r.overall_status] }]}
                  label={
                    <Text ta="center" fw={700} size="xl">
                      {r.overall}
                    </Text>
                  }
                  aria-hidden="true"
                />
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    {t('analysis.overall')}
                  </Title>
                  <Text fw={700} size="xl">
                    {t('analysis.overallValue', { score: r.overall })}
                  </Text>
                  <Group gap="xs">
                    <Badge color={statusColor[r.overall_status]} variant="light">
                      {t(`analysis.statuses.${r.overall_status}`)}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {t('analysis.overallHint')}
                    </Text>
                  </Group>
                </Stack>
              </Group>
            </Paper>

            <ChartCard
              title={t('analysis.areasTitle')}
              order={2}
              summary={t('analysis.chartSummary', { min: Math.min(...r.areas.map((a) => a.score)), max: Math.max(...r.areas.map((a) => a.score)), overall: r.overall })}
              table={{
                columns: [t('analysis.columns.area'), t('analysis.columns.score'), t('analysis.columns.status')],
                rows: r.areas.map((a) => ({ key: a.id, cells: [t(`analysis.areas.${a.id}.name`), a.score, t(`analysis.statuses.${a.status}`)] })),
              }}
            >
              <ScoreBars
                data={r.areas.map((a) => ({ label: t(`analysis.areas.${a.id}.name`), score: a.score, color: `${statusColor[a.status]}.6` }))}
                seriesLabel={t('analysis.columns.score')}
              />
            </ChartCard>

            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {r.areas.map((a) => (
                <Paper key={a.id} withBorder radius="md" p="md" component="section" aria-label={t(`analysis.areas.${a.id}.name`)} data-testid={`area-${a.id}`}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Title order={3} size="h5">
                      {t(`analysis.areas.${a.id}.name`)}
                    </Title>
                    <Text fw={700}>{a.score}</Text>
                  </Group>
                  <Badge color={statusColor[a.status]} variant="light" my={6}>
                    {t(`analysis.statuses.${a.status}`)}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {t(`analysis.areas.${a.id}.text`)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>

            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="action-plan-title">
              <Title order={2} size="h4" id="action-plan-title" mb="sm">
                {t('analysis.actionPlanTitle')}
              </Title>
              <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {r.action_plan.map((item) => (
                  <li key={item.id}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600}>{t(`analysis.actions.${item.id as 'performance_budget'}.title`)}</Text>
                      <Badge color={priorityColor[item.priority]} variant="light" size="sm">
                        {t(`analysis.priorities.${item.priority}`)}
                      </Badge>
                      <Badge variant="default" size="sm">
                        {t(`analysis.areas.${item.area}.name`)}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`analysis.actions.${item.id as 'performance_budget'}.text`)}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Paper>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
