/**
 * Every query of this page lives under ['market'], the market feature's root key (features do not
 * import each other, so the literal is repeated): a live `market` event and every change made here
 * refresh the administrator's lists and the market pages alike.
 */
export const marketAdminKeys = {
  all: ['market'] as const,
  companies: (search: string, limit: number, offset: number) => ['market', 'admin', 'companies', search, limit, offset] as const,
  trends: (industry: string) => ['market', 'admin', 'trends', industry] as const,
  signals: (limit: number) => ['market', 'admin', 'signals', limit] as const,
  datasets: ['market', 'admin', 'datasets'] as const,
};
