import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Task, TaskPriority, TaskStatus } from '@/contract/tasks';
import { useCreateTask, useUpdateTask } from '@/web/features/tasks/api/task-mutations';
import {
  ASSIGNEE_MAX,
  DESCRIPTION_MAX,
  emptyTaskForm,
  taskToForm,
  TITLE_MAX,
  toCreateBody,
  toUpdateBody,
  validateDueDate,
  validateTitle,
} from '@/web/features/tasks/lib/task-form';
import type { TaskFormValues } from '@/web/features/tasks/lib/task-form';
import { TASK_PRIORITIES, TASK_STATUSES } from '@/web/features/tasks/lib/task-params';
import { ApiError } from '@/web/lib/api-client';

/** The server's own words for a refused save (400: a field it did not accept), else the fallback. */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

// Mantine's error red is below AA on white; the theme's red text colour is not
const errorStyles = { error: { color: 'var(--mantine-color-red-text)' } };

/** The fields, mounted each time the modal opens (Mantine unmounts closed modals), so they start from the task or empty. */
function TaskForm({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const update = useUpdateTask();
  const saving = create.isPending || update.isPending;

  const form = useForm<TaskFormValues>({
    initialValues: task ? taskToForm(task) : emptyTaskForm(),
    validate: {
      title: (value) => {
        const error = validateTitle(value);
        return error ? t(`validation.${error}`) : null;
      },
      due_date: (value) => {
        const error = validateDueDate(value);
        return error ? t(`validation.${error}`) : null;
      },
    },
  });

  function submit(values: TaskFormValues) {
    notifications.clean();
    const onError = (error: Error) => notifications.show({ color: 'red', message: failureMessage(error, t('toasts.saveFailed')) });
    const onSuccess = (message: string) => () => {
      notifications.show({ color: 'teal', message });
      onClose();
    };
    if (task) update.mutate({ id: task.id, body: toUpdateBody(values) }, { onSuccess: onSuccess(t('toasts.updated')), onError });
    else create.mutate(toCreateBody(values), { onSuccess: onSuccess(t('toasts.created')), onError });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          withAsterisk
          maxLength={TITLE_MAX}
          data-autofocus
          styles={errorStyles}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <NativeSelect
            label={t('form.status')}
            data={TASK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            {...form.getInputProps('status')}
            onChange={(event) => form.setFieldValue('status', event.currentTarget.value as TaskStatus)}
          />
          <NativeSelect
            label={t('form.priority')}
            data={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            {...form.getInputProps('priority')}
            onChange={(event) => form.setFieldValue('priority', event.currentTarget.value as TaskPriority)}
          />
          <TextInput type="date" label={t('form.dueDate')} styles={errorStyles} {...form.getInputProps('due_date')} />
        </SimpleGrid>
        <TextInput
          label={t('form.assignee')}
          description={t('form.assigneeHint')}
          maxLength={ASSIGNEE_MAX}
          {...form.getInputProps('assignee')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {task ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create a task (`task` is null) or edit one. */
export function TaskFormModal({ opened, task, onClose }: { opened: boolean; task: Task | null; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={task ? t('form.editTitle') : t('form.createTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
      size="lg"
    >
      <TaskForm key={task?.id ?? 'new'} task={task} onClose={onClose} />
    </Modal>
  );
}
