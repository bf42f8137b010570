import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsTransferDown, IconPencilCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CvDetail } from '@/contract/cvs';
import { useCvRecord } from '@/web/features/cvs/api/get-cv-record';
import { useCarryOverCorrections } from '@/web/features/cvs/api/save-cv-corrections';

/**
 * Above an analysed CV: the way into the editor, how many fields still need a look, and the offer to
 * carry over corrections made to another CV of the person's.
 */
export function CvRecordBar({ cv, onEdit }: { cv: CvDetail; onEdit: () => void }) {
  const { t } = useTranslation('cvEditor');
  const record = useCvRecord(cv.id, cv.parsed_data !== null);
  const carry = useCarryOverCorrections(cv.id);
  const offer = record.data?.carry_over_from ?? null;
  const pending = record.data?.record.review.length ?? 0;
  const unmatched = record.data?.record.unmatched.length ?? 0;

  function applyCarryOver(fromCvId: string) {
    notifications.clean();
    carry.mutate(fromCvId, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('carryOver.done') }),
      onError: () => notifications.show({ color: 'red', message: t('carryOver.failed') }),
    });
  }

  return (
    <Stack gap="sm">
      {offer ? (
        <Alert color="blue" variant="light" title={t('carryOver.title')} icon={<IconArrowsTransferDown size={18} aria-hidden="true" />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('carryOver.body', { count: offer.applicable, title: offer.title })}</Text>
            <Button size="xs" loading={carry.isPending} onClick={() => applyCarryOver(offer.cv_id)}>
              {t('carryOver.apply')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap="xs">
              {pending > 0 ? (
                <Badge color="orange" variant="light" tt="none">
                  {t('reviewCount', { count: pending })}
                </Badge>
              ) : null}
              {record.data?.record.corrected ? (
                <Badge color="teal" variant="light" tt="none">
                  {t('corrected')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('openHint')}
            </Text>
            {unmatched > 0 ? (
              <Text size="sm" c="dimmed">
                {t('unmatched', { count: unmatched })}
              </Text>
            ) : null}
          </Stack>
          <Button leftSection={<IconPencilCheck size={16} aria-hidden="true" />} onClick={onEdit}>
            {t('open')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
