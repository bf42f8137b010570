import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/web/app/paths';
import type { AuthSession, AuthUser } from '@/web/lib/auth-client';
import { roleQueryKey, useRole } from '@/web/features/auth/api/get-role';
import { sessionQueryKey, useSession } from '@/web/features/auth/api/get-session';
import { authErrorMessage } from '@/web/features/auth/lib/auth-error-message';

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  isPending: boolean;
  signOut: () => Promise<void>;
  /** Re-reads the session and the role from the server. */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const ROLE_ERROR_NOTIFICATION_ID = 'role-verification-failed';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['auth', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionQuery = useSession();
  // Between "session gone" and "left the signed-in page", guards must wait rather than send the
  // visitor to /auth?returnTo=<the page they just signed out of>.
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    setSigningOut(false);
  }, [location.pathname]);

  const data = sessionQuery.data ?? null;
  const roleQuery = useRole(data !== null);

  // Spec: a failed role check degrades to an ordinary user and says so once.
  useEffect(() => {
    if (data && roleQuery.isError) {
      notifications.show({
        id: ROLE_ERROR_NOTIFICATION_ID,
        color: 'red',
        message: t('errors:role.verifyFailed'),
      });
    }
  }, [data, roleQuery.isError, t]);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: roleQueryKey }),
    ]);
  }, [queryClient]);

  const signOut = useCallback(async () => {
    let failure: unknown = null;
    try {
      const { authClient } = await import('@/web/lib/auth-client');
      const { error } = await authClient.signOut();
      failure = error;
    } catch (error) {
      failure = error ?? new Error('Sign out failed');
    }
    if (failure) {
      notifications.show({
        color: 'red',
        title: t('auth:toasts.signOutFailed'),
        message: authErrorMessage(failure, t('auth:errors.generic')),
      });
      return;
    }
    if (window.location.pathname !== paths.home) setSigningOut(true); // cleared once we have left
    queryClient.setQueryData(sessionQueryKey, null);
    // Everything else in the cache belonged to the person who just left.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    notifications.clean();
    notifications.show({ color: 'teal', message: t('auth:toasts.signedOut') });
    await navigate(paths.home);
  }, [navigate, queryClient, t]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: data?.user ?? null,
      session: data?.session ?? null,
      isPending: sessionQuery.isPending || signingOut,
      signOut,
      refresh,
    }),
    [data, sessionQuery.isPending, signingOut, signOut, refresh],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
