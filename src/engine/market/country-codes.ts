/**
 * The countries the market data cover: the EU-27, the EEA/EFTA states and the United Kingdom, by
 * ISO 3166-1 alpha-2 code. Eurostat writes Greece as EL and the United Kingdom as UK; those codes are
 * accepted on input and turned into the ISO ones.
 */

export const EUROPEAN_COUNTRIES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  NL: 'Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  IS: 'Iceland',
  LI: 'Liechtenstein',
  NO: 'Norway',
  CH: 'Switzerland',
  GB: 'United Kingdom',
};

/** Eurostat's own codes for two countries. */
export const EUROSTAT_CODE_ALIASES: Readonly<Record<string, string>> = { EL: 'GR', UK: 'GB' };

export function isEuropeanCountry(code: string): boolean {
  return Object.hasOwn(EUROPEAN_COUNTRIES, code);
}

/**
 * The ISO code for a code or English name as people write it ("de", "UK", "EL", "Germany"), or null
 * when it is not one of the covered countries.
 */
export function toCountryCode(input: string): string | null {
  const t = input.trim();
  const upper = t.toUpperCase();
  const code = EUROSTAT_CODE_ALIASES[upper] ?? upper;
  if (isEuropeanCountry(code)) return code;
  const lower = t.toLowerCase();
  for (const [c, name] of Object.entries(EUROPEAN_COUNTRIES)) if (name.toLowerCase() === lower) return c;
  return null;
}
