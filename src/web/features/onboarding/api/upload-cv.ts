// The onboarding's CV upload: the same POST /api/cvs as the upload screen (which starts the analysis).
import { useQuery } from '@tanstack/react-query';
import type { CvDetail } from '@/contract/cvs';
import { onboardingKeys } from '@/web/features/onboarding/api/get-onboarding';
import { apiFetch } from '@/web/lib/api-client';
import { useUploadCv as useUpload } from '@/web/lib/upload-cv';

export { isAbort } from '@/web/lib/upload-cv';

/** Upload with live progress (0–100) and a way to cancel; CV lists elsewhere refresh afterwards. */
export function useUploadCv() {
  return useUpload(['cvs']);
}

export function getCv(id: string): Promise<CvDetail> {
  return apiFetch<CvDetail>(`/api/cvs/${encodeURIComponent(id)}`);
}

/** The uploaded CV's analysis, asked again every two seconds while it runs. */
export function useCvAnalysis(id: string) {
  return useQuery({
    queryKey: onboardingKeys.cv(id),
    queryFn: () => getCv(id),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 2000 : false),
  });
}
