import { z } from 'zod';
import { termKey } from '../taxonomy/normalise';

/** One data file per sector: `data/<sector>.json`. */
export const OCCUPATION_SECTORS = [
  'software-it',
  'data',
  'business-management',
  'finance-accounting',
  'healthcare',
  'education',
  'engineering',
  'manufacturing-trades',
  'construction',
  'logistics-transport',
  'hospitality-food',
  'creative-marketing',
  'hr-people',
  'legal',
  'public-sector',
  'science',
  'sales-customer-service',
  'agriculture',
  'personal-services',
] as const;
export type OccupationSector = (typeof OCCUPATION_SECTORS)[number];

/** The CV languages besides English, which is the `title` itself. */
export const TITLE_LANGUAGES = ['de', 'fr', 'es', 'it', 'nl'] as const;
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

/** NACE Rev. 2 sections. */
export const NACE_SECTIONS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
] as const;
export type NaceSection = (typeof NACE_SECTIONS)[number];

const text = z.string().trim().min(1, 'must not be empty');
const skillIds = (min: number) => z.array(z.string().min(1)).min(min, `needs at least ${min} skill ids`);

// Sector is checked by hand below so an unknown one gets a message that lists the valid ids.
export const rawOccupationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case (a-z, 0-9 and single hyphens)'),
    sector: z.string(),
    title: text,
    titles: z.object({ de: text, fr: text, es: text, it: text, nl: text }).strict(),
    isco: z.string().regex(/^\d{4}$/, 'isco must be a 4-digit ISCO-08 unit group code'),
    nace: z.enum(NACE_SECTIONS).nullable(),
    essential: skillIds(5),
    optional: skillIds(3),
    aliases: z.array(text).default([]),
    shortageNames: z.array(text).default([]),
  })
  .strict();

export interface Occupation {
  readonly id: string;
  readonly sector: OccupationSector;
  /** English title */
  readonly title: string;
  readonly titles: Readonly<Record<TitleLanguage, string>>;
  /** ISCO-08 unit group, 4 digits */
  readonly isco: string;
  readonly nace: NaceSection | null;
  /** taxonomy skill ids the occupation requires, most central first */
  readonly essential: readonly string[];
  /** taxonomy skill ids that help but are not required */
  readonly optional: readonly string[];
  /** other job titles people write on CVs, in any of the six languages */
  readonly aliases: readonly string[];
  /** exact `occupation` values of the shared shortage_occupations.csv that this occupation belongs to */
  readonly shortageNames: readonly string[];
  /** the ESCO occupation it is (ESCO v1.1.1 URI) */
  readonly escoUri?: string;
  /** 'kairos' for the curated profiles (ESCO occupations or not), 'esco' for occupations only ESCO has */
  readonly origin?: 'kairos' | 'esco';
}

export interface OccupationSource {
  /** where the data came from, used in error messages, e.g. "healthcare.json" */
  readonly source: string;
  readonly data: unknown;
}

export class OccupationValidationError extends Error {
  readonly issues: readonly string[];
  constructor(issues: readonly string[]) {
    super(`Occupation data are invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n- ${issues.join('\n- ')}`);
    this.name = 'OccupationValidationError';
    this.issues = issues;
  }
}

/** Every spelling an occupation is recognised by: English title, the five translations, aliases, id. */
export function occupationTerms(occupation: Occupation): string[] {
  return [occupation.title, ...TITLE_LANGUAGES.map((l) => occupation.titles[l]), ...occupation.aliases, occupation.id];
}

function isSector(value: string): value is OccupationSector {
  return (OCCUPATION_SECTORS as readonly string[]).includes(value);
}

function where(source: string, index: number, id: unknown): string {
  return typeof id === 'string' ? `${source} #${index} (id "${id}")` : `${source} #${index}`;
}

interface Located {
  readonly occupation: Occupation;
  readonly at: string;
}

function parseSources(sources: readonly OccupationSource[], issues: string[]): Located[] {
  const parsed: Located[] = [];
  for (const { source, data } of sources) {
    if (!Array.isArray(data)) {
      issues.push(`${source}: expected an array of occupation objects`);
      continue;
    }
    const fileSector = source.replace(/\.json$/, '');
    data.forEach((item: unknown, index) => {
      const at = where(source, index, (item as { id?: unknown } | null)?.id);
      const result = rawOccupationSchema.safeParse(item);
      if (!result.success) {
        for (const issue of result.error.issues) issues.push(`${at}: ${issue.path.join('.') || 'occupation'}: ${issue.message}`);
        return;
      }
      const { sector, ...raw } = result.data;
      if (!isSector(sector)) {
        issues.push(`${at}: unknown sector "${sector}" (expected one of: ${OCCUPATION_SECTORS.join(', ')})`);
        return;
      }
      if (isSector(fileSector) && fileSector !== sector) {
        issues.push(`${at}: sector "${sector}" does not match its file ${source}; move the occupation to ${sector}.json`);
      }
      parsed.push({ occupation: { ...raw, sector }, at });
    });
  }
  return parsed;
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

function checkOccupation({ occupation: o, at }: Located, isKnownSkill: (id: string) => boolean, issues: string[]): void {
  for (const field of ['essential', 'optional'] as const) {
    for (const id of o[field]) if (!isKnownSkill(id)) issues.push(`${at}: ${field} lists "${id}", which is not a skill id of the taxonomy`);
    for (const id of duplicates(o[field])) issues.push(`${at}: ${field} lists "${id}" twice`);
  }
  for (const id of o.essential) if (o.optional.includes(id)) issues.push(`${at}: "${id}" is both essential and optional`);
  for (const name of duplicates(o.shortageNames)) issues.push(`${at}: shortageNames lists "${name}" twice`);
}

// A spelling shared by two occupations would make recognition depend on load order.
function checkTerms(parsed: readonly Located[], issues: string[]): void {
  const owners = new Map<string, { id: string; term: string; at: string }>();
  for (const { occupation, at } of parsed) {
    for (const term of occupationTerms(occupation)) {
      const key = termKey(term);
      if (key === '') {
        issues.push(`${at}: "${term}" has no letters or digits to match on`);
        continue;
      }
      const other = owners.get(key);
      if (!other) owners.set(key, { id: occupation.id, term, at });
      else if (other.id !== occupation.id) {
        issues.push(
          `${at}: "${term}" is ambiguous: it normalises to "${key}" like "${other.term}" of ${other.at}; keep it on one occupation`,
        );
      }
    }
  }
}

/**
 * Validates raw occupation data against the schema and the skills taxonomy and returns the
 * occupations, or throws an OccupationValidationError listing every problem.
 */
export function validateOccupations(sources: readonly OccupationSource[], isKnownSkill: (id: string) => boolean): Occupation[] {
  const issues: string[] = [];
  const parsed = parseSources(sources, issues);
  const firstAt = new Map<string, string>();
  for (const located of parsed) {
    const first = firstAt.get(located.occupation.id);
    if (first) issues.push(`${located.at}: duplicate id "${located.occupation.id}" (already used at ${first})`);
    else firstAt.set(located.occupation.id, located.at);
    checkOccupation(located, isKnownSkill, issues);
  }
  checkTerms(parsed, issues);
  if (issues.length > 0) throw new OccupationValidationError(issues);
  return parsed.map((p) => p.occupation);
}
