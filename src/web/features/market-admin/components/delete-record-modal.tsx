import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/web/components/confirm-delete-modal';
import { useDeleteRecord } from '@/web/features/market-admin/api/record-mutations';
import type { RecordKind } from '@/web/features/market-admin/lib/record-forms';
import { isNotFound } from '@/web/features/market-admin/lib/server-errors';

export interface DeleteTarget {
  id: string;
  name: string;
}

/** "Delete …?" with Cancel and Delete; the list refreshes once the server has answered. */
export function DeleteRecordModal({ kind, target, onClose }: { kind: RecordKind; target: DeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation('marketAdmin');
  const remove = useDeleteRecord(kind);

  function confirm() {
    if (!target) return;
    notifications.clean();
    remove.mutate(target.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('toasts.deleted', { name: target.name }) });
        onClose();
      },
      onError: (error) => {
        if (isNotFound(error)) {
          notifications.show({ color: 'gray', message: t('toasts.alreadyDeleted', { name: target.name }) });
          onClose();
          return;
        }
        notifications.show({ color: 'red', title: t('toasts.deleteFailed'), message: error.message });
      },
    });
  }

  return (
    <ConfirmDeleteModal
      body={target ? t('deleteModal.body', { name: target.name }) : null}
      title={t(`${kind}.deleteTitle`)}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
