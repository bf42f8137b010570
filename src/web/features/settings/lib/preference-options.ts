import type { interfaceLanguages } from '@/contract/profile';

/** Each interface language in its own language. */
export const languageNames: Record<(typeof interfaceLanguages)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

/** Working-culture regions to choose from; 'european' is the default. */
export const culturalContexts = [
  'european',
  'dach',
  'france',
  'benelux',
  'nordic',
  'uk_ireland',
  'southern_europe',
  'central_eastern_europe',
  'north_america',
] as const;

function includes(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

export function isCulturalContext(value: string): value is (typeof culturalContexts)[number] {
  return includes(culturalContexts, value);
}

/** The zone's name in the interface language, e.g. "Central European Time" / "Mitteleuropäische Zeit". */
export function timeZoneName(locale: string, timeZone: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The time of day in that zone, e.g. "14:05" / "2:05 PM". */
export function timeNow(locale: string, timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(at);
}
