/**
 * A JSON Resume file (jsonresume.org schema v1, the format json-resume.ts writes) → an import draft.
 * Unknown properties are ignored; the old `company`/`website` names of work entries are read too.
 */
import { SKILL_CATEGORIES } from '../../taxonomy/skill-schema';
import { englishLanguageName, normaliseLevel } from '../languages';
import type { ImportDraft } from './build';
import { ImportFailure, importDate } from './build';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
const CATEGORY_IDS = new Set<string>(SKILL_CATEGORIES);

function location(v: unknown): string | null {
  if (!isObject(v)) return str(v);
  const parts = [str(v.city), str(v.region), str(v.countryCode)].filter(Boolean);
  return parts.length ? parts.join(', ') : str(v.address);
}

function highlights(v: unknown): string[] {
  return Array.isArray(v) ? v.map(str).filter((s): s is string => s !== null).map((s) => `• ${s}`) : [];
}

export function jsonResumeDraft(text: string): ImportDraft {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw new ImportFailure('DAMAGED_FILE', 'The file is not valid JSON, so it cannot be read as a JSON Resume.');
  }
  if (!isObject(data) || !(isObject(data.basics) || Array.isArray(data.work) || Array.isArray(data.education))) {
    throw new ImportFailure('WRONG_FORMAT', 'This JSON file is not a JSON Resume: it has no "basics", "work" or "education".');
  }
  const basics = isObject(data.basics) ? data.basics : {};
  const links = [str(basics.url) ?? str(basics.website), ...list(basics.profiles).map((p) => str(p.url))].filter((s): s is string => s !== null);
  const work = [...list(data.work), ...list(data.volunteer)].map((w) => {
    const end = str(w.endDate);
    return {
      position: str(w.position),
      company: str(w.name) ?? str(w.company) ?? str(w.organization),
      location: str(w.location),
      startDate: importDate(str(w.startDate)),
      endDate: importDate(end),
      current: end === null && str(w.startDate) !== null,
      description: [str(w.summary), ...highlights(w.highlights)].filter(Boolean).join('\n') || null,
    };
  });
  const education = list(data.education).map((e) => ({
    institution: str(e.institution),
    degree: str(e.studyType),
    field: str(e.area),
    startDate: importDate(str(e.startDate)),
    endDate: importDate(str(e.endDate)),
  }));
  for (const c of list(data.certificates)) {
    if (str(c.name)) education.push({ institution: str(c.issuer), degree: str(c.name), field: null, startDate: null, endDate: importDate(str(c.date)) });
  }
  const skills: string[] = [];
  for (const s of list(data.skills)) {
    const name = str(s.name);
    const level = str(s.level);
    if (name) skills.push(level ? `${name} (${level})` : name);
    // Kairos's own export files a skill's category as its keyword: that is no skill
    if (Array.isArray(s.keywords)) for (const k of s.keywords.map(str)) if (k && !CATEGORY_IDS.has(k) && k !== name) skills.push(k);
  }
  const languages = list(data.languages)
    .map((l) => ({ name: str(l.language), fluency: str(l.fluency) }))
    .filter((l): l is { name: string; fluency: string | null } => l.name !== null)
    .map((l) => ({ name: englishLanguageName(l.name) ?? l.name, level: l.fluency ? normaliseLevel(l.fluency) : null }));
  return {
    personalInfo: { name: str(basics.name), email: str(basics.email), phone: str(basics.phone), location: location(basics.location), links },
    summary: str(basics.summary),
    headline: str(basics.label),
    experience: work,
    education,
    skills,
    languages,
  };
}
