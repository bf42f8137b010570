import { Button, Card, Container, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecklist, IconFilterOff, IconMessageChatbot, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Task, TaskStatus } from '@/contract/tasks';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useTasks } from '@/web/features/tasks/api/get-tasks';
import { useUpdateTask } from '@/web/features/tasks/api/task-mutations';
import { DeleteTaskModal } from '@/web/features/tasks/components/delete-task-modal';
import { TaskCard } from '@/web/features/tasks/components/task-card';
import { TaskFilters } from '@/web/features/tasks/components/task-filters';
import { TaskFormModal } from '@/web/features/tasks/components/task-form-modal';
import { isOverdue, localToday } from '@/web/features/tasks/lib/dates';
import { hasFilters, parseTaskParams, taskParamsToSearch } from '@/web/features/tasks/lib/task-params';
import type { TaskListParams } from '@/web/features/tasks/lib/task-params';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** Filters and order live in the address, so a filtered list can be bookmarked and survives reloads. */
function useListParams(): [TaskListParams, (next: TaskListParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params = parseTaskParams(search);
  return [params, (next) => setSearch(taskParamsToSearch(next), { replace: true, preventScrollReset: true })];
}

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} padding="md">
          <Skeleton h={16} w="45%" />
          <Skeleton h={12} w="75%" mt="sm" />
          <Group gap={6} mt="sm">
            <Skeleton h={20} w={80} radius="xl" />
            <Skeleton h={20} w={100} radius="xl" />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Status changes straight from the list, with a toast that says what changed. */
function useStatusChange() {
  const { t } = useTranslation('tasks');
  const update = useUpdateTask();
  function change(task: Task, status: TaskStatus) {
    notifications.clean();
    update.mutate(
      { id: task.id, body: { status } },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'teal',
            message: t('toasts.statusChanged', { title: saved.title, status: t(`status.${saved.status}`) }),
          }),
        onError: () => notifications.show({ color: 'red', message: t('toasts.saveFailed') }),
      },
    );
  }
  return { change, busyId: update.isPending ? update.variables.id : undefined };
}

export function TasksPage() {
  const { t } = useTranslation(['tasks', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const [params, setParams] = useListParams();
  const query = useTasks(params);
  const status = useStatusChange();
  const [formState, setFormState] = useState<{ opened: boolean; task: Task | null }>({ opened: false, task: null });
  const [toDelete, setToDelete] = useState<Task | null>(null);
  const today = localToday();
  const tasks = query.data?.tasks ?? [];
  const overdueCount = tasks.filter((task) => isOverdue(task, today)).length;

  const openCreate = () => setFormState({ opened: true, task: null });
  const newTaskButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={openCreate}>
      {t('actions.new')}
    </Button>
  );

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('intro')}</Text>
          </Stack>
          {newTaskButton}
        </Group>

        <TaskFilters params={params} onChange={setParams} />

        {query.isPending ? (
          <>
            <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
            <ListSkeleton />
          </>
        ) : query.isError ? (
          <LoadError
            title={t('loadFailed')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : tasks.length === 0 ? (
          hasFilters(params) ? (
            <EmptyState
              icon={<IconFilterOff size={28} />}
              title={t('empty.filteredTitle')}
              description={t('empty.filteredHint')}
              action={
                <Button variant="default" mt="xs" onClick={() => setParams({ ...params, status: null, priority: null })}>
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<IconChecklist size={28} />}
              title={t('empty.title')}
              description={t('empty.hint')}
              action={
                <Group justify="center" gap="sm" mt="xs">
                  {newTaskButton}
                  <Button
                    component={Link}
                    to={paths.careerCoach}
                    variant="default"
                    leftSection={<IconMessageChatbot size={16} aria-hidden="true" />}
                  >
                    {t('actions.askCoach')}
                  </Button>
                </Group>
              }
            />
          )
        ) : (
          <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {[t('summary', { count: tasks.length }), overdueCount > 0 ? t('summaryOverdue', { count: overdueCount }) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Stack
              component="ul"
              gap="sm"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('listLabel')}
              aria-busy={query.isPlaceholderData}
            >
              {tasks.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  today={today}
                  statusBusy={status.busyId === task.id}
                  onStatusChange={status.change}
                  onEdit={(edit) => setFormState({ opened: true, task: edit })}
                  onDelete={setToDelete}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
      <TaskFormModal opened={formState.opened} task={formState.task} onClose={() => setFormState((s) => ({ ...s, opened: false }))} />
      <DeleteTaskModal task={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
