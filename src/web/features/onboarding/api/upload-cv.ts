// The onboarding's CV upload: the same POST /api/cvs as the upload screen (which starts the analysis).
// XMLHttpRequest because fetch cannot report upload progress.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import { onboardingKeys } from '@/web/features/onboarding/api/get-onboarding';
import { ApiError, apiFetch } from '@/web/lib/api-client';

type ErrorBody = { error?: { code?: string; message?: string } } | null;

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: ErrorBody = null;
  try {
    body = JSON.parse(xhr.responseText) as ErrorBody;
  } catch {
    // not JSON: the status says enough
  }
  return new ApiError(xhr.status, body?.error?.code ?? `HTTP_${xhr.status}`, body?.error?.message ?? (xhr.statusText || 'Upload failed'));
}

export function uploadCv(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<CvAccepted> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // same origin: the session cookie goes along and the Origin header passes the CSRF check
    xhr.open('POST', '/api/cvs');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr));
      try {
        resolve(JSON.parse(xhr.responseText) as CvAccepted);
      } catch {
        reject(new ApiError(xhr.status, 'INVALID_RESPONSE', 'The server sent an unexpected answer.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (signal.aborted) return xhr.abort();
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    onProgress(0);
    xhr.send(form);
  });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Upload with live progress (0–100) and a way to cancel; CV lists elsewhere refresh afterwards. */
export function useUploadCv() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      return uploadCv(file, setProgress, controller.current.signal);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['cvs'] }),
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
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
