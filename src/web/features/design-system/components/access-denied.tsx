import { Alert, Container } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/lib/api-client';

/** The server refused (403): the role changed since the page loaded, or it never was an admin. */
export function isForbidden(...errors: unknown[]): boolean {
  return errors.some((error) => error instanceof ApiError && (error.status === 403 || error.status === 401));
}

/** Spec: the design-system pages' text for people without administrative privileges. */
export function AccessDenied() {
  const { t } = useTranslation('designSystem');
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" variant="light" role="alert" icon={<IconShieldX aria-hidden="true" />} title={t('accessDeniedTitle')}>
        {t('accessDenied')}
      </Alert>
    </Container>
  );
}
