// Uploads go through XMLHttpRequest because fetch cannot report upload progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CvAccepted } from '@/contract/cvs';
import { ApiError } from '@/web/lib/api-client';

export interface UploadOptions {
  /** 0–100 as the bytes leave the browser */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  /** store the file even when the person uploaded the same file before (else 409 DUPLICATE) */
  keepBoth?: boolean;
}

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } } | null;

function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: ErrorBody = null;
  try {
    body = JSON.parse(xhr.responseText) as ErrorBody;
  } catch {
    // not JSON: the status says enough
  }
  return new ApiError(
    xhr.status,
    body?.error?.code ?? `HTTP_${xhr.status}`,
    body?.error?.message ?? (xhr.statusText || 'Upload failed'),
    body?.error?.details,
  );
}

/** `POST /api/cvs` (which starts the analysis) with upload progress. */
export function uploadCv(file: File, { onProgress, signal, keepBoth }: UploadOptions): Promise<CvAccepted> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // same origin: the session cookie goes along, and the browser's Origin header passes the CSRF check
    xhr.open('POST', keepBoth ? '/api/cvs?keepBoth=true' : '/api/cvs');
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
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file.name);
    onProgress(0);
    xhr.send(form);
  });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Upload with live progress (0–100) and a way to cancel; `invalidate` names the queries that refresh afterwards. */
export function useUploadCv(invalidate: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (input: File | { file: File; keepBoth: boolean }) => {
      controller.current = new AbortController();
      const { file, keepBoth } = input instanceof File ? { file: input, keepBoth: false } : input;
      return uploadCv(file, { onProgress: setProgress, signal: controller.current.signal, keepBoth });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invalidate }),
  });
  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}
