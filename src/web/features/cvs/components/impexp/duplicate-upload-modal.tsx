/**
 * The same file uploaded twice (issue 17): the server answers 409 with the CV it already is; the
 * person decides whether to keep both or open the one they have.
 */
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CvDuplicate } from '@/contract/cvs';
import { paths } from '@/web/app/paths';
import { ApiError } from '@/web/lib/api-client';
import { useDateFormat } from '@/web/lib/format-date';

/** The existing CV when an upload was refused as a duplicate, else null. */
export function duplicateOf(error: unknown): CvDuplicate['existing'] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as Partial<CvDuplicate> | undefined;
  return details?.reason === 'DUPLICATE' && details.existing ? details.existing : null;
}

export function DuplicateUploadModal({
  existing,
  onKeepBoth,
  onClose,
}: {
  existing: CvDuplicate['existing'] | null;
  onKeepBoth: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cvImpexp');
  const dates = useDateFormat();
  return (
    <Modal
      opened={existing !== null}
      onClose={onClose}
      title={
        <Title order={2} size="h4">
          {t('duplicate.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('duplicate.cancel') }}
      size="lg"
      centered
    >
      {existing ? (
        <Stack gap="lg">
          <Text>{t('duplicate.text', { name: existing.title, date: dates.date(existing.created_at) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.cvDetail(existing.id)}>
              {t('duplicate.openExisting')}
            </Button>
            <Button onClick={onKeepBoth}>{t('duplicate.keepBoth')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
