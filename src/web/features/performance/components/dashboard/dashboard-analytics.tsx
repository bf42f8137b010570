import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { usePerformance } from '@/web/features/performance/api/get-performance';
import { CompletenessCard } from '@/web/features/performance/components/completeness-card';
import { MoreLink } from '@/web/features/performance/components/panel';
import { WeeklyChart } from '@/web/features/performance/components/weekly-activity';

/** Dashboard "Analytics": tasks completed and talents validated per week, and profile completeness. */
export function DashboardAnalytics() {
  const { t } = useTranslation('performance');
  const query = usePerformance();
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={240} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return <LoadError title={t('dashboard.analyticsFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <WeeklyChart title={t('activity.tasksTitle')} seriesLabel={t('activity.tasks')} weeks={query.data.tasks_completed_per_week} color="teal.6" h={150} />
        <WeeklyChart
          title={t('activity.talentsTitle')}
          seriesLabel={t('activity.talents')}
          weeks={query.data.talents_validated_per_week}
          color="grape.6"
          h={150}
        />
        <CompletenessCard percent={query.data.profile_completeness} compact />
      </SimpleGrid>
      <MoreLink to={paths.performance} label={t('dashboard.viewPerformance')} />
    </Stack>
  );
}
