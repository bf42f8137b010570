import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '@/web/lib/auth-client';
import type { AuthSession } from '@/web/lib/auth-client';

export const sessionQueryKey = ['session'] as const;

/** The current session, or null when signed out. A failed check counts as signed out. */
export async function getSession(): Promise<AuthSession | null> {
  try {
    const { data, error } = await authClient.getSession();
    if (error || !data) return null;
    return data;
  } catch {
    return null;
  }
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
