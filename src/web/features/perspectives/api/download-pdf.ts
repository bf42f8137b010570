import { useMutation, useQueryClient } from '@tanstack/react-query';
import { perspectivesKeys } from '@/web/features/perspectives/api/get-perspectives';
import { perspectivePath } from '@/web/features/perspectives/api/perspective-mutations';
import { ApiError } from '@/web/lib/api-client';
import { fileNameFromDisposition } from '@/web/features/perspectives/lib/perspective-display';

/** Fetches the PDF (so a failure can be told), then hands it to the browser as a download. */
export async function downloadPerspectivePdf(id: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${perspectivePath(id)}/pdf`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText || 'Request failed');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click ran; free the memory a moment later
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An export counts as a use: the list is refreshed after it. */
export function useDownloadPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => downloadPerspectivePdf(id, `${name}.pdf`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: perspectivesKeys.list() }),
  });
}
