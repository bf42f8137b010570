import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@/contract/market';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { isNotFound } from '@/web/features/market/lib/errors';
import { apiFetch } from '@/web/lib/api-client';

/** One company by id, european_id or name. */
export function getCompany(key: string): Promise<Company> {
  return apiFetch<Company>(`/api/market/companies/${encodeURIComponent(key)}`);
}

export function companyQueryOptions(key: string) {
  return queryOptions({
    queryKey: marketKeys.company(key),
    queryFn: () => getCompany(key),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

export function useCompany(key: string | null) {
  return useQuery({ ...companyQueryOptions(key ?? ''), enabled: key !== null && key !== '' });
}
