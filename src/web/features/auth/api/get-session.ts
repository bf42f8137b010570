import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import type { AuthSession } from '@/web/lib/auth-client';

export const sessionQueryKey = ['session'] as const;

/**
 * The current session, or null when signed out. A failed check counts as signed out. A plain GET of
 * better-auth's endpoint: every page asks this, and the auth client (13 KB gzipped) is only loaded
 * by the pages that sign in or out.
 */
export async function getSession(): Promise<AuthSession | null> {
  try {
    return (await apiFetch<AuthSession | null>('/api/auth/get-session')) ?? null;
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
