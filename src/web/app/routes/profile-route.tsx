import { useAuth } from '@/web/features/auth/components/auth-provider';
import { ProfilePage } from '@/web/features/profile/pages/profile-page';

/** The profile page; a saved full name is the account's display name too, so the session is read again. */
export function ProfileRoute() {
  const { refresh } = useAuth();
  return <ProfilePage onNameSaved={() => void refresh()} />;
}
