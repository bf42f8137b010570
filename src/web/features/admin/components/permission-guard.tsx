import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@/contract/admin';
import { PageLoader } from '@/web/components/page-loader';
import { usePermissions } from '@/web/features/admin/api/get-permissions';

/**
 * Spec content guard: shows its region only when the server grants `permission`. It only
 * shapes the page; every admin route checks the same permission on the server.
 */
export function PermissionGuard({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation('errors');
  const query = usePermissions();
  if (query.isPending) return <PageLoader label={t('guards.verifyingPermissions')} minHeight={160} />;
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title={t('guards.securityErrorTitle')}
      >
        {t('guards.securityErrorMessage')}
      </Alert>
    );
  }
  if (!query.data.permissions.includes(permission)) {
    return (
      <Alert color="yellow" variant="light" role="alert" icon={<IconLock aria-hidden="true" />} title={t('guards.insufficientTitle')}>
        {t('guards.insufficientMessage', { permission })}
      </Alert>
    );
  }
  return children;
}
