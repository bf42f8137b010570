/**
 * The editor's working copy of a CV record, and the corrections it amounts to (issue 17, ADR 016).
 *
 * The server replaces a CV's corrections whole, so the editor always sends the complete set, computed
 * against the engine's analysis rather than against the record shown: a field put back to what the
 * engine read is no correction any more. Stored corrections whose target this analysis no longer
 * holds (`record.unmatched`) are sent back untouched — they are the person's, kept for a later
 * analysis that finds their target again.
 */
import type { CvCorrectionsBody, CvRecordResponse } from '@/contract/cv-record';
import type { ParsedData } from '@/contract/cvs';
import { educationKeys, experienceKeys, nameKey } from '@/engine/cv/record-keys';

export type Proficiency = ParsedData['skills'][number]['proficiency'];

/** Form values are strings: '' stands for "none" (null on the wire). */
export interface DraftExperience {
  key: string;
  source: 'cv' | 'person';
  position: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}

export interface DraftEducation {
  key: string;
  source: 'cv' | 'person';
  institution: string;
  degree: string;
  field: string;
  startDate: string;
  endDate: string;
}

export interface DraftSkill {
  id: string;
  /** the analysis' skills (folded names) this one stands for: several after a merge, none when added */
  origins: string[];
  name: string;
  proficiency: Proficiency;
  /** the level the record showed when the editor opened */
  shownProficiency: Proficiency | null;
}

export interface DraftLanguage {
  id: string;
  /** the analysis' language (folded name) this one is, or null when the person added it */
  origin: string | null;
  name: string;
  level: string;
}

export interface EditorDraft {
  contact: { name: string; email: string; phone: string; location: string };
  summary: string;
  experience: DraftExperience[];
  education: DraftEducation[];
  skills: DraftSkill[];
  languages: DraftLanguage[];
  /** review paths confirmed as read correctly */
  confirmed: string[];
}

type Corrections = CvCorrectionsBody;
type Analysis = CvRecordResponse['analysis'];

const text = (v: string | null | undefined): string => v ?? '';
const nullable = (v: string): string | null => (v.trim() === '' ? null : v.trim());

let counter = 0;
/** An id for something the person adds (the server accepts `added:` + up to 64 of [A-Za-z0-9_-]). */
export function newId(prefix = 'added'): string {
  counter += 1;
  return `${prefix}:${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The folded names of the analysis' skills, each with the name the stored corrections give it (or null if removed). */
function skillTargets(analysis: Analysis, c: Corrections): Map<string, string | null> {
  const removed = new Set(c.skills?.removed ?? []);
  const targets = new Map<string, string | null>();
  for (const skill of analysis.skills) {
    const k = nameKey(skill.name);
    if (targets.has(k)) continue;
    targets.set(k, removed.has(k) ? null : (c.skills?.merged?.[k] ?? c.skills?.renamed?.[k] ?? skill.name));
  }
  return targets;
}

/** The working copy the editor starts from: the record as shown. */
export function draftFromRecord(response: CvRecordResponse): EditorDraft {
  const { record, analysis, corrections } = response;
  const targets = skillTargets(analysis, corrections);
  const info = record.personalInfo;
  return {
    contact: { name: text(info.name), email: text(info.email), phone: text(info.phone), location: text(info.location) },
    summary: text(record.summary),
    experience: record.experience.map((e) => ({
      key: e.key,
      source: e.source,
      position: text(e.position),
      company: text(e.company),
      location: text(e.location),
      startDate: text(e.startDate),
      endDate: text(e.endDate),
      current: e.current,
      description: text(e.description),
    })),
    education: record.education.map((e) => ({
      key: e.key,
      source: e.source,
      institution: text(e.institution),
      degree: text(e.degree),
      field: text(e.field),
      startDate: text(e.startDate),
      endDate: text(e.endDate),
    })),
    skills: record.skills.map((s) => {
      const k = nameKey(s.name);
      const origins = [...targets].filter(([, target]) => target !== null && nameKey(target) === k).map(([origin]) => origin);
      return { id: newId('skill'), origins, name: s.name, proficiency: s.proficiency, shownProficiency: s.proficiency };
    }),
    languages: record.languages.map((l) => {
      const k = nameKey(l.name);
      const edited = Object.entries(corrections.languages?.edited ?? {}).find(([, e]) => e.name !== undefined && nameKey(e.name) === k);
      const original = analysis.languages.find((a) => nameKey(a.name) === k);
      const origin = edited ? edited[0] : original ? k : null;
      return { id: newId('language'), origin, name: l.name, level: text(l.level) };
    }),
    confirmed: [...(corrections.confirmed ?? [])],
  };
}

/** Corrections of one list: edits against the analysis' entry, deletions, additions, the order. */
function entryCorrections<A extends object, D extends { key: string; source: 'cv' | 'person' }, F extends Record<string, unknown>>(
  analysisEntries: readonly A[],
  keys: readonly string[],
  drafts: readonly D[],
  toFields: (draft: D) => F,
  fromAnalysis: (entry: A) => F,
  stored: { edited?: Record<string, unknown>; deleted?: string[] } | undefined,
): { edited?: Record<string, Partial<F>>; deleted?: string[]; added?: (F & { id: string })[]; order?: string[] } | undefined {
  const known = new Map(keys.map((k, i) => [k, analysisEntries[i] as A]));
  const inDraft = new Set(drafts.map((d) => d.key));
  const edited: Record<string, Partial<F>> = {};
  const added: (F & { id: string })[] = [];
  for (const draft of drafts) {
    const fields = toFields(draft);
    const original = draft.source === 'cv' ? known.get(draft.key) : undefined;
    if (!original) {
      added.push({ ...fields, id: draft.key });
      continue;
    }
    const before = fromAnalysis(original);
    const changed = Object.fromEntries(Object.entries(fields).filter(([field, value]) => before[field] !== value)) as Partial<F>;
    if (Object.keys(changed).length > 0) edited[draft.key] = changed;
  }
  // what the analysis no longer holds stays stored (it is listed as unmatched, not applied)
  for (const [k, v] of Object.entries(stored?.edited ?? {})) if (!known.has(k) && !k.startsWith('added:')) edited[k] = v as Partial<F>;
  const deleted = [
    ...keys.filter((k) => !inDraft.has(k)),
    ...(stored?.deleted ?? []).filter((k) => !known.has(k) && !k.startsWith('added:')),
  ];
  // the order the record would have without one: the analysis' entries, then the added ones
  const natural = [...keys.filter((k) => inDraft.has(k)), ...added.map((a) => a.id)];
  const order = drafts.map((d) => d.key);
  const reordered = order.some((k, i) => natural[i] !== k);
  const result = {
    ...(Object.keys(edited).length ? { edited } : {}),
    ...(deleted.length ? { deleted } : {}),
    ...(added.length ? { added } : {}),
    ...(reordered ? { order } : {}),
  };
  return Object.keys(result).length ? result : undefined;
}

function experienceFields(d: DraftExperience) {
  return {
    position: nullable(d.position),
    company: nullable(d.company),
    location: nullable(d.location),
    startDate: nullable(d.startDate),
    endDate: d.current ? null : nullable(d.endDate),
    current: d.current,
    description: nullable(d.description),
  };
}

function educationFields(d: DraftEducation) {
  return {
    institution: nullable(d.institution),
    degree: nullable(d.degree),
    field: nullable(d.field),
    startDate: nullable(d.startDate),
    endDate: nullable(d.endDate),
  };
}

function skillCorrections(analysis: Analysis, draft: EditorDraft, stored: Corrections['skills']): Corrections['skills'] {
  const present = new Set(analysis.skills.map((s) => nameKey(s.name)));
  const nameOf = new Map(analysis.skills.map((s) => [nameKey(s.name), s.name]));
  const renamed: Record<string, string> = {};
  const merged: Record<string, string> = {};
  const removed: string[] = [];
  const proficiency: Record<string, Proficiency> = {};
  const added: { name: string; proficiency: Proficiency }[] = [];
  const kept = new Set(draft.skills.flatMap((s) => s.origins));
  for (const k of present) if (!kept.has(k)) removed.push(k);
  for (const skill of draft.skills) {
    const name = skill.name.trim();
    if (skill.origins.length === 0) {
      added.push({ name, proficiency: skill.proficiency });
      continue;
    }
    for (const origin of skill.origins) {
      if (nameOf.get(origin) === name) continue;
      if (skill.origins.length > 1) merged[origin] = name;
      else renamed[origin] = name;
    }
    const storedLevel = stored?.proficiency?.[nameKey(name)];
    if (skill.proficiency !== skill.shownProficiency || storedLevel !== undefined) proficiency[nameKey(name)] = skill.proficiency;
  }
  // corrections of skills this analysis does not hold stay stored
  for (const [k, v] of Object.entries(stored?.renamed ?? {})) if (!present.has(k)) renamed[k] = v;
  for (const [k, v] of Object.entries(stored?.merged ?? {})) if (!present.has(k)) merged[k] = v;
  for (const k of stored?.removed ?? []) if (!present.has(k) && !removed.includes(k)) removed.push(k);
  const result = {
    ...(Object.keys(renamed).length ? { renamed } : {}),
    ...(Object.keys(merged).length ? { merged } : {}),
    ...(removed.length ? { removed } : {}),
    ...(Object.keys(proficiency).length ? { proficiency } : {}),
    ...(added.length ? { added } : {}),
  };
  return Object.keys(result).length ? result : undefined;
}

function languageCorrections(analysis: Analysis, draft: EditorDraft, stored: Corrections['languages']): Corrections['languages'] {
  const originals = new Map(analysis.languages.map((l) => [nameKey(l.name), l]));
  const edited: Record<string, { name?: string; level?: string | null }> = {};
  const added: { name: string; level: string | null }[] = [];
  const kept = new Set<string>();
  for (const language of draft.languages) {
    const name = language.name.trim();
    const level = nullable(language.level);
    const original = language.origin ? originals.get(language.origin) : undefined;
    if (!language.origin || !original) {
      added.push({ name, level });
      continue;
    }
    kept.add(language.origin);
    const edit = {
      ...(original.name !== name ? { name } : {}),
      ...((original.level ?? null) !== level ? { level } : {}),
    };
    if (Object.keys(edit).length) edited[language.origin] = edit;
  }
  const removed = [...originals.keys()].filter((k) => !kept.has(k));
  for (const [k, v] of Object.entries(stored?.edited ?? {})) if (!originals.has(k)) edited[k] = v;
  for (const k of stored?.removed ?? []) if (!originals.has(k)) removed.push(k);
  const result = {
    ...(Object.keys(edited).length ? { edited } : {}),
    ...(removed.length ? { removed } : {}),
    ...(added.length ? { added } : {}),
  };
  return Object.keys(result).length ? result : undefined;
}

/** The complete corrections the working copy amounts to, ready for `PUT /api/cvs/{id}/corrections`. */
export function correctionsFromDraft(response: CvRecordResponse, draft: EditorDraft): Corrections {
  const { analysis, corrections: stored } = response;
  const info = analysis.personalInfo;
  const contact: NonNullable<Corrections['contact']> = {};
  for (const field of ['name', 'email', 'phone', 'location'] as const) {
    const value = nullable(draft.contact[field]);
    if (value !== (info[field] ?? null)) contact[field] = value;
  }
  if (stored.contact?.links) contact.links = stored.contact.links;
  const summary = nullable(draft.summary);
  const experience = entryCorrections(
    analysis.experience,
    experienceKeys(analysis.experience),
    draft.experience,
    experienceFields,
    (e) => ({
      position: e.position,
      company: e.company,
      location: e.location,
      startDate: e.startDate,
      endDate: e.endDate,
      current: e.current,
      description: e.description,
    }),
    stored.experience,
  );
  const education = entryCorrections(
    analysis.education,
    educationKeys(analysis.education),
    draft.education,
    educationFields,
    (e) => ({ institution: e.institution, degree: e.degree, field: e.field, startDate: e.startDate, endDate: e.endDate }),
    stored.education,
  );
  const skills = skillCorrections(analysis, draft, stored.skills);
  const languages = languageCorrections(analysis, draft, stored.languages);
  const confirmed = [...new Set(draft.confirmed)];
  return {
    ...(Object.keys(contact).length ? { contact } : {}),
    ...(summary !== (analysis.summary ?? null) ? { summary } : {}),
    ...(experience ? { experience } : {}),
    ...(education ? { education } : {}),
    ...(skills ? { skills } : {}),
    ...(languages ? { languages } : {}),
    ...(confirmed.length ? { confirmed } : {}),
  };
}

/** Skills named alike (case, accents, punctuation aside): candidates for "Merge duplicates". */
export function duplicateOf(skills: readonly DraftSkill[], skill: DraftSkill): DraftSkill | undefined {
  const k = nameKey(skill.name);
  return skills.find((s) => s.id !== skill.id && nameKey(s.name) === k);
}

/** Moves `from`'s analysis skills into `into` (one skill, the stronger level); `from` goes. */
export function mergeSkills(skills: readonly DraftSkill[], fromId: string, intoId: string): DraftSkill[] {
  const from = skills.find((s) => s.id === fromId);
  if (!from || fromId === intoId) return [...skills];
  const rank: Record<Proficiency, number> = { beginner: 0, intermediate: 1, advanced: 2, expert: 3 };
  return skills
    .filter((s) => s.id !== fromId)
    .map((s) =>
      s.id === intoId
        ? {
            ...s,
            origins: [...new Set([...s.origins, ...from.origins])],
            proficiency: rank[from.proficiency] > rank[s.proficiency] ? from.proficiency : s.proficiency,
          }
        : s,
    );
}

/** Moves one entry up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to] as T, copy[index] as T];
  return copy;
}
