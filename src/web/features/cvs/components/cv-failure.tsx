import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRetryCv } from '@/web/features/cvs/api/cv-mutations';

/** Runs the analysis of a failed CV again; a failed call says so in a toast (spec wording). */
export function useRetryAnalysis() {
  const { t } = useTranslation('cvs');
  const retry = useRetryCv();
  function run(id: string, onStarted?: () => void) {
    notifications.clean();
    retry.mutate(id, {
      onSuccess: () => onStarted?.(),
      onError: () => notifications.show({ color: 'red', message: t('toasts.retryFailed') }),
    });
  }
  return { run, isPending: retry.isPending };
}

/** A failed analysis: the reason in words a person can act on, and Try Again. */
export function CvFailure({
  cvId,
  title,
  reason,
  extra,
  onStarted,
}: {
  cvId: string;
  title: string;
  reason: string | null;
  extra?: ReactNode;
  onStarted?: () => void;
}) {
  const { t } = useTranslation('cvs');
  const retry = useRetryAnalysis();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={title} role="alert">
      <Stack gap="sm">
        <Text size="sm">{reason || t('upload.failedFallback')}</Text>
        <Group gap="sm">
          <Button
            size="sm"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={retry.isPending}
            onClick={() => retry.run(cvId, onStarted)}
          >
            {t('actions.tryAgain')}
          </Button>
          {extra}
        </Group>
      </Stack>
    </Alert>
  );
}
