// A visitor's message to a portfolio's owner (POST /api/public/portfolios/:slug/contact): the server
// mails it to the person; nobody's address comes back.
import { useMutation } from '@tanstack/react-query';
import type { PortfolioContact } from '@/contract/visibility';
import { apiFetch } from '@/web/lib/api-client';

export function contactPortfolio(slug: string, message: PortfolioContact): Promise<{ sent: true }> {
  return apiFetch<{ sent: true }>(`/api/public/portfolios/${encodeURIComponent(slug)}/contact`, { method: 'POST', json: message });
}

export function useContactPortfolio(slug: string) {
  return useMutation({ mutationFn: (message: PortfolioContact) => contactPortfolio(slug, message) });
}
