import type { ReactNode } from 'react';
import { Alert, Center, Container } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authPathWithReturn, paths } from '@/web/app/paths';
import { PageLoader } from '@/web/components/page-loader';
import { useRole } from '@/web/features/auth/api/get-role';
import { useAuth } from '@/web/features/auth/components/auth-provider';

// Client guards only shape the UI; the server enforces every permission on its own.

function useSignInRedirect(): string {
  const location = useLocation();
  return authPathWithReturn(`${location.pathname}${location.search}`);
}

/** Signed-in routes: visitors without a session go to /auth with a way back. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('errors');
  const { user, isPending } = useAuth();
  const signInPath = useSignInRedirect();
  if (isPending) return <PageLoader label={t('guards.verifyingAccess')} minHeight="100dvh" />;
  if (!user) return <Navigate to={signInPath} replace />;
  return children ?? <Outlet />;
}

/** Admin routes: non-admins, and anyone whose role check failed, land on /dashboard. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('errors');
  const { user, isPending } = useAuth();
  const role = useRole(user !== null);
  const signInPath = useSignInRedirect();
  if (isPending) return <PageLoader label={t('guards.checkingPermissions')} minHeight="100dvh" />;
  if (!user) return <Navigate to={signInPath} replace />;
  if (role.isPending) return <PageLoader label={t('guards.checkingPermissions')} minHeight="100dvh" />;
  if (role.isError || !role.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}

/** In-page guard for admin-only regions, optionally requiring one named permission. */
export function AdminContentGuard({ permission, children }: { permission?: string; children: ReactNode }) {
  const { t } = useTranslation('errors');
  const { user } = useAuth();
  const role = useRole(user !== null);

  if (role.isPending) return <PageLoader label={t('guards.verifyingPermissions')} minHeight={160} />;
  if (role.isError) {
    return (
      <GuardMessage color="red" icon={<IconAlertTriangle aria-hidden="true" />} title={t('guards.securityErrorTitle')}>
        {t('guards.securityErrorMessage')}
      </GuardMessage>
    );
  }
  if (!user || !role.isAdmin) {
    return (
      <GuardMessage color="orange" icon={<IconShieldX aria-hidden="true" />} title={t('guards.accessDeniedTitle')}>
        {t('guards.accessDeniedMessage')}
      </GuardMessage>
    );
  }
  if (permission && role.role.permissions[permission] !== true) {
    return (
      <GuardMessage color="yellow" icon={<IconLock aria-hidden="true" />} title={t('guards.insufficientTitle')}>
        {t('guards.insufficientMessage', { permission })}
      </GuardMessage>
    );
  }
  return children;
}

function GuardMessage({
  color,
  icon,
  title,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Center>
        <Alert variant="light" color={color} icon={icon} title={title} w="100%" role="alert">
          {children}
        </Alert>
      </Center>
    </Container>
  );
}
