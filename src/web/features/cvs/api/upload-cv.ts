import { cvsKeys } from '@/web/features/cvs/api/get-cvs';
import { useUploadCv as useUpload } from '@/web/lib/upload-cv';

export { isAbort } from '@/web/lib/upload-cv';

/** Upload with live progress (0–100) and a way to cancel; the CV lists refresh afterwards. */
export function useUploadCv() {
  return useUpload(cvsKeys.all);
}
