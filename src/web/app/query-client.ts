import { QueryClient } from '@tanstack/react-query';

// Spec: query cache stale time 5 minutes with one retry.
export const STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
