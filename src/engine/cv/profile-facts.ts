/**
 * What a person's profile takes from their record when they have not set it themselves (issue 17):
 * name, phone, city, current role and employer, years of experience, skills, languages.
 */
import type { CvAnalysis, CvDate } from './types';

export interface ProfileFacts {
  fullName: string | null;
  phone: string | null;
  /** the city (and country), never the street */
  location: string | null;
  currentRole: string | null;
  company: string | null;
  yearsOfExperience: number | null;
  skills: string[];
  languages: string[];
}

const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/g;
const LEADING_POSTCODE = /^(?:[A-Z]{1,2}-)?\d[\d -]{2,8}\s+/;
// a street named without its number ("Baker Street", "Rue de Rivoli"): a street word in one of the six languages
const STREET_WORD =
  /\b(str\.?|stra(ss|ß)e|street|road|rd\.?|avenue|lane|drive|boulevard|blvd|weg|gasse|allee|platz|damm|ufer|rue|chemin|impasse|calle|avenida|plaza|paseo|carrer|via|viale|piazza|corso|straat|laan|plein|gracht|kade|postfach|p\.?o\.? box)\b/iu;
const STREET_SUFFIX = /\p{L}(stra(ss|ß)e|str\.|weg|gasse|allee|platz|straat|laan|gracht)\b/iu;

/**
 * The city part of an address: "Hauptstrasse 12, 10115 Berlin, Germany" → "Berlin, Germany".
 * Parts that still hold a number after their post code is removed are street lines and go, and so
 * does a part that names a street (shared views show the city, never the street; ADR 022).
 */
export function cityOf(location: string | null | undefined): string | null {
  if (!location) return null;
  const parts = location
    .split(/[,\n;·|]/)
    .map((p) => p.replace(UK_POSTCODE, ' ').trim())
    .map((p) => p.replace(LEADING_POSTCODE, '').trim())
    .filter((p) => p && !/\d/.test(p) && !STREET_WORD.test(p) && !STREET_SUFFIX.test(p));
  return parts.length ? parts.join(', ') : null;
}

function month(date: CvDate | null, side: 'start' | 'end'): number | null {
  const m = date ? /^(\d{4})(?:-(\d{2}))?/.exec(date) : null;
  if (!m) return null;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : side === 'start' ? 0 : 11);
}

/** Whole years covered by the roles (overlaps counted once); null when no role has dates. */
export function yearsOfExperience(analysis: CvAnalysis, referenceDate: string): number | null {
  const now = month(referenceDate, 'end');
  const spans = analysis.experience
    .map((e) => [month(e.startDate, 'start'), e.current ? now : month(e.endDate, 'end')] as const)
    .filter((s): s is readonly [number, number] => s[0] !== null && s[1] !== null && s[1] >= s[0])
    .sort((a, b) => a[0] - b[0]);
  if (!spans.length) return null;
  let months = 0;
  let [start, end] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
    if (s <= end + 1) end = Math.max(end, e);
    else {
      months += end - start + 1;
      [start, end] = [s, e];
    }
  }
  months += end - start + 1;
  return Math.floor(months / 12);
}

export function profileFacts(analysis: CvAnalysis, referenceDate: string): ProfileFacts {
  const current = analysis.experience.find((e) => e.current) ?? analysis.experience[0];
  return {
    fullName: analysis.personalInfo.name,
    phone: analysis.personalInfo.phone,
    location: cityOf(analysis.personalInfo.location),
    currentRole: current?.position ?? null,
    company: current?.company ?? null,
    yearsOfExperience: yearsOfExperience(analysis, referenceDate),
    skills: analysis.skills.map((s) => s.name),
    languages: analysis.languages.map((l) => (l.level ? `${l.name} (${l.level})` : l.name)),
  };
}
