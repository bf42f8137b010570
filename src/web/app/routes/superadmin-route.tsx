import { useAuth } from '@/web/features/auth/components/auth-provider';
import { SuperAdminPage } from '@/web/features/superadmin/pages/super-admin-page';

/** The super admin area with the session's e-mail and the shell's sign-out (features meet here). */
export function SuperAdminRoute() {
  const { user, signOut } = useAuth();
  return <SuperAdminPage email={user?.email ?? null} onSignOut={() => void signOut()} />;
}
