import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Task } from '@/contract/tasks';
import { ConfirmDeleteModal } from '@/web/components/confirm-delete-modal';
import { useDeleteTask } from '@/web/features/tasks/api/task-mutations';

/** Delete with a confirmation first. */
export function DeleteTaskModal({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const remove = useDeleteTask();

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
    <ConfirmDeleteModal
      body={task ? t('deleteModal.body', { title: task.title }) : null}
      title={t('deleteModal.title')}
      confirmLabel={t('deleteModal.confirm')}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
