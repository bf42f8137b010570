import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvImportKind } from '@/contract/cv-import';
import type { CvAccepted } from '@/contract/cvs';
import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { apiFetch } from '@/web/lib/api-client';

/** `POST /api/cvs/import`: a LinkedIn export, JSON Resume or Europass file becomes a CV entry, analysed like an upload. */
export function importCv(kind: CvImportKind, file: File): Promise<CvAccepted> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return apiFetch<CvAccepted>('/api/cvs/import', { method: 'POST', body });
}

export function useImportCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CvImportKind; file: File }) => importCv(kind, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cvsKeys.all }),
  });
}
