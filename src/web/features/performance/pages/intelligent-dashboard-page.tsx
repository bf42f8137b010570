import { Button, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useAllTasks } from '@/web/features/performance/api/get-all-tasks';
import { usePerformance } from '@/web/features/performance/api/get-performance';
import { useTalents } from '@/web/features/performance/api/get-talents';
import { CompletenessCard } from '@/web/features/performance/components/completeness-card';
import { IntelligentSummary } from '@/web/features/performance/components/intelligent-summary';
import { LatestInsights } from '@/web/features/performance/components/latest-insights';
import { NextDueTasks } from '@/web/features/performance/components/next-due-tasks';
import { NextStepsPanel } from '@/web/features/performance/components/next-steps-panel';
import { Panel } from '@/web/features/performance/components/panel';
import { StrongestTalents } from '@/web/features/performance/components/strongest-talents';
import { nextSteps } from '@/web/features/performance/lib/next-steps';
import { dueThisWeek, overdueTasks, todayIn } from '@/web/features/performance/lib/tasks';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { usePreferredTimeZone } from '@/web/lib/preferences';

const INSIGHTS_SHOWN = 3;

/** The 'intelligent' overview: trends from real figures and what to do next, with links. */
export function IntelligentDashboardPage() {
  const { t } = useTranslation(['performance', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('intelligent.title') }));
  const performance = usePerformance();
  const talents = useTalents();
  const tasks = useAllTasks();
  const today = todayIn(usePreferredTimeZone());

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('intelligent.title')}</Title>
          <Text c="dimmed">{t('intelligent.intro')}</Text>
        </Stack>

        {performance.isPending ? (
          <PageLoader label={t('loading')} minHeight="30vh" />
        ) : performance.isError ? (
          <LoadError
            title={t('loadFailed')}
            message={performance.error.message}
            onRetry={() => void performance.refetch()}
            retrying={performance.isFetching}
          />
        ) : (
          <>
            <IntelligentSummary data={performance.data} />

            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <NextStepsPanel
                  completeness={performance.data.profile_completeness}
                  steps={nextSteps({
                    analysedCvs: performance.data.totals.cvs,
                    discoveredTalents: talents.data?.counts.discovered ?? 0,
                    overdueTasks: tasks.data ? overdueTasks(tasks.data, today).length : 0,
                    dueThisWeek: tasks.data ? dueThisWeek(tasks.data, today).length : 0,
                    profileCompleteness: performance.data.profile_completeness,
                    coachingSessions: performance.data.totals.coaching_sessions,
                  })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <CompletenessCard percent={performance.data.profile_completeness} compact order={2} />
              </Grid.Col>
            </Grid>

            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <StrongestTalents />
              <NextDueTasks today={today} />
            </SimpleGrid>

            <Panel title={t('intelligent.insightsTitle')}>
              <LatestInsights limit={INSIGHTS_SHOWN} />
            </Panel>

            <Panel title={t('intelligent.moreTitle')}>
              <Group gap="sm">
                <Button component={Link} to={paths.performance} variant="light" leftSection={<IconChartLine size={16} aria-hidden="true" />}>
                  {t('intelligent.performanceLink')}
                </Button>
                <Button
                  component={Link}
                  to={paths.tasksAdvancedAnalytics}
                  variant="light"
                  leftSection={<IconChartBar size={16} aria-hidden="true" />}
                >
                  {t('intelligent.taskAnalyticsLink')}
                </Button>
              </Group>
            </Panel>
          </>
        )}
      </Stack>
    </Container>
  );
}
