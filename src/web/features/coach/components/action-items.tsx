import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarDue, IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoachingSession } from '@/contract/coach';
import { paths } from '@/web/app/paths';
import { useAddActionItemToTask, useCoachTaskRefs } from '@/web/features/coach/api/action-item-task';
import { formatDay } from '@/web/lib/calendar-day';
import { actionItemRef } from '@/web/features/coach/lib/sessions';
import { useLocale } from '@/web/lib/use-locale';

/** The session's action items, each with its deadline and one click to make it a task. */
export function ActionItems({ session }: { session: CoachingSession }) {
  const { t } = useTranslation('coach');
  const locale = useLocale();
  const taskRefs = useCoachTaskRefs();
  const add = useAddActionItemToTask();

  function addToTasks(index: number) {
    notifications.clean();
    add.mutate(
      { sessionId: session.id, index },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('toasts.taskAdded') }),
        onError: () => notifications.show({ color: 'red', message: t('toasts.taskFailed') }),
      },
    );
  }

  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {session.action_items.map((item, index) => {
        const added = taskRefs.has(actionItemRef(session.id, index));
        const busy = add.isPending && add.variables.sessionId === session.id && add.variables.index === index;
        return (
          <Paper component="li" key={`${index}-${item.task}`} withBorder radius="md" p="sm">
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {item.task}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <IconCalendarDue size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                  <Text size="xs" c="dimmed">
                    {t('response.due', { date: formatDay(item.deadline, locale) })}
                  </Text>
                </Group>
              </Stack>
              {added ? (
                <Group gap="xs" wrap="nowrap">
                  <Badge
                    variant="light"
                    color="teal"
                    leftSection={<IconCheck size={12} aria-hidden="true" />}
                    style={{ textTransform: 'none' }}
                  >
                    {t('actions.added')}
                  </Badge>
                  <Anchor component={Link} to={paths.tasks} size="sm">
                    {t('actions.viewTasks')}
                  </Anchor>
                </Group>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  loading={busy}
                  disabled={add.isPending && !busy}
                  onClick={() => addToTasks(index)}
                  aria-label={t('actions.addToTasksLabel', { task: item.task })}
                >
                  {t('actions.addToTasks')}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
