import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlarm, IconCalendarWeek, IconChecklist, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taskPriorities, taskStatuses } from '@/contract/tasks';
import type { Task, TaskPriority, TaskStatus } from '@/contract/tasks';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useAllTasks } from '@/web/features/performance/api/get-all-tasks';
import { ChartCard } from '@/web/features/performance/components/chart-card';
import { CountBarChart, ShareDonutChart } from '@/web/features/performance/components/charts/lazy-charts';
import { DueTaskItem } from '@/web/features/performance/components/next-due-tasks';
import { Panel } from '@/web/features/performance/components/panel';
import { StatCard } from '@/web/features/performance/components/stat-card';
import { useFormatters } from '@/web/features/performance/components/use-formatters';
import { WeeklyChart } from '@/web/features/performance/components/weekly-activity';
import {
  averageCompletionMs,
  completionRate,
  countByPriority,
  countByStatus,
  dueThisWeek,
  durationParts,
  overdueTasks,
  todayIn,
} from '@/web/features/performance/lib/tasks';
import { countPerWeek } from '@/web/features/performance/lib/weeks';
import { usePreferredTimeZone } from '@/web/lib/preferences';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const statusColor: Record<TaskStatus, string> = { 'not-started': 'gray.5', 'in-progress': 'blue.6', completed: 'teal.6', blocked: 'red.6' };

function TaskList({ title, empty, tasks, today }: { title: string; empty: string; tasks: readonly Task[]; today: string }) {
  return (
    <Panel title={title}>
      {tasks.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {tasks.map((task) => (
            <DueTaskItem key={task.id} task={task} today={today} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function Analytics({ tasks, today }: { tasks: readonly Task[]; today: string }) {
  const { t } = useTranslation('performance');
  const { number, duration } = useFormatters();
  const byStatus = countByStatus(tasks);
  const byPriority = countByPriority(tasks);
  const overdue = overdueTasks(tasks, today);
  const thisWeek = dueThisWeek(tasks, today);
  const average = averageCompletionMs(tasks);
  const averageParts = average === null ? null : durationParts(average);
  const perWeek = countPerWeek(
    tasks.flatMap((task) => (task.status === 'completed' && task.completed_at ? [task.completed_at] : [])),
    new Date(),
  );
  const statusLabel = (s: TaskStatus) => t(`tasks.status.${s}`);
  const priorityLabel = (p: TaskPriority) => t(`tasks.priority.${p}`);

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" role="group" aria-label={t('tasks.stats.label')}>
        <StatCard label={t('tasks.stats.total')} value={number(tasks.length)} icon={<IconChecklist size={20} />} color="indigo" />
        <StatCard
          label={t('tasks.stats.completed')}
          value={number(byStatus.completed)}
          hint={t('tasks.stats.rate', { percent: completionRate(tasks) })}
          icon={<IconCircleCheck size={20} />}
          color="teal"
        />
        <StatCard label={t('tasks.stats.overdue')} value={number(overdue.length)} icon={<IconAlarm size={20} />} color="red" />
        <StatCard label={t('tasks.stats.dueThisWeek')} value={number(thisWeek.length)} icon={<IconCalendarWeek size={20} />} color="yellow" />
        <StatCard
          label={t('tasks.stats.averageTime')}
          value={averageParts ? duration(averageParts.value, averageParts.unit) : '—'}
          hint={averageParts ? undefined : t('tasks.stats.averageNone')}
          icon={<IconClockHour4 size={20} />}
          color="blue"
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard
          title={t('tasks.byStatus')}
          order={2}
          summary={taskStatuses.map((s) => `${statusLabel(s)}: ${number(byStatus[s])}`).join(' · ')}
          table={{ columns: [t('tasks.category'), t('tasks.count')], rows: taskStatuses.map((s) => ({ key: s, cells: [statusLabel(s), number(byStatus[s])] })) }}
        >
          <ShareDonutChart
            total={number(tasks.length)}
            data={taskStatuses.map((s) => ({ name: statusLabel(s), value: byStatus[s], color: statusColor[s] }))}
          />
        </ChartCard>
        <ChartCard
          title={t('tasks.byPriority')}
          order={2}
          summary={taskPriorities.map((p) => `${priorityLabel(p)}: ${number(byPriority[p])}`).join(' · ')}
          table={{ columns: [t('tasks.category'), t('tasks.count')], rows: taskPriorities.map((p) => ({ key: p, cells: [priorityLabel(p), number(byPriority[p])] })) }}
        >
          <CountBarChart
            data={taskPriorities.map((p) => ({ label: priorityLabel(p), count: byPriority[p] }))}
            seriesLabel={t('tasks.count')}
            color="indigo.6"
            h={180}
          />
        </ChartCard>
      </SimpleGrid>

      <WeeklyChart title={t('tasks.completedPerWeek')} seriesLabel={t('activity.tasks')} weeks={perWeek} color="teal.6" order={2} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TaskList title={t('tasks.overdueTitle')} empty={t('tasks.overdueEmpty')} tasks={overdue} today={today} />
        <TaskList title={t('tasks.dueThisWeekTitle')} empty={t('tasks.dueThisWeekEmpty')} tasks={thisWeek} today={today} />
      </SimpleGrid>
    </>
  );
}

/** Task analytics from GET /api/tasks: by status and priority, per week, overdue and due soon, speed. */
export function TaskAnalyticsPage() {
  const { t } = useTranslation(['performance', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('tasks.title') }));
  const query = useAllTasks();
  const today = todayIn(usePreferredTimeZone());

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{t('tasks.title')}</Title>
            <Text c="dimmed">{t('tasks.intro')}</Text>
          </Stack>
          <Button component={Link} to={paths.tasks} variant="default">
            {t('tasks.openTasks')}
          </Button>
        </Group>

        {query.isPending ? (
          <PageLoader label={t('tasks.loading')} minHeight="30vh" />
        ) : query.isError ? (
          <LoadError title={t('tasks.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<IconChecklist size={28} />}
            title={t('tasks.emptyTitle')}
            description={t('tasks.emptyText')}
            action={
              <Button component={Link} to={paths.tasks} mt="xs">
                {t('tasks.openTasks')}
              </Button>
            }
          />
        ) : (
          <Analytics tasks={query.data} today={today} />
        )}
      </Stack>
    </Container>
  );
}
