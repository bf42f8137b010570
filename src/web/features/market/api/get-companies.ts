import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@/contract/market';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { apiFetch } from '@/web/lib/api-client';

export type CompanyList = { companies: Company[]; total: number };

export function getCompanies(search: string, limit: number, offset: number): Promise<CompanyList> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  return apiFetch<CompanyList>(`/api/market/companies?${params}`);
}

export function companiesQueryOptions(search: string, limit: number, offset: number) {
  return queryOptions({ queryKey: marketKeys.companies(search, limit, offset), queryFn: () => getCompanies(search, limit, offset) });
}

/** Companies ordered by name; the server searches name, industry, transformation focus and regions. */
export function useCompanies(search: string, limit: number, offset: number) {
  return useQuery({ ...companiesQueryOptions(search, limit, offset), placeholderData: keepPreviousData });
}
