/**
 * What the coach knows about the person, computed once per question from the input alone: years and
 * current role (as the profile states them, or as the CV's dates show them), skills, talents, career
 * gaps and an ongoing break, seniority progression, dated skills, the CV quality score and which CV
 * lines state measurable results. Nothing here is estimated beyond what the dates and lines say.
 */
import type { CvAnalysis, Proficiency } from '../cv/types';
import { fold } from '../cv/text';
import { careerGaps, chronologicalTitles, datedSkills, seniorityOf } from '../insights/career';
import { formatMonth, monthIndex } from '../insights/months';
import { scoreCvQuality } from '../insights/quality-score';
import type { QualityScore } from '../insights/quality-score';
import { cvSentences, isQuantified } from '../talents/evidence';
import { detectCountry } from './countries';
import type { CoachDate } from './format';
import type { CareerRole, CoachInput, CoachTalent } from './types';

/** Same thresholds as the CV insights: a gap under six months is not worth explaining. */
export const GAP_MONTHS = 6;
/** No current role and the last one ended at least this many months ago: an ongoing break. */
export const BREAK_MONTHS = 3;
/** Skills last shown in roles that ended this many years ago count as dated. */
export const DATED_YEARS = 5;

const PROFICIENCY_RANK: Record<Proficiency, number> = { expert: 0, advanced: 1, intermediate: 2, beginner: 3 };
const TALENT_STATUS_RANK: Record<string, number> = { mastered: 0, validated: 1, developing: 2, discovered: 3 };

export interface Sourced<T> {
  value: T;
  from: 'profile' | 'cv';
}

export interface RoleFact {
  title: string;
  company: string | null;
  start: string | null;
  end: string | null;
  current: boolean;
}

export interface PersonFacts {
  hasCv: boolean;
  firstName: string | null;
  careerRole: CareerRole | null;
  years: Sourced<number> | null;
  currentRole: Sourced<string> | null;
  /** newest first */
  roles: RoleFact[];
  /** months in the current role, when its start is dated */
  monthsInCurrentRole: number | null;
  /** up to six, strongest first */
  topSkills: string[];
  skills: string[];
  languages: { name: string; level: string | null }[];
  /** validated and mastered first, then by confidence */
  talents: CoachTalent[];
  goals: string[];
  gaps: { from: string; to: string; months: number }[];
  ongoingBreak: { lastWorked: string; months: number; lastRole: RoleFact | null } | null;
  progression: { first: string; last: string; rising: boolean } | null;
  /** seniority level of the current or latest role (see insights/career.ts) */
  seniority: number | null;
  datedSkills: string[];
  quality: QualityScore | null;
  /** verbatim CV sentences that state a measurable result */
  quantified: string[];
  /** verbatim role-description sentences without one */
  unquantified: string[];
  missingContact: ('email' | 'phone' | 'location')[];
  hasSummary: boolean;
  /** ISO code of the country the person lives in, when their location names one */
  homeCountry: string | null;
}

function firstNameOf(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return /\p{L}/u.test(first) ? first : null;
}

function roleFacts(a: CvAnalysis): RoleFact[] {
  return a.experience
    .filter((r) => r.position && r.position.trim() !== '')
    .map((r, i) => ({ r, i }))
    .sort((x, y) => {
      const ex = x.r.current ? Infinity : (monthIndex(x.r.endDate, 'end') ?? monthIndex(x.r.startDate, 'end') ?? -Infinity);
      const ey = y.r.current ? Infinity : (monthIndex(y.r.endDate, 'end') ?? monthIndex(y.r.startDate, 'end') ?? -Infinity);
      return ey - ex || x.i - y.i;
    })
    .map(({ r }) => ({ title: (r.position ?? '').trim(), company: r.company, start: r.startDate, end: r.endDate, current: r.current }));
}

/** Whole years covered by dated roles, overlaps counted once. */
function yearsFromCv(a: CvAnalysis, now: number): number | null {
  const covered = new Set<number>();
  for (const r of a.experience) {
    const start = monthIndex(r.startDate, 'start');
    const end = r.current ? now : monthIndex(r.endDate, 'end');
    if (start === null || end === null || end < start) continue;
    for (let m = start; m <= Math.min(end, now); m++) covered.add(m);
  }
  return covered.size === 0 ? null : Math.floor(covered.size / 12);
}

function topSkills(a: CvAnalysis): string[] {
  return a.skills
    .map((s, i) => ({ s, i }))
    .sort(
      (x, y) =>
        PROFICIENCY_RANK[x.s.proficiency] - PROFICIENCY_RANK[y.s.proficiency] || y.s.evidence.length - x.s.evidence.length || x.i - y.i,
    )
    .map(({ s }) => s.name)
    .filter((name, i, all) => all.findIndex((n) => fold(n) === fold(name)) === i)
    .slice(0, 6);
}

function sortTalents(talents: readonly CoachTalent[]): CoachTalent[] {
  return talents
    .map((t, i) => ({ t, i }))
    .sort(
      (x, y) =>
        (TALENT_STATUS_RANK[x.t.status] ?? 4) - (TALENT_STATUS_RANK[y.t.status] ?? 4) ||
        y.t.confidence_score - x.t.confidence_score ||
        x.i - y.i,
    )
    .map(({ t }) => t);
}

function ongoingBreak(a: CvAnalysis, roles: readonly RoleFact[], now: number): PersonFacts['ongoingBreak'] {
  if (a.experience.some((r) => r.current)) return null;
  const ends = roles
    .map((r) => ({ r, end: monthIndex(r.end, 'end') ?? monthIndex(r.start, 'end') }))
    .filter((x): x is { r: RoleFact; end: number } => x.end !== null);
  if (ends.length === 0) return null;
  const last = ends.reduce((best, x) => (x.end > best.end ? x : best));
  const months = now - last.end;
  return months >= BREAK_MONTHS ? { lastWorked: formatMonth(last.end), months, lastRole: last.r } : null;
}

function progression(a: CvAnalysis): PersonFacts['progression'] {
  const titles = chronologicalTitles(a.experience);
  if (titles.length < 2) return null;
  const first = titles[0];
  const last = titles[titles.length - 1];
  return { first, last, rising: seniorityOf(last) > seniorityOf(first) };
}

// a result with a figure: a share, money, a multiple or a large count ("−18 %", "2,3 milioni di euro", "€ 15 mln", "3x")
const FIGURE_RE =
  /(?<![\d.,  ])\d[\d.,  ]*\s?(?:%|‰|percent|per cent|prozent|pour ?cent|por ?ciento|per ?cento|procent)|[€$£]\s?\d|(?<![\d.,])\d[\d.,]*\s?(?:[€$£]|k€|t€|eur\b|euro|mio|mrd|mln|million\w*|milion\w*|millon\w*|miljoen\w*|milliard\w*|bn\b|k\b)|\b\d+(?:[.,]\d+)?\s?x\b/i;

/** How strongly a line states a result: a share or money first, then other counts. */
function resultStrength(text: string): number {
  return FIGURE_RE.test(text) ? 2 : isQuantified(fold(text)) ? 1 : 0;
}

/**
 * The CV's own results: lines of the roles (not the summary, not a title) that state a measurable
 * result, those with a share or an amount of money first; and the role lines without one.
 */
function resultLines(a: CvAnalysis): { quantified: string[]; unquantified: string[] } {
  const found: { text: string; strength: number; i: number }[] = [];
  const unquantified: string[] = [];
  let i = 0;
  for (const s of cvSentences(a)) {
    if (!s.source.startsWith('role:')) continue; // a summary sentence is a claim, not a result
    const position = a.experience[Number(s.source.slice(5))]?.position;
    if (position && s.text === position.trim()) continue; // a title is not an achievement
    const strength = resultStrength(s.text);
    if (strength > 0 && !found.some((f) => f.text === s.text)) found.push({ text: s.text, strength, i: i++ });
    else if (strength === 0 && !unquantified.includes(s.text)) unquantified.push(s.text);
  }
  const quantified = found.sort((x, y) => y.strength - x.strength || x.i - y.i).map((f) => f.text);
  return { quantified, unquantified };
}

function missingContact(a: CvAnalysis): PersonFacts['missingContact'] {
  const p = a.personalInfo;
  return (['email', 'phone', 'location'] as const).filter((k) => !p[k]);
}

export function personFacts(input: CoachInput, now: CoachDate): PersonFacts {
  const p = input.person;
  const a = p.analysis;
  const nowIndex = monthIndex(now.month, 'end') ?? 0;
  const roles = a ? roleFacts(a) : [];
  const current = roles.find((r) => r.current) ?? null;
  const profileYears =
    typeof p.yearsOfExperience === 'number' && Number.isFinite(p.yearsOfExperience) && p.yearsOfExperience >= 0
      ? Math.floor(p.yearsOfExperience)
      : null;
  const cvYears = a ? yearsFromCv(a, nowIndex) : null;
  const profileRole = p.currentRole?.trim() ? p.currentRole.trim() : null;
  const start = current ? monthIndex(current.start, 'start') : null;
  const lines = a ? resultLines(a) : { quantified: [], unquantified: [] };
  const currentTitle = profileRole ?? current?.title ?? null;
  return {
    hasCv: a !== null,
    firstName: firstNameOf(p.name ?? a?.personalInfo.name),
    careerRole: p.careerRole ?? null,
    years: profileYears !== null ? { value: profileYears, from: 'profile' } : cvYears !== null ? { value: cvYears, from: 'cv' } : null,
    currentRole: profileRole ? { value: profileRole, from: 'profile' } : current ? { value: current.title, from: 'cv' } : null,
    roles,
    monthsInCurrentRole: start !== null ? Math.max(0, nowIndex - start) : null,
    topSkills: a ? topSkills(a) : [],
    skills: a ? a.skills.map((s) => s.name) : [],
    languages: a ? a.languages.map((l) => ({ name: l.name, level: l.level })) : [],
    talents: sortTalents(p.talents),
    goals: (p.goals ?? []).map((g) => g.trim()).filter((g) => g !== ''),
    gaps: a
      ? careerGaps(a.experience, now.month, GAP_MONTHS).map((g) => ({
          from: formatMonth(g.after + 1),
          to: formatMonth(g.before - 1),
          months: g.months,
        }))
      : [],
    ongoingBreak: a ? ongoingBreak(a, roles, nowIndex) : null,
    progression: a ? progression(a) : null,
    seniority: currentTitle ? seniorityOf(currentTitle) : roles[0] ? seniorityOf(roles[0].title) : null,
    datedSkills: a ? datedSkills(a, now.month, DATED_YEARS) : [],
    quality: a ? scoreCvQuality(a, now.month) : null,
    quantified: lines.quantified,
    unquantified: lines.unquantified,
    missingContact: a ? missingContact(a) : [],
    hasSummary: !!a?.summary && a.summary.trim().length > 0,
    homeCountry: detectCountry(p.location) ?? detectCountry(a?.personalInfo.location),
  };
}

/** Talents whose name says they are about the topic (catalogue names are English). */
export function talentsMatching(facts: PersonFacts, re: RegExp): CoachTalent[] {
  return facts.talents.filter((t) => re.test(fold(t.talent_name)));
}

export const LEADERSHIP_TALENT_RE = /lead|manag|people|coach|mentor|change|crisis|stakeholder|facilitat|train/;
