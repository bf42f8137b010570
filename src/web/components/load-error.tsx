import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A failed load: what failed, the server's reason when there is one, and a Retry button. */
export function LoadError({ title, message, onRetry, retrying = false }: { title: string; message?: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
      <Group justify="space-between" align="center" gap="sm">
        {message ? <Text size="sm">{message}</Text> : <span />}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
