// Saving corrections and carrying them over: the server recomputes talents, quality and insights, so
// every CV and talent query is refreshed (the live `cv` event does the same for other open pages).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvCorrectionsBody, CvRecordResponse } from '@/contract/cv-record';
import { invalidateCvs } from '@/web/features/cvs/api/cv-mutations';
import { cvRecordKey } from '@/web/features/cvs/api/get-cv-record';
import { apiFetch } from '@/web/lib/api-client';

export function saveCvCorrections(id: string, corrections: CvCorrectionsBody): Promise<CvRecordResponse> {
  return apiFetch<CvRecordResponse>(`/api/cvs/${encodeURIComponent(id)}/corrections`, { method: 'PUT', json: corrections });
}

export function carryOverCorrections(id: string, fromCvId: string): Promise<CvRecordResponse> {
  return apiFetch<CvRecordResponse>(`/api/cvs/${encodeURIComponent(id)}/corrections/carry-over`, {
    method: 'POST',
    json: { from_cv_id: fromCvId },
  });
}

export function useSaveCvCorrections(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corrections: CvCorrectionsBody) => saveCvCorrections(id, corrections),
    onSuccess: (record) => queryClient.setQueryData(cvRecordKey(id), record),
    onSettled: () => invalidateCvs(queryClient),
  });
}

export function useCarryOverCorrections(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromCvId: string) => carryOverCorrections(id, fromCvId),
    onSuccess: (record) => queryClient.setQueryData(cvRecordKey(id), record),
    onSettled: () => invalidateCvs(queryClient),
  });
}
