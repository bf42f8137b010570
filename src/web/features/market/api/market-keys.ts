/** Every market query lives under ['market']: a live `market` event invalidates them all at once. */
export const marketKeys = {
  all: ['market'] as const,
  overview: (mode: string, countries: readonly string[]) => ['market', 'overview', mode, countries.join(',')] as const,
  companies: (search: string, limit: number, offset: number) => ['market', 'companies', search, limit, offset] as const,
  company: (key: string) => ['market', 'company', key] as const,
  trends: (industry: string) => ['market', 'trends', industry] as const,
  signals: (limit: number) => ['market', 'signals', limit] as const,
  country: (code: string) => ['market', 'country', code] as const,
  occupations: (search: string) => ['market', 'occupations', search] as const,
  skillGap: (occupation: string) => ['market', 'skill-gap', occupation] as const,
};
