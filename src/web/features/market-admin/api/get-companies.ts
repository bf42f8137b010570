import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@/contract/market';
import { marketAdminKeys } from '@/web/features/market-admin/api/market-admin-keys';
import { apiFetch } from '@/web/lib/api-client';

export type CompanyPage = { companies: Company[]; total: number };

export function getCompanies(search: string, limit: number, offset: number): Promise<CompanyPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  return apiFetch<CompanyPage>(`/api/market/companies?${params}`);
}

export function companiesQueryOptions(search: string, limit: number, offset: number) {
  return queryOptions({ queryKey: marketAdminKeys.companies(search, limit, offset), queryFn: () => getCompanies(search, limit, offset) });
}

/** Companies by name, searched on the server (name, industry, transformation focus, regions). */
export function useAdminCompanies(search: string, limit: number, offset: number) {
  return useQuery({ ...companiesQueryOptions(search, limit, offset), placeholderData: keepPreviousData });
}
