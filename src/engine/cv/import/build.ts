/**
 * What every importer hands over (a draft of the record, as exact as its source) and how it becomes
 * a CV analysis like an upload's: skills resolved against the taxonomy (with proficiency from the
 * years they were used), languages with their ESCO skill, the record's language detected.
 */
import { detectLanguage } from '../detect-language';
import { isLevelWord, withEscoUri } from '../languages';
import { monthFromName } from '../dates';
import type { Line } from '../read/types';
import { extractSkills } from '../skills';
import type { CvAnalysis, CvDate, EducationEntry, ExperienceEntry, LanguageEntry, PersonalInfo } from '../types';
import { ENGINE_VERSION } from '../types';

export const importKinds = ['linkedin', 'json_resume', 'europass'] as const;
export type ImportKind = (typeof importKinds)[number];

export const importErrorCodes = ['DAMAGED_FILE', 'WRONG_FORMAT', 'EMPTY_RECORD'] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

export class ImportFailure extends Error {
  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface ImportDraft {
  personalInfo: Omit<PersonalInfo, 'confidence'>;
  summary: string | null;
  /** the current headline ("Data engineer"), used only when no position carries a title */
  headline?: string | null;
  experience: Omit<ExperienceEntry, 'confidence'>[];
  education: EducationEntry[];
  /** skills as listed, a level in brackets when the source gives one ("Python (advanced)") */
  skills: string[];
  languages: LanguageEntry[];
  warnings?: string[];
}

export interface ImportOptions {
  /** 'YYYY-MM': the month the import runs in (the engine owns no clock) */
  referenceDate?: string;
}

const nonEmpty = (s: string | null | undefined): string | null => {
  const t = s?.replace(/\s+/g, ' ').trim();
  return t ? t : null;
};

/** Multi-line text kept as lines, each trimmed; blank runs collapse. */
export function cleanText(s: string | null | undefined): string | null {
  if (!s) return null;
  const lines = s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim());
  const joined = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return joined ? joined : null;
}

/** Rich text some editors store (Europass: `<p>`, `<li>`) → plain lines. */
export function htmlToText(s: string | null | undefined): string | null {
  if (!s) return null;
  const text = s
    .replace(/<\s*(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .split('<')
    // each piece after a '<' is "tag>text": keep the text (one linear pass, no backtracking)
    .map((piece, i) => (i === 0 ? piece : piece.includes('>') ? piece.slice(piece.indexOf('>') + 1) : `<${piece}`))
    .join('')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
  return cleanText(text);
}

/**
 * A date as exports write it → 'YYYY-MM' or 'YYYY': "Jan 2020", "January 2020", "2020", "2020-01",
 * "2020-01-15", "01/2020", "15 Jan 2020", "janv. 2020". Anything else → null (never guessed).
 */
export function importDate(raw: string | null | undefined): CvDate | null {
  const t = raw?.trim();
  if (!t) return null;
  let m = /^(\d{4})(?:-(\d{1,2})(?:-\d{1,2}(?:T.*)?)?)?$/.exec(t);
  if (m) return m[2] && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${m[1]}-${m[2].padStart(2, '0')}` : m[1];
  m = /^(\d{1,2})[/.](\d{4})$/.exec(t);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return `${m[2]}-${m[1].padStart(2, '0')}`;
  m = /^(?:\d{1,2}\.?\s+)?(\p{L}+\.?)\s+(\d{4})$/u.exec(t);
  if (m) {
    const month = monthFromName(m[1]);
    if (month) return `${m[2]}-${String(month).padStart(2, '0')}`;
  }
  m = /^(\p{L}+\.?)\s+\d{1,2},?\s+(\d{4})$/u.exec(t);
  if (m) {
    const month = monthFromName(m[1]);
    if (month) return `${m[2]}-${String(month).padStart(2, '0')}`;
  }
  return null;
}

const asLine = (text: string): Line => ({ text, page: 1, column: 'main', heading: false });

/** The draft → a CV analysis, as an upload's analysis would be; `format` names the source. */
export function completeAnalysis(draft: ImportDraft, format: ImportKind, options: ImportOptions = {}): CvAnalysis {
  const experience: ExperienceEntry[] = draft.experience
    .map((e) => ({
      position: nonEmpty(e.position),
      company: nonEmpty(e.company),
      location: nonEmpty(e.location),
      startDate: e.startDate,
      endDate: e.current ? null : e.endDate,
      current: e.current,
      description: cleanText(e.description),
      // the person's own record: exact, not read from a layout
      confidence: 1,
    }))
    .filter((e) => e.position ?? e.company);
  const education = draft.education
    .map((e) => ({ institution: nonEmpty(e.institution), degree: nonEmpty(e.degree), field: nonEmpty(e.field), startDate: e.startDate, endDate: e.endDate }))
    .filter((e) => e.institution ?? e.degree);
  const summary = cleanText(draft.summary) ?? (experience.some((e) => e.position) ? null : nonEmpty(draft.headline));
  const personalInfo: PersonalInfo = {
    name: nonEmpty(draft.personalInfo.name),
    email: nonEmpty(draft.personalInfo.email),
    phone: nonEmpty(draft.personalInfo.phone),
    location: nonEmpty(draft.personalInfo.location),
    links: [...new Set(draft.personalInfo.links.map((l) => l.trim()).filter(Boolean))],
    confidence: {
      name: draft.personalInfo.name ? 1 : 0,
      phone: draft.personalInfo.phone ? 1 : 0,
      location: draft.personalInfo.location ? 1 : 0,
    },
  };
  if (!personalInfo.name && experience.length === 0 && education.length === 0 && draft.skills.length === 0) {
    throw new ImportFailure('EMPTY_RECORD', 'The file holds no name, work experience, education or skills to import.');
  }
  const referenceYear = options.referenceDate ? Number(options.referenceDate.slice(0, 4)) + (Number(options.referenceDate.slice(5, 7) || 6) - 1) / 12 : undefined;
  const fallback = [summary ?? '', ...experience.flatMap((e) => (e.description ?? '').split('\n'))].filter(Boolean);
  const skillLines = draft.skills.map((s) => s.trim()).filter(Boolean).map(asLine);
  const skills = extractSkills(skillLines, experience, fallback, referenceYear).filter((s) => !isLevelWord(s.name));
  const seenLanguages = new Set<string>();
  const languages = draft.languages
    .filter((l) => l.name.trim() !== '' && !seenLanguages.has(l.name.toLowerCase()) && seenLanguages.add(l.name.toLowerCase()))
    .map((l) => withEscoUri({ name: l.name.trim(), level: l.level }));
  const allText = [summary, ...experience.flatMap((e) => [e.position, e.description]), ...education.flatMap((e) => [e.degree, e.field])]
    .filter(Boolean)
    .join('\n');
  const warnings = [...(draft.warnings ?? [])];
  if (experience.length === 0) warnings.push('The imported record holds no work experience.');
  if (!personalInfo.email && !personalInfo.phone) warnings.push('No e-mail address or phone number was found.');
  return {
    personalInfo,
    summary,
    experience,
    education,
    skills,
    languages,
    meta: { language: detectLanguage(allText), format, pages: 0, engineVersion: ENGINE_VERSION, durationMs: 0, warnings },
  };
}
