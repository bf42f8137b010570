import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

export interface ConfirmDeleteModalProps {
  /** null hides the modal */
  body: string | null;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete …?" with Cancel and a red confirm button; the features own the texts and the mutation. */
export function ConfirmDeleteModal({ body, title, confirmLabel, cancelLabel, closeLabel, pending, onConfirm, onClose }: ConfirmDeleteModalProps) {
  const [shown, setShown] = useState(body);
  // keep the last text while the modal fades out
  if (body !== null && body !== shown) setShown(body);

  return (
    <Modal
      opened={body !== null}
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={!pending}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="lg">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color="red.8" leftSection={<IconTrash size={16} aria-hidden="true" />} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
