/**
 * The person's record: the engine's analysis with the person's corrections on top (issue 17, ADR 016).
 * The analysis is never overwritten; corrections are stored apart and applied here, so a new
 * analysis of the same file (Try Again, a newer engine) keeps them.
 *
 * Corrections address what they change by a key derived from the engine's output (an experience
 * entry by title, employer and start; a skill or language by its name), not by position: when a
 * re-analysis still finds the entry, the correction applies to it again. A correction whose target
 * is gone is not applied and is listed in `record.unmatched` — it stays stored, so an entry that
 * comes back later is corrected again, and the person can see (and drop) what no longer applies.
 * What the person added is theirs and always kept.
 */
import type { CvAnalysis, EducationEntry, ExperienceEntry, LanguageEntry, Proficiency, SkillEntry } from './types';
import { findSkill } from '../taxonomy/taxonomy';
import { educationKeys, experienceKeys, nameKey } from './record-keys';

export { educationKeys, experienceKeys, nameKey };

export type ExperienceFields = Omit<ExperienceEntry, 'confidence'>;
export type EducationFields = EducationEntry;

/** Changes to one list of entries: edits and deletions by key, additions with their own id, an order. */
export interface EntryCorrections<T> {
  /** entry key → the fields the person changed */
  edited?: Record<string, Partial<T>>;
  deleted?: string[];
  /** entries the person added; `id` is theirs ("added:…"), used in `order` and for later edits */
  added?: (T & { id: string })[];
  /** keys and ids in the person's order; entries not named keep their place after them */
  order?: string[];
}

export interface SkillCorrections {
  /** folded skill name → new name */
  renamed?: Record<string, string>;
  /** duplicates: folded name → the skill (its name as shown) it is merged into */
  merged?: Record<string, string>;
  removed?: string[];
  /** folded skill name → proficiency */
  proficiency?: Record<string, Proficiency>;
  added?: { name: string; proficiency: Proficiency }[];
}

export interface LanguageCorrections {
  /** folded English name → new name and/or level (CEFR A1…C2, "native") */
  edited?: Record<string, { name?: string; level?: string | null }>;
  removed?: string[];
  added?: { name: string; level: string | null }[];
}

export interface ContactCorrections {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  links?: string[];
}

export interface CvCorrections {
  contact?: ContactCorrections;
  /** undefined: as read; null: removed */
  summary?: string | null;
  experience?: EntryCorrections<ExperienceFields>;
  education?: EntryCorrections<EducationFields>;
  skills?: SkillCorrections;
  languages?: LanguageCorrections;
  /** review paths the person confirmed as read correctly ("contact.phone", "experience.<key>") */
  confirmed?: string[];
}

export type RecordExperience = ExperienceEntry & { key: string; source: 'cv' | 'person'; corrected: boolean };
export type RecordEducation = EducationEntry & { key: string; source: 'cv' | 'person'; corrected: boolean };

export interface CvRecord extends CvAnalysis {
  experience: RecordExperience[];
  education: RecordEducation[];
  /** review paths still marked "Please check": low confidence, neither confirmed nor edited */
  review: string[];
  /** stored corrections whose target this analysis no longer holds (not applied) */
  unmatched: string[];
  /** whether any correction applied */
  corrected: boolean;
}

/** Below this confidence a field is marked "Please check" until the person confirms or edits it. */
export const REVIEW_BELOW = 0.6;

function applyEntries<T extends object, F extends object>(
  entries: readonly T[],
  keys: readonly string[],
  c: EntryCorrections<F> | undefined,
  section: string,
  unmatched: string[],
): (T & { key: string; source: 'cv' | 'person'; corrected: boolean })[] {
  const known = new Set(keys);
  for (const k of [...Object.keys(c?.edited ?? {}), ...(c?.deleted ?? [])]) if (!known.has(k)) unmatched.push(`${section}.${k}`);
  const deleted = new Set(c?.deleted ?? []);
  const list: (T & { key: string; source: 'cv' | 'person'; corrected: boolean })[] = [];
  entries.forEach((entry, i) => {
    const key = keys[i] ?? String(i);
    if (deleted.has(key)) return;
    const edit = c?.edited?.[key];
    list.push({ ...entry, ...(edit ?? {}), key, source: 'cv', corrected: !!edit && Object.keys(edit).length > 0 });
  });
  for (const added of c?.added ?? []) {
    const { id, ...fields } = added;
    if (deleted.has(id)) continue;
    const edit = c?.edited?.[id];
    list.push({ ...(fields as unknown as T), ...(edit ?? {}), key: id, source: 'person', corrected: true });
  }
  const order = c?.order ?? [];
  if (!order.length) return list;
  const rank = new Map(order.map((k, i) => [k, i]));
  // stable: named entries in the person's order first, the others after them in their own order
  return list
    .map((e, i) => ({ e, r: rank.get(e.key) ?? order.length + i }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.e);
}

const PROFICIENCY_RANK: Record<Proficiency, number> = { beginner: 0, intermediate: 1, advanced: 2, expert: 3 };

function categorised(name: string, proficiency: Proficiency): SkillEntry {
  const known = findSkill(name);
  return {
    name,
    category: known?.category ?? 'other',
    proficiency,
    evidence: [],
    ...(known?.escoUri ? { esco_uri: known.escoUri } : {}),
  };
}

function applySkills(skills: readonly SkillEntry[], c: SkillCorrections | undefined, unmatched: string[]): SkillEntry[] {
  if (!c) return skills.map((s) => ({ ...s }));
  const present = new Set(skills.map((s) => nameKey(s.name)));
  const check = (k: string, what: string) => {
    if (!present.has(k)) unmatched.push(`skills.${what}.${k}`);
  };
  Object.keys(c.renamed ?? {}).forEach((k) => check(k, 'renamed'));
  Object.keys(c.merged ?? {}).forEach((k) => check(k, 'merged'));
  (c.removed ?? []).forEach((k) => check(k, 'removed'));
  const removed = new Set(c.removed ?? []);
  const out: SkillEntry[] = [];
  const byKey = new Map<string, SkillEntry>();
  const push = (s: SkillEntry) => {
    const k = nameKey(s.name);
    const existing = byKey.get(k);
    if (existing) {
      // two entries now named alike: one skill, the stronger level, all the evidence
      if (PROFICIENCY_RANK[s.proficiency] > PROFICIENCY_RANK[existing.proficiency]) existing.proficiency = s.proficiency;
      existing.evidence = [...new Set([...existing.evidence, ...s.evidence])];
      return;
    }
    byKey.set(k, s);
    out.push(s);
  };
  for (const skill of skills) {
    const k = nameKey(skill.name);
    if (removed.has(k)) continue;
    const into = c.merged?.[k];
    const renamed = c.renamed?.[k];
    const name = into ?? renamed ?? skill.name;
    const base =
      name === skill.name
        ? { ...skill, evidence: [...skill.evidence] }
        : { ...categorised(name, skill.proficiency), evidence: [...skill.evidence] };
    push(base);
  }
  for (const a of c.added ?? []) push(categorised(a.name, a.proficiency));
  for (const [k, level] of Object.entries(c.proficiency ?? {})) {
    const s = byKey.get(k);
    if (s) s.proficiency = level;
    else unmatched.push(`skills.proficiency.${k}`);
  }
  return out;
}

function applyLanguages(languages: readonly LanguageEntry[], c: LanguageCorrections | undefined, unmatched: string[]): LanguageEntry[] {
  if (!c) return languages.map((l) => ({ ...l }));
  const present = new Set(languages.map((l) => nameKey(l.name)));
  for (const k of [...Object.keys(c.edited ?? {}), ...(c.removed ?? [])]) if (!present.has(k)) unmatched.push(`languages.${k}`);
  const removed = new Set(c.removed ?? []);
  const out: LanguageEntry[] = [];
  for (const l of languages) {
    const k = nameKey(l.name);
    if (removed.has(k)) continue;
    const edit = c.edited?.[k];
    const entry: LanguageEntry = {
      ...l,
      ...(edit?.name !== undefined ? { name: edit.name } : {}),
      ...(edit?.level !== undefined ? { level: edit.level } : {}),
    };
    if (edit?.name !== undefined && nameKey(edit.name) !== k) delete entry.esco_uri;
    out.push(entry);
  }
  for (const a of c.added ?? []) if (!out.some((l) => nameKey(l.name) === nameKey(a.name))) out.push({ name: a.name, level: a.level });
  return out;
}

/** The record shown: the analysis with the corrections applied. Pure; the analysis is not changed. */
export function applyCorrections(analysis: CvAnalysis, corrections: CvCorrections | null | undefined): CvRecord {
  const c = corrections ?? {};
  const unmatched: string[] = [];
  const contact = c.contact ?? {};
  const info = analysis.personalInfo;
  const personalInfo = {
    ...info,
    links: [...info.links],
    ...Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== undefined)),
  };
  const experience = applyEntries<ExperienceEntry, ExperienceFields>(
    analysis.experience,
    experienceKeys(analysis.experience),
    c.experience,
    'experience',
    unmatched,
  );
  const education = applyEntries<EducationEntry, EducationFields>(
    analysis.education,
    educationKeys(analysis.education),
    c.education,
    'education',
    unmatched,
  );
  const skills = applySkills(analysis.skills, c.skills, unmatched);
  const languages = applyLanguages(analysis.languages, c.languages, unmatched);

  const confirmed = new Set(c.confirmed ?? []);
  const review: string[] = [];
  const conf = info.confidence;
  if (conf) {
    for (const field of ['name', 'phone', 'location'] as const) {
      const path = `contact.${field}`;
      if (info[field] !== null && conf[field] < REVIEW_BELOW && contact[field] === undefined && !confirmed.has(path)) review.push(path);
    }
  }
  for (const e of experience) {
    const path = `experience.${e.key}`;
    if (e.source === 'cv' && !e.corrected && e.confidence !== undefined && e.confidence < REVIEW_BELOW && !confirmed.has(path))
      review.push(path);
  }

  const corrected =
    Object.keys(contact).length > 0 ||
    c.summary !== undefined ||
    experience.some((e) => e.corrected) ||
    education.some((e) => e.corrected) ||
    (c.experience?.deleted?.length ?? 0) > 0 ||
    (c.education?.deleted?.length ?? 0) > 0 ||
    !!c.experience?.order?.length ||
    Object.keys(c.skills ?? {}).length > 0 ||
    Object.keys(c.languages ?? {}).length > 0;

  return {
    ...analysis,
    personalInfo,
    summary: c.summary !== undefined ? c.summary : analysis.summary,
    experience,
    education,
    skills,
    languages,
    meta: { ...analysis.meta, warnings: [...analysis.meta.warnings] },
    review,
    unmatched,
    corrected,
  };
}

/**
 * The corrections worth offering for a new CV version: those whose target the new analysis holds,
 * plus everything the person added and the contact and summary they wrote. What no longer applies
 * is left behind.
 */
export function carryOverCorrections(next: CvAnalysis, corrections: CvCorrections): CvCorrections {
  const probe = applyCorrections(next, corrections);
  const gone = new Set(probe.unmatched);
  const keep = (section: string) => (k: string) => !gone.has(`${section}.${k}`);
  const entries = <T>(e: EntryCorrections<T> | undefined, section: string): EntryCorrections<T> | undefined =>
    e && {
      ...(e.edited
        ? { edited: Object.fromEntries(Object.entries(e.edited).filter(([k]) => keep(section)(k) || k.startsWith('added:'))) }
        : {}),
      ...(e.deleted ? { deleted: e.deleted.filter(keep(section)) } : {}),
      ...(e.added ? { added: e.added } : {}),
      ...(e.order ? { order: e.order } : {}),
    };
  const s = corrections.skills;
  const skillsKeep = (what: string) => (k: string) => !gone.has(`skills.${what}.${k}`);
  const l = corrections.languages;
  return {
    ...(corrections.contact ? { contact: corrections.contact } : {}),
    ...(corrections.summary !== undefined ? { summary: corrections.summary } : {}),
    ...(corrections.experience ? { experience: entries(corrections.experience, 'experience') } : {}),
    ...(corrections.education ? { education: entries(corrections.education, 'education') } : {}),
    ...(s
      ? {
          skills: {
            ...(s.renamed ? { renamed: Object.fromEntries(Object.entries(s.renamed).filter(([k]) => skillsKeep('renamed')(k))) } : {}),
            ...(s.merged ? { merged: Object.fromEntries(Object.entries(s.merged).filter(([k]) => skillsKeep('merged')(k))) } : {}),
            ...(s.removed ? { removed: s.removed.filter(skillsKeep('removed')) } : {}),
            ...(s.proficiency
              ? { proficiency: Object.fromEntries(Object.entries(s.proficiency).filter(([k]) => skillsKeep('proficiency')(k))) }
              : {}),
            ...(s.added ? { added: s.added } : {}),
          },
        }
      : {}),
    ...(l
      ? {
          languages: {
            ...(l.edited ? { edited: Object.fromEntries(Object.entries(l.edited).filter(([k]) => !gone.has(`languages.${k}`))) } : {}),
            ...(l.removed ? { removed: l.removed.filter((k) => !gone.has(`languages.${k}`)) } : {}),
            ...(l.added ? { added: l.added } : {}),
          },
        }
      : {}),
    ...(corrections.confirmed ? { confirmed: corrections.confirmed } : {}),
  };
}

/** How many corrections a set holds (each edited field, deletion, addition, confirmation counts one). */
export function countCorrections(c: CvCorrections): number {
  const size = (v: unknown): number => (Array.isArray(v) ? v.length : v && typeof v === 'object' ? Object.keys(v).length : 0);
  const entries = (e: EntryCorrections<object> | undefined): number =>
    e
      ? Object.values(e.edited ?? {}).reduce<number>((n, f) => n + size(f), 0) + size(e.deleted) + size(e.added) + (e.order?.length ? 1 : 0)
      : 0;
  return (
    size(c.contact) +
    (c.summary !== undefined ? 1 : 0) +
    entries(c.experience) +
    entries(c.education) +
    size(c.skills?.renamed) +
    size(c.skills?.merged) +
    size(c.skills?.removed) +
    size(c.skills?.proficiency) +
    size(c.skills?.added) +
    size(c.languages?.edited) +
    size(c.languages?.removed) +
    size(c.languages?.added) +
    size(c.confirmed)
  );
}
