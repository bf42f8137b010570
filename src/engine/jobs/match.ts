/**
 * Matching a person's record against a read job ad: a score 0–100 whose every part is explained.
 * Pure; `person.now` is the caller's clock.
 */
import { cityCountry, countryOf } from '../cv/places';
import { fold, stripBullet } from '../cv/text';
import { matchSkillsInText } from '../taxonomy/match-skills-in-text';
import { getSkillById, resolveSkill } from '../taxonomy/taxonomy';
import { LANGUAGE_LEVEL_WORDS } from './cues';
import { educationLevelOf } from './read-ad';
import type { Cefr, JobAd, JobMatch, JobRecord, LanguageCoverage, MatchPart, MatchPartKind, MatchPerson, SkillCoverage } from './types';
import { CEFR_LEVELS, EDUCATION_LEVELS } from './types';

export const PART_WEIGHTS: Readonly<Record<MatchPartKind, number>> = { must: 45, nice: 10, languages: 15, experience: 10, education: 10, location: 10 };

/** A line of the record, with where it stands. */
export interface RecordLine {
  text: string;
  /** index into the record's experience, or null for the summary and the skills list */
  experienceIndex: number | null;
  kind: 'position' | 'bullet' | 'summary' | 'skills-list';
}

export function recordLines(record: JobRecord): RecordLine[] {
  const out: RecordLine[] = [];
  record.experience.forEach((e, i) => {
    if (e.position) out.push({ text: e.position, experienceIndex: i, kind: 'position' });
    for (const raw of (e.description ?? '').split('\n')) {
      const text = stripBullet(raw.trim());
      if (text) out.push({ text, experienceIndex: i, kind: 'bullet' });
    }
  });
  if (record.summary) out.push({ text: record.summary, experienceIndex: null, kind: 'summary' });
  return out;
}

interface Held {
  evidence: string;
  inSkillsList: boolean;
  name: string;
}

/** Every taxonomy skill the record shows, with the line that shows it. */
export function heldSkills(record: JobRecord, lines: readonly RecordLine[] = recordLines(record)): Map<string, Held> {
  const held = new Map<string, Held>();
  for (const s of record.skills) {
    const skill = resolveSkill(s.name);
    if (skill && !held.has(skill.id)) held.set(skill.id, { evidence: s.evidence[0] ?? s.name, inSkillsList: true, name: s.name });
  }
  for (const line of lines) {
    for (const m of matchSkillsInText(line.text)) {
      if (!held.has(m.skill.id)) held.set(m.skill.id, { evidence: line.text, inSkillsList: false, name: m.text });
    }
  }
  return held;
}

function coverSkills(ad: JobAd, held: ReadonlyMap<string, Held>): SkillCoverage[] {
  return ad.skills.map((s) => {
    const own = held.get(s.id);
    const base = { id: s.id, name: s.name, adText: s.text, required: s.required, source: s.source };
    if (own) return { ...base, status: 'covered', evidence: own.evidence, inSkillsList: own.inSkillsList };
    const skill = getSkillById(s.id);
    for (const [id, h] of held) {
      const other = getSkillById(id);
      if (skill?.related.includes(id) || other?.related.includes(s.id)) return { ...base, status: 'related', evidence: h.evidence, inSkillsList: h.inSkillsList, via: other?.name ?? h.name };
    }
    return { ...base, status: 'missing', evidence: null, inSkillsList: false };
  });
}

const LEVEL_WORD = new Map(LANGUAGE_LEVEL_WORDS.map(([w, l]) => [w, l]));

/** A CV's level as a rank 0 (A1) … 5 (C2), 6 for native; null when it cannot be read. */
export function levelRank(level: string | null): number | null {
  if (!level) return null;
  const t = level.trim();
  if (/^native$/i.test(t)) return 6;
  const cefr = /\b([ABC][12])\b/i.exec(t);
  if (cefr) return CEFR_LEVELS.indexOf(cefr[1].toUpperCase() as Cefr);
  const stars = /^(\d)\s*\/\s*(\d)$/.exec(t);
  if (stars) {
    const r = Number(stars[1]) / Number(stars[2]);
    return r >= 0.8 ? 4 : r >= 0.6 ? 3 : r >= 0.4 ? 2 : 1;
  }
  const word = LEVEL_WORD.get(fold(t).replace(/[^\p{L} ]/gu, '').trim());
  return word ? CEFR_LEVELS.indexOf(word) : null;
}

function coverLanguages(ad: JobAd, record: JobRecord): LanguageCoverage[] {
  return ad.languages.map((l) => {
    const own = record.languages.find((x) => x.name.toLowerCase() === l.name.toLowerCase());
    const base = { name: l.name, need: l.level, required: l.required, source: l.source };
    if (!own) return { ...base, have: null, status: 'missing' };
    if (!l.level) return { ...base, have: own.level, status: 'met' };
    const rank = levelRank(own.level);
    if (rank === null) return { ...base, have: own.level, status: 'level-unknown' };
    return { ...base, have: own.level, status: rank >= CEFR_LEVELS.indexOf(l.level) ? 'met' : 'below' };
  });
}

function languageEarned(c: LanguageCoverage, record: JobRecord): number {
  if (c.status === 'met') return 1;
  if (c.status === 'missing') return 0;
  if (c.status === 'level-unknown') return 0.6;
  const rank = levelRank(record.languages.find((x) => x.name.toLowerCase() === c.name.toLowerCase())?.level ?? null) ?? 0;
  const gap = CEFR_LEVELS.indexOf(c.need ?? 'A1') - rank;
  return gap <= 1 ? 0.5 : 0.2;
}

const monthOf = (date: string, end: boolean): number | null => {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(date);
  return m ? Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : end ? 11 : 0) : null;
};

/** Years of experience the record shows: the union of its dated roles, up to `now`. */
export function yearsOfExperience(record: JobRecord, now: string): number {
  const nowMonth = monthOf(now, true) ?? 0;
  const spans: [number, number][] = [];
  for (const e of record.experience) {
    const start = e.startDate ? monthOf(e.startDate, false) : null;
    const end = e.endDate ? monthOf(e.endDate, true) : e.current ? nowMonth : null;
    if (start !== null && end !== null && end >= start) spans.push([start, Math.min(end, nowMonth)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = -Infinity;
  for (const [s, e] of spans) {
    const from = Math.max(s, reach + 1);
    if (e >= from) months += e - from + 1;
    reach = Math.max(reach, e);
  }
  return Math.round((months / 12) * 10) / 10;
}

interface PlaceKey {
  city: string | null;
  country: string | null;
}

function placeOf(text: string | null | undefined, country?: string): PlaceKey | null {
  if (!text) return null;
  const parts = text.split(/[,/()|·]+/u).map((p) => p.replace(/\b\d{4,6}\b/g, '').trim()).filter(Boolean);
  let city: string | null = null;
  let found = country ?? null;
  for (const p of parts) {
    const c = cityCountry(p);
    if (c && !city) {
      city = fold(p);
      found ??= c;
    }
    const k = countryOf(p);
    if (k) found = k;
  }
  return city || found ? { city, country: found } : null;
}

function matchLocation(ad: JobAd, record: JobRecord, person: MatchPerson): { location: JobMatch['location']; earned: number; counted: boolean } {
  const personText = person.location ?? record.personalInfo.location;
  const base = { ad: ad.place?.value ?? null, person: personText ?? null, relocation: person.relocation };
  if (ad.workplace?.value === 'remote') return { location: { ...base, status: 'remote' }, earned: 1, counted: true };
  const adPlace = placeOf(ad.place?.value, ad.place?.country);
  const own = placeOf(personText);
  if (!adPlace || !own) return { location: { ...base, status: 'unknown' }, earned: 0, counted: false };
  if (adPlace.city && own.city && adPlace.city === own.city) return { location: { ...base, status: 'same-city' }, earned: 1, counted: true };
  if (adPlace.country && adPlace.country === own.country) {
    const earned = person.relocation === 'no' ? 0.6 : person.relocation === null ? 0.8 : 1;
    return { location: { ...base, status: 'same-country' }, earned, counted: true };
  }
  if (person.relocation === 'anywhere') return { location: { ...base, status: 'relocation' }, earned: 1, counted: true };
  return { location: { ...base, status: 'too-far' }, earned: person.relocation === null ? 0.3 : 0, counted: true };
}

function matchEducation(ad: JobAd, record: JobRecord): { education: JobMatch['education']; earned: number } {
  if (!ad.education) return { education: null, earned: 0 };
  let best: { level: (typeof EDUCATION_LEVELS)[number]; text: string } | null = null;
  for (const e of record.education) {
    const text = [e.degree, e.field, e.institution].filter(Boolean).join(', ');
    const level = educationLevelOf(text);
    if (level && (!best || EDUCATION_LEVELS.indexOf(level) > EDUCATION_LEVELS.indexOf(best.level))) best = { level, text };
  }
  const need = ad.education.level;
  if (!best) return { education: { need, have: null, status: 'missing', evidence: null, source: ad.education.source }, earned: 0 };
  const gap = EDUCATION_LEVELS.indexOf(need) - EDUCATION_LEVELS.indexOf(best.level);
  return {
    education: { need, have: best.level, status: gap <= 0 ? 'met' : 'below', evidence: best.text, source: ad.education.source },
    earned: gap <= 0 ? 1 : gap === 1 ? 0.5 : 0,
  };
}

const share = (items: readonly SkillCoverage[]): number =>
  items.length === 0 ? 0 : items.reduce((n, s) => n + (s.status === 'covered' ? 1 : s.status === 'related' ? 0.5 : 0), 0) / items.length;

export function matchJobAd(record: JobRecord, ad: JobAd, person: MatchPerson, held: ReadonlyMap<string, Held> = heldSkills(record)): JobMatch {
  const skills = coverSkills(ad, held);
  const must = skills.filter((s) => s.required);
  const nice = skills.filter((s) => !s.required);
  const languages = coverLanguages(ad, record);
  const langWeights = languages.map((l) => (l.required ? 1 : 0.5));
  const langEarned = languages.length === 0 ? 0 : languages.reduce((n, l, i) => n + languageEarned(l, record) * langWeights[i], 0) / langWeights.reduce((a, b) => a + b, 0);
  const have = yearsOfExperience(record, person.now);
  const experience = ad.experienceYears ? { need: ad.experienceYears.min, have, status: have >= ad.experienceYears.min ? ('met' as const) : ('below' as const), source: ad.experienceYears.source } : null;
  const education = matchEducation(ad, record);
  const location = matchLocation(ad, record, person);

  const raw: MatchPart[] = [
    { kind: 'must', weight: PART_WEIGHTS.must, earned: share(must), counted: must.length > 0 },
    { kind: 'nice', weight: PART_WEIGHTS.nice, earned: share(nice), counted: nice.length > 0 },
    { kind: 'languages', weight: PART_WEIGHTS.languages, earned: langEarned, counted: languages.length > 0 },
    { kind: 'experience', weight: PART_WEIGHTS.experience, earned: experience ? Math.min(1, have / experience.need) : 0, counted: experience !== null },
    { kind: 'education', weight: PART_WEIGHTS.education, earned: education.earned, counted: education.education !== null },
    { kind: 'location', weight: PART_WEIGHTS.location, earned: location.earned, counted: location.counted },
  ];
  const parts = raw.map((p) => ({ ...p, earned: Math.round(p.earned * 100) / 100 }));
  const counted = parts.filter((p) => p.counted);
  const total = counted.reduce((n, p) => n + p.weight, 0);
  const score = total === 0 ? 0 : Math.round((counted.reduce((n, p) => n + p.weight * p.earned, 0) / total) * 100);
  return {
    score,
    parts,
    skills,
    languages,
    experience,
    education: education.education,
    location: location.location,
    missingMustHaves: must.filter((s) => s.status === 'missing').map((s) => ({ id: s.id, name: s.name, adText: s.adText })),
  };
}
