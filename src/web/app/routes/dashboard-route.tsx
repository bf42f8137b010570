import { useAuth } from '@/web/features/auth/components/auth-provider';
import { DashboardPage } from '@/web/features/dashboard/pages/dashboard-page';

/** Composes the auth feature's session with the dashboard feature's page. */
export function DashboardRoute() {
  const { user } = useAuth();
  if (!user) return null; // RequireUser renders this route only with a user
  return <DashboardPage account={{ name: user.name || null, email: user.email, emailVerified: user.emailVerified }} />;
}
