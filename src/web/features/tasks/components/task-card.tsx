import { ActionIcon, Card, Group, Menu, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDue, IconDots, IconPencil, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task, TaskStatus } from '@/contract/tasks';
import { TaskBadges } from '@/web/features/tasks/components/task-badges';
import { formatDay } from '@/web/lib/calendar-day';
import { isOverdue } from '@/web/features/tasks/lib/dates';
import { TASK_STATUSES } from '@/web/features/tasks/lib/task-params';
import { useLocale } from '@/web/lib/use-locale';

function DueLine({ task, overdue }: { task: Task; overdue: boolean }) {
  const { t } = useTranslation('tasks');
  const locale = useLocale();
  if (!task.due_date) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <IconCalendarDue size={15} aria-hidden="true" color={overdue ? 'var(--mantine-color-red-text)' : 'var(--mantine-color-dimmed)'} />
      <Text size="sm" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined}>
        {t('due', { date: formatDay(task.due_date, locale) })}
      </Text>
    </Group>
  );
}

/** One task: title, badges, due date and assignee, the status select, Edit and Delete. */
export function TaskCard({
  task,
  today,
  statusBusy,
  onStatusChange,
  onEdit,
  onDelete,
}: {
  task: Task;
  today: string;
  statusBusy: boolean;
  onStatusChange: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  const { t } = useTranslation('tasks');
  const overdue = isOverdue(task, today);
  const done = task.status === 'completed';
  return (
    <Card component="li" padding="md" aria-label={task.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title
            order={2}
            size="h5"
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            td={done ? 'line-through' : undefined}
            c={done ? 'dimmed' : undefined}
          >
            {task.title}
          </Title>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('actions.moreActions', { title: task.title })}>
                <IconDots size={16} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onEdit(task)}>
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item
                style={{ '--menu-item-color': 'var(--mantine-color-red-text)' }}
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onDelete(task)}
              >
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {task.description ? (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {task.description}
          </Text>
        ) : null}
        <TaskBadges task={task} overdue={overdue} />
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="md" style={{ flex: '1 1 200px' }}>
            <DueLine task={task} overdue={overdue} />
            {task.assignee ? (
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconUser size={15} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed" truncate>
                  {t('assignee', { name: task.assignee })}
                </Text>
              </Group>
            ) : null}
          </Group>
          <NativeSelect
            size="xs"
            aria-label={t('actions.statusOf', { title: task.title })}
            value={task.status}
            disabled={statusBusy}
            onChange={(event) => onStatusChange(task, event.currentTarget.value as TaskStatus)}
            data={TASK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            w={150}
          />
        </Group>
      </Stack>
    </Card>
  );
}
