import { ActionIcon, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArrowBackUp, IconDots, IconDownload, IconEye, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CvSummary } from '@/contract/cvs';
import { paths } from '@/web/app/paths';
import { useActivateCv, useDeleteCv, useUpdateCv } from '@/web/features/cvs/api/cv-mutations';
import { RenameCvModal } from '@/web/features/cvs/components/cv-editor/rename-cv-modal';
import { ApiError } from '@/web/lib/api-client';

/** The server's own words for a refused action (409: "only analysed CVs…"), else the fallback. */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}

export function cvFileUrl(id: string): string {
  return `/api/cvs/${encodeURIComponent(id)}/file`;
}

/** Delete with a confirmation first; `onDeleted` runs once the server said yes. */
export function DeleteCvModal({ cv, onClose, onDeleted }: { cv: CvSummary | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation('cvs');
  const remove = useDeleteCv();
  const [shown, setShown] = useState<CvSummary | null>(cv);
  // keep the last CV's text while the modal fades out
  if (cv && cv !== shown) setShown(cv);

  function confirm() {
    if (!cv) return;
    notifications.clean();
    remove.mutate(cv.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('toasts.deleted', { title: cv.title }) });
        onClose();
        onDeleted?.();
      },
      onError: () => notifications.show({ color: 'red', message: t('toasts.deleteFailed') }),
    });
  }

  return (
    <Modal opened={cv !== null} onClose={onClose} title={t('deleteModal.title')} centered>
      <Stack gap="lg">
        <Text size="sm">{t('deleteModal.body', { title: shown?.title ?? '' })}</Text>
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

/** Set as active, move to drafts and restore, each with a toast that says what happened. */
export function useCvStateActions() {
  const { t } = useTranslation('cvs');
  const activate = useActivateCv();
  const update = useUpdateCv();

  function setActive(cv: CvSummary) {
    notifications.clean();
    activate.mutate(cv.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('toasts.activated', { title: cv.title }) }),
      onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, t('toasts.updateFailed')) }),
    });
  }

  function setDraft(cv: CvSummary, draft: boolean) {
    notifications.clean();
    update.mutate(
      { id: cv.id, update: { draft } },
      {
        onSuccess: () =>
          notifications.show({ color: 'teal', message: draft ? t('toasts.movedToDrafts', { title: cv.title }) : t('toasts.restored', { title: cv.title }) }),
        onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, t('toasts.updateFailed')) }),
      },
    );
  }

  const busyId = activate.isPending ? activate.variables : update.isPending ? update.variables.id : undefined;
  return { setActive, setDraft, busyId };
}

/** View, Download, Set as active, and a menu with Move to drafts / Restore and Delete. */
export function CvActions({
  cv,
  onDelete,
  withView = true,
}: {
  cv: CvSummary;
  onDelete: (cv: CvSummary) => void;
  withView?: boolean;
}) {
  const { t } = useTranslation(['cvs', 'cvEditor']);
  const { setActive, setDraft, busyId } = useCvStateActions();
  const [renaming, setRenaming] = useState(false);
  const busy = busyId === cv.id;
  const canActivate = cv.status === 'analyzed' && !cv.is_active;

  return (
    <Group gap="xs" wrap="wrap">
      {withView ? (
        <Button
          component={Link}
          to={paths.cvDetail(cv.id)}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden="true" />}
          aria-label={t('actions.viewCv', { title: cv.title })}
        >
          {t('actions.view')}
        </Button>
      ) : null}
      <Button
        component="a"
        href={cvFileUrl(cv.id)}
        download={cv.file_name}
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        aria-label={t('actions.downloadCv', { title: cv.title })}
      >
        {t('actions.download')}
      </Button>
      {canActivate ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconStar size={14} aria-hidden="true" />}
          loading={busy}
          onClick={() => setActive(cv)}
          aria-label={t('actions.setActiveCv', { title: cv.title })}
        >
          {t('actions.setActive')}
        </Button>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('actions.moreActions', { title: cv.title })} loading={busy && !canActivate}>
            <IconDots size={16} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setRenaming(true)}>
            {t('cvEditor:rename.action')}
          </Menu.Item>
          {cv.status === 'analyzed' ? (
            <Menu.Item leftSection={<IconArchive size={16} aria-hidden="true" />} onClick={() => setDraft(cv, true)}>
              {t('actions.moveToDrafts')}
            </Menu.Item>
          ) : null}
          {cv.status === 'draft' ? (
            <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden="true" />} onClick={() => setDraft(cv, false)}>
              {t('actions.restore')}
            </Menu.Item>
          ) : null}
          <Menu.Item
            style={{ '--menu-item-color': 'var(--mantine-color-red-text)' }}
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => onDelete(cv)}
          >
            {t('actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <RenameCvModal cv={renaming ? cv : null} onClose={() => setRenaming(false)} />
    </Group>
  );
}
