import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [shown, setShown] = useState<DeleteTarget | null>(target);
  // keep the last record's name while the modal fades out
  if (target && target !== shown) setShown(target);

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
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(`${kind}.deleteTitle`)}
      centered
      closeOnClickOutside={!remove.isPending}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('deleteModal.body', { name: shown?.name ?? '' })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.8" leftSection={<IconTrash size={16} aria-hidden="true" />} loading={remove.isPending} onClick={confirm}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
