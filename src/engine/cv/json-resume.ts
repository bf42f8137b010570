/**
 * A CV analysis as JSON Resume (https://jsonresume.org/schema, v1.0.0): basics, work, education,
 * skills and languages. Pure: fields the analysis does not know are left out, never invented.
 */
import { ESCO_NOTICE, ESCO_VERSION } from '../taxonomy/esco-data';
import type { CvAnalysis, SkillEntry } from './types';

function escoOfSkill(s: SkillEntry): { 'x-esco'?: { uri: string; relation: 'exact' | 'broader' } } {
  if (s.esco_uri) return { 'x-esco': { uri: s.esco_uri, relation: 'exact' } };
  if (s.esco_broader_uri) return { 'x-esco': { uri: s.esco_broader_uri, relation: 'broader' } };
  return {};
}

function usesEsco(analysis: CvAnalysis): boolean {
  return analysis.skills.some((s) => s.esco_uri ?? s.esco_broader_uri) || analysis.languages.some((l) => l.esco_uri);
}

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface JsonResume {
  $schema: string;
  basics: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; city?: string; countryCode?: string };
    profiles: { network?: string; username?: string; url: string }[];
  };
  work: { name?: string; position?: string; location?: string; startDate?: string; endDate?: string; summary?: string }[];
  education: { institution?: string; area?: string; studyType?: string; startDate?: string; endDate?: string }[];
  /** `x-esco`: the ESCO skill (or, for a Kairos extension, its broader ESCO skill); the schema allows extra properties */
  skills: { name: string; level?: string; keywords: string[]; 'x-esco'?: { uri: string; relation: 'exact' | 'broader' } }[];
  languages: { language: string; fluency?: string; 'x-esco'?: { uri: string } }[];
  meta: { canonical: string; version: string; lastModified?: string; 'x-esco'?: { version: string; notice: string } };
}

const NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/i, 'LinkedIn'],
  [/(^|\.)github\.com$/i, 'GitHub'],
  [/(^|\.)gitlab\.com$/i, 'GitLab'],
  [/(^|\.)xing\.com$/i, 'XING'],
  [/(^|\.)behance\.net$/i, 'Behance'],
  [/(^|\.)dribbble\.com$/i, 'Dribbble'],
  [/(^|\.)(twitter|x)\.com$/i, 'X'],
  [/(^|\.)stackoverflow\.com$/i, 'Stack Overflow'],
];

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (the schema's iso8601 pattern); anything else is dropped. */
function isoDate(d: string | null | undefined): string | undefined {
  return d && /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(d) ? d : undefined;
}

function text(s: string | null | undefined): string | undefined {
  const t = s?.trim();
  return t ? t : undefined;
}

function withScheme(link: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
}

function profileOf(link: string): { network?: string; username?: string; url: string } | null {
  let url: URL;
  try {
    url = new URL(withScheme(link));
  } catch {
    return null;
  }
  const network = NETWORKS.find(([re]) => re.test(url.hostname))?.[1];
  if (!network) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // linkedin.com/in/<name>, github.com/<name>
  const username = segments[0] === 'in' || segments[0] === 'u' ? segments[1] : segments[0];
  return { network, ...(username ? { username } : {}), url: url.toString() };
}

/** Drops keys whose value is undefined, so the JSON has no empty fields. */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

export function toJsonResume(analysis: CvAnalysis, opts: { lastModified?: string } = {}): JsonResume {
  const { personalInfo: p } = analysis;
  const profiles: JsonResume['basics']['profiles'] = [];
  let url: string | undefined;
  for (const link of p.links) {
    const profile = profileOf(link);
    if (profile) profiles.push(profile);
    else if (!url && !/^mailto:/i.test(link)) url = withScheme(link);
  }
  const current = analysis.experience.find((e) => e.current) ?? analysis.experience[0];
  const location = text(p.location);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: text(p.name),
      label: text(current?.position),
      email: text(p.email),
      phone: text(p.phone),
      url,
      summary: text(analysis.summary),
      location: location ? { address: location } : undefined,
      profiles,
    }),
    work: analysis.experience.map((e) =>
      compact({
        name: text(e.company),
        position: text(e.position),
        location: text(e.location),
        startDate: isoDate(e.startDate),
        // a current position has no end date in JSON Resume
        endDate: e.current ? undefined : isoDate(e.endDate),
        summary: text(e.description),
      }),
    ),
    education: analysis.education.map((e) =>
      compact({
        institution: text(e.institution),
        area: text(e.field),
        studyType: text(e.degree),
        startDate: isoDate(e.startDate),
        endDate: isoDate(e.endDate),
      }),
    ),
    skills: analysis.skills.map((s) => ({
      name: s.name,
      level: s.proficiency,
      keywords: s.category && s.category !== 'other' ? [s.category] : [],
      ...escoOfSkill(s),
    })),
    languages: analysis.languages.map((l) => ({ ...compact({ language: l.name, fluency: text(l.level) }), ...(l.esco_uri ? { 'x-esco': { uri: l.esco_uri } } : {}) })),
    meta: {
      ...compact({ canonical: JSON_RESUME_SCHEMA_URL, version: 'v1.0.0', lastModified: opts.lastModified }),
      ...(usesEsco(analysis) ? { 'x-esco': { version: ESCO_VERSION, notice: ESCO_NOTICE } } : {}),
    },
  };
}
