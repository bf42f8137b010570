import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Perspective } from '@/contract/perspectives';
import { useDeletePerspective } from '@/web/features/perspectives/api/perspective-mutations';

/** Delete a custom perspective, after a confirmation. */
export function DeletePerspectiveModal({ perspective, onClose }: { perspective: Perspective | null; onClose: () => void }) {
  const { t } = useTranslation('perspectives');
  const remove = useDeletePerspective();
  const [shown, setShown] = useState<Perspective | null>(perspective);
  // keep the last name while the modal fades out
  if (perspective && perspective !== shown) setShown(perspective);

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
    <Modal
      opened={perspective !== null}
      onClose={onClose}
      title={t('deleteModal.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
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
            {t('deleteModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
