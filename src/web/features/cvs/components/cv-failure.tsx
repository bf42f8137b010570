import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedText } from '@/contract/cvs';
import { useRetryCv } from '@/web/features/cvs/api/cv-mutations';
import { useGeneratedText } from '@/web/lib/generated-text';

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
  message,
  retryable = true,
  extra,
  onStarted,
}: {
  cvId: string;
  title: string;
  /** the stored English reason, shown when `message` is missing (failures from before message keys) */
  reason: string | null;
  message?: GeneratedText | null;
  /** false when the same file would fail again (a password, a scan without text): no Try Again */
  retryable?: boolean;
  extra?: ReactNode;
  onStarted?: () => void;
}) {
  const { t } = useTranslation('cvs');
  const retry = useRetryAnalysis();
  const generated = useGeneratedText();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} title={title} role="alert">
      <Stack gap="sm">
        <Text size="sm">{reason ? generated.text(message, reason) : t('upload.failedFallback')}</Text>
        <Group gap="sm">
          {retryable ? (
            <Button
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={retry.isPending}
              onClick={() => retry.run(cvId, onStarted)}
            >
              {t('actions.tryAgain')}
            </Button>
          ) : null}
          {extra}
        </Group>
      </Stack>
    </Alert>
  );
}
