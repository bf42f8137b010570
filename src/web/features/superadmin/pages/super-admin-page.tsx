import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/web/components/page-loader';
import { useSuperAdminStatus } from '@/web/features/superadmin/api/superadmin-api';
import { AccessRestricted } from '@/web/features/superadmin/components/access-restricted';
import { SetupScreen } from '@/web/features/superadmin/components/setup-screen';
import { StatusError } from '@/web/features/superadmin/components/status-error';
import { SuperAdminDashboard } from '@/web/features/superadmin/components/super-admin-dashboard';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/**
 * /superadmin (spec 02 §4): checking → ready (the dashboard) | needs_setup (Initialize Super Admin) |
 * error (Retry Check). Every account but the configured one is refused by the server (403) and sees
 * Access Restricted; signed-out visitors never get here (the route's guard sends them to /auth).
 */
export function SuperAdminPage({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  const { t } = useTranslation(['superadmin', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const status = useSuperAdminStatus();

  if (status.isPending) return <PageLoader label={t('checking')} />;
  if (status.isError) {
    if (status.error instanceof ApiError && status.error.status === 403) return <AccessRestricted />;
    return <StatusError onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  }
  if (!status.data.configured || !status.data.is_super_admin_account) return <AccessRestricted />;
  if (status.data.state === 'needs_setup') return <SetupScreen email={email} />;
  return <SuperAdminDashboard email={email} onSignOut={onSignOut} />;
}
