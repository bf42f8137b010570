import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicPortfolioDto } from '@/contract/perspectives';
import { ApiError, apiFetch } from '@/web/lib/api-client';

export function getPublicPortfolio(slug: string): Promise<PublicPortfolioDto> {
  return apiFetch<PublicPortfolioDto>(`/api/public/portfolios/${encodeURIComponent(slug)}`);
}

export function publicPortfolioQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public-portfolio', slug] as const,
    queryFn: () => getPublicPortfolio(slug),
    // 'not available' is an answer, not a hiccup: only other failures are tried again
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    // visibility can change at any time: a shared page always asks again
    staleTime: 0,
  });
}

/** A public portfolio by its address; a 404 means private or unknown (the server does not tell which). */
export function usePublicPortfolio(slug: string) {
  return useQuery({ ...publicPortfolioQueryOptions(slug), enabled: slug !== '' });
}
