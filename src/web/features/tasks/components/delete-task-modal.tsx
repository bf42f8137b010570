import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/contract/tasks';
import { useDeleteTask } from '@/web/features/tasks/api/task-mutations';

/** Delete with a confirmation first. */
export function DeleteTaskModal({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const remove = useDeleteTask();
  const [shown, setShown] = useState<Task | null>(task);
  // keep the last task's title while the modal fades out
  if (task && task !== shown) setShown(task);

  function confirm() {
    if (!task) return;
    notifications.clean();
    remove.mutate(task.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('toasts.deleted') });
        onClose();
      },
      onError: () => notifications.show({ color: 'red', message: t('toasts.deleteFailed') }),
    });
  }

  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title={t('deleteModal.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      <Stack gap="lg">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('deleteModal.body', { title: shown?.title ?? '' })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.8" leftSection={<IconTrash size={16} aria-hidden="true" />} loading={remove.isPending} onClick={confirm}>
            {t('deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
