import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 02 §4 error state: the lookup failed; Retry Check asks again. */
export function StatusError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('superadmin');
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" title={t('error.title')} icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('error.message')}</Text>
          <Button variant="default" size="sm" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry} loading={retrying}>
            {t('error.retry')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
