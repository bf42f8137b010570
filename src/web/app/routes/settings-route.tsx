import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/web/app/paths';
import { sessionQueryKey } from '@/web/features/auth/api/get-session';
import { useAuth } from '@/web/features/auth/components/auth-provider';
import { YourDataPanel } from '@/web/features/privacy-rights/components/your-data-panel';
import { ProfileBasicsForm } from '@/web/features/profile/components/profile-basics-form';
import { SettingsPage } from '@/web/features/settings/pages/settings-page';

/** Composes the profile feature's basics form into the Profile tab and the privacy rights panel into 'Your data'. */
export function SettingsRoute() {
  const { refresh, user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);

  // The server deleted the account and cleared the cookie. The person is forgotten here too only once
  // this signed-in page is gone: earlier, its guard would send them to sign in again.
  useEffect(
    () => () => {
      if (!deleted.current) return;
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
    [queryClient],
  );

  function accountDeleted() {
    deleted.current = true;
    void navigate(paths.home, { replace: true });
  }

  return (
    <SettingsPage
      profileTab={<ProfileBasicsForm onNameSaved={() => void refresh()} />}
      dataTab={<YourDataPanel email={user?.email ?? ''} onDeleted={accountDeleted} />}
    />
  );
}
