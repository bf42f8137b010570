import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Perspective } from '@/contract/perspectives';
import { ConfirmDeleteModal } from '@/web/components/confirm-delete-modal';
import { useDeletePerspective } from '@/web/features/perspectives/api/perspective-mutations';

/** Delete a custom perspective, after a confirmation. */
export function DeletePerspectiveModal({ perspective, onClose }: { perspective: Perspective | null; onClose: () => void }) {
  const { t } = useTranslation('perspectives');
  const remove = useDeletePerspective();

  function confirm() {
    if (!perspective) return;
    notifications.clean();
    remove.mutate(perspective.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('toasts.deleted') });
        onClose();
      },
      onError: () => notifications.show({ color: 'red', message: t('toasts.deleteFailed') }),
    });
  }

  return (
    <ConfirmDeleteModal
      body={perspective ? t('deleteModal.body', { name: perspective.name }) : null}
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
