/** URL-safe slugs for public portfolios (`/p/{slug}`). */
import { fold, trimTrailing } from '../cv/text';

export const SLUG_MAX_LENGTH = 40;
// a name with nothing left after folding ("李小龍", "!!!") still gets an address
const FALLBACK_SLUG = 'portfolio';
// far more than any real collision chain; a `taken` that never says no must not loop forever
const MAX_SUFFIX = 10_000;

function base(name: string): string {
  // lower-case first: fold knows "æ" and "ø" but not their capitals
  const slug = trimTrailing(fold(name.toLowerCase()).replace(/[^a-z0-9]+/g, '-').replace(/^-+/, ''), /-/);
  return slug === '' ? FALLBACK_SLUG : slug;
}

function cut(slug: string, length: number): string {
  return trimTrailing(slug.slice(0, length), /-/);
}

/**
 * Lower-case ASCII letters, digits and single hyphens, diacritics folded ("Zoë Müller-Łęcka" →
 * "zoe-muller-lecka"), at most 40 characters; when `taken` says the slug is in use, "-2", "-3", …
 * is appended (cutting the name so the whole stays within 40).
 */
export function slugFor(name: string, taken: (slug: string) => boolean): string {
  const root = cut(base(name), SLUG_MAX_LENGTH) || FALLBACK_SLUG;
  if (!taken(root)) return root;
  for (let n = 2; n <= MAX_SUFFIX; n++) {
    const suffix = `-${n}`;
    const candidate = `${cut(root, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
  throw new RangeError(`no free slug for "${name}" after ${MAX_SUFFIX} attempts`);
}
