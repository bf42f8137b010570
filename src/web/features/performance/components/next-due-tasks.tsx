import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/contract/tasks';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { useAllTasks } from '@/web/features/performance/api/get-all-tasks';
import { Panel } from '@/web/features/performance/components/panel';
import { useFormatters } from '@/web/features/performance/components/use-formatters';
import { nextDueTasks } from '@/web/features/performance/lib/tasks';

const NEXT_TASKS_SHOWN = 5;

/** A task with its due day, marked when overdue. */
export function DueTaskItem({ task, today }: { task: Task; today: string }) {
  const { t } = useTranslation('performance');
  const { dates } = useFormatters();
  const overdue = task.due_date !== null && task.due_date < today;
  return (
    <Stack gap={2} component="li">
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {task.title}
      </Text>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {t('intelligent.due', { date: task.due_date ? dates.day(task.due_date) : '' })}
        </Text>
        {overdue ? (
          <Badge size="xs" color="red" variant="light">
            {t('intelligent.overdue')}
          </Badge>
        ) : null}
        <Badge size="xs" variant="outline" color="gray">
          {t(`tasks.priority.${task.priority}`)}
        </Badge>
      </Group>
    </Stack>
  );
}

/** Open tasks with a due day, overdue ones first. */
export function NextDueTasks({ today }: { today: string }) {
  const { t } = useTranslation('performance');
  const query = useAllTasks();
  const tasks = query.data ? nextDueTasks(query.data, NEXT_TASKS_SHOWN) : [];
  return (
    <Panel title={t('intelligent.tasksTitle')} link={{ to: paths.tasks, label: t('intelligent.tasksAll') }}>
      {query.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : query.isError ? (
        <LoadError title={t('intelligent.tasksTitle')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : tasks.length === 0 ? (
        <Text c="dimmed">{t('intelligent.tasksEmpty')}</Text>
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
