/**
 * The keys corrections address entries by (ADR 016), apart from `record.ts` so the web editor can
 * compute them without loading the skill taxonomy that `applyCorrections` needs.
 */
import type { EducationEntry, ExperienceEntry } from './types';
import { fold } from './text';

function keyPart(v: string | null | undefined): string {
  return fold(v ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function withKeys<T>(entries: readonly T[], base: (e: T) => string): { entry: T; key: string }[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const k = base(entry);
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return { entry, key: n ? `${k}#${n + 1}` : k };
  });
}

/** The key of each experience entry of an analysis: title, employer and start, then an occurrence number. */
export function experienceKeys(entries: readonly ExperienceEntry[]): string[] {
  return withKeys(entries, (e) => `${keyPart(e.position)}|${keyPart(e.company)}|${e.startDate ?? ''}`).map((k) => k.key);
}

export function educationKeys(entries: readonly EducationEntry[]): string[] {
  return withKeys(entries, (e) => `${keyPart(e.institution)}|${keyPart(e.degree)}|${e.startDate ?? ''}`).map((k) => k.key);
}

/** The key a skill or language is corrected under. */
export function nameKey(name: string): string {
  return keyPart(name);
}
