import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle, IconMessageChatbot, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskPriority, TaskStatus } from '@/contract/tasks';

export const statusColor: Record<TaskStatus, string> = {
  'not-started': 'gray',
  'in-progress': 'blue',
  completed: 'teal',
  blocked: 'orange',
};

export const priorityColor: Record<TaskPriority, string> = { high: 'red', medium: 'yellow', low: 'gray' };

/** Status, priority, overdue and where the task came from (the coach, a talent plan). */
export function TaskBadges({ task, overdue }: { task: Task; overdue: boolean }) {
  const { t } = useTranslation('tasks');
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={statusColor[task.status]}>
        {t(`status.${task.status}`)}
      </Badge>
      <Badge variant="light" color={priorityColor[task.priority]}>
        {t(`priorityBadge.${task.priority}`)}
      </Badge>
      {overdue ? (
        <Badge variant="filled" color="red.8" leftSection={<IconAlertTriangle size={11} aria-hidden="true" />}>
          {t('overdue')}
        </Badge>
      ) : null}
      {task.source === 'coach' ? (
        <Badge variant="light" color="indigo" leftSection={<IconMessageChatbot size={11} aria-hidden="true" />}>
          {t('source.coach')}
        </Badge>
      ) : null}
      {task.source === 'talent' ? (
        <Badge variant="light" color="grape" leftSection={<IconSparkles size={11} aria-hidden="true" />}>
          {t('source.talent')}
        </Badge>
      ) : null}
    </Group>
  );
}
