import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { CulturalThemeSync } from '@/web/app/cultural-theme';
import { PageLoader } from '@/web/components/page-loader';
import { AuthProvider } from '@/web/features/auth/components/auth-provider';

/** Top of the route tree: session context for every page, scroll restoration, default title. */
export function RootRoute() {
  return (
    <AuthProvider>
      <CulturalThemeSync />
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}

/** Shown while the first route's code is still loading. */
export function RootHydrateFallback() {
  const { t } = useTranslation('common');
  return <PageLoader label={t('loading')} minHeight="100dvh" />;
}
