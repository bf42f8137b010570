import { COMPARISON_COUNTRIES } from './constants';

/** At most this many extra countries: the server compares the first ten it is given. */
export const MAX_EXTRA_COUNTRIES = 10;

/** `?countries=PL,ES`: valid two-letter codes beyond the spec's five, upper case, once each, at most ten. */
export function parseExtraCountries(raw: string | null): string[] {
  const codes = (raw ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c) && !(COMPARISON_COUNTRIES as readonly string[]).includes(c));
  return [...new Set(codes)].slice(0, MAX_EXTRA_COUNTRIES);
}

/** Essential skills first, then by name. */
export function essentialFirst<S extends { name: string; essential: boolean }>(skills: readonly S[]): S[] {
  return [...skills].sort((a, b) => Number(b.essential) - Number(a.essential) || a.name.localeCompare(b.name));
}
