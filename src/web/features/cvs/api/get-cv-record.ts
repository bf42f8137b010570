import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CvRecordResponse } from '@/contract/cv-record';
import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { apiFetch } from '@/web/lib/api-client';

// under the CV's detail key: whatever refreshes the CV (a live event, a save) refreshes its record too
export const cvRecordKey = (id: string) => [...cvsKeys.detail(id), 'record'] as const;

export function getCvRecord(id: string): Promise<CvRecordResponse> {
  return apiFetch<CvRecordResponse>(`/api/cvs/${encodeURIComponent(id)}/record`);
}

export function cvRecordQueryOptions(id: string) {
  return queryOptions({ queryKey: cvRecordKey(id), queryFn: () => getCvRecord(id) });
}

/** The engine's analysis of an analysed CV, the person's corrections, and the two combined. */
export function useCvRecord(id: string, enabled = true) {
  return useQuery({ ...cvRecordQueryOptions(id), enabled });
}
