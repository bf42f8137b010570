import { Anchor, Button, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFileUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { usePerformance } from '@/web/features/performance/api/get-performance';
import { CompletenessCard } from '@/web/features/performance/components/completeness-card';
import { CvVersionCharts } from '@/web/features/performance/components/cv-version-charts';
import { TotalsGrid } from '@/web/features/performance/components/totals-grid';
import { WeeklyChart } from '@/web/features/performance/components/weekly-activity';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** Progress over time from the person's own data: totals, profile, CV versions, weekly activity. */
/** `pipeline`: the job-application figures, passed in by the app (features do not import each other). */
export function PerformancePage({ pipeline }: { pipeline?: ReactNode } = {}) {
  const { t } = useTranslation(['performance', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const query = usePerformance();

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>

        {query.isPending ? (
          <PageLoader label={t('loading')} minHeight="30vh" />
        ) : query.isError ? (
          <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            <TotalsGrid totals={query.data.totals} />

            <Stack gap="md" component="section" aria-labelledby="performance-cvs-title">
              <Title order={2} size="h3" id="performance-cvs-title">
                {t('cvs.title')}
              </Title>
              <Grid gap="md">
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <CompletenessCard percent={query.data.profile_completeness} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  {query.data.cv_versions.length === 0 ? (
                    <EmptyState
                      order={3}
                      icon={<IconFileUpload size={28} />}
                      title={t('cvs.emptyTitle')}
                      description={t('cvs.emptyText')}
                      action={
                        <Button component={Link} to={paths.cvUpload} mt="xs" leftSection={<IconFileUpload size={16} aria-hidden="true" />}>
                          {t('cvs.upload')}
                        </Button>
                      }
                    />
                  ) : (
                    <CvVersionCharts versions={query.data.cv_versions} />
                  )}
                </Grid.Col>
              </Grid>
            </Stack>

            <Stack gap="md" component="section" aria-labelledby="performance-activity-title">
              <Title order={2} size="h3" id="performance-activity-title">
                {t('activity.title')}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <WeeklyChart
                  title={t('activity.talentsTitle')}
                  seriesLabel={t('activity.talents')}
                  weeks={query.data.talents_validated_per_week}
                  color="grape.6"
                />
                <WeeklyChart
                  title={t('activity.tasksTitle')}
                  seriesLabel={t('activity.tasks')}
                  weeks={query.data.tasks_completed_per_week}
                  color="teal.6"
                  footer={
                    <Anchor component={Link} to={paths.tasksAdvancedAnalytics} size="sm">
                      <Group gap={4} component="span">
                        {t('activity.taskAnalytics')}
                        <IconArrowRight size={14} aria-hidden="true" />
                      </Group>
                    </Anchor>
                  }
                />
              </SimpleGrid>
            </Stack>

            {pipeline}
          </>
        )}
      </Stack>
    </Container>
  );
}
