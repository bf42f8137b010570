import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkillGap } from '@/contract/market';
import { marketKeys } from '@/web/features/market/api/market-keys';
import { isNotFound } from '@/web/features/market/lib/errors';
import { apiFetch } from '@/web/lib/api-client';

export function getSkillGap(occupation: string): Promise<SkillGap> {
  return apiFetch<SkillGap>(`/api/market/skill-gap?${new URLSearchParams({ occupation })}`);
}

export function skillGapQueryOptions(occupation: string) {
  return queryOptions({
    queryKey: marketKeys.skillGap(occupation),
    queryFn: () => getSkillGap(occupation),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** The person's skill gap against a target occupation; idle until one is chosen. */
export function useSkillGap(occupation: string | null) {
  return useQuery({ ...skillGapQueryOptions(occupation ?? ''), enabled: occupation !== null && occupation !== '' });
}
