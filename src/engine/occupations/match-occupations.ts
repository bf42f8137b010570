/**
 * The occupations a CV most likely shows: job titles of the roles (recent and current roles weigh
 * more) and the overlap of the person's skills with each occupation's skills. Pure, deterministic,
 * and every score comes with the evidence behind it.
 */
import type { CvAnalysis, ExperienceEntry } from '../cv/types';
import { monthIndex } from '../insights/months';
import type { Occupation } from './occupation-schema';
import { allOccupations, essentialSkillIndex, getOccupationById, matchJobTitle } from './occupations';
import { resolvePersonSkills, skillsShownInCv } from './person-skills';
import type { HeldSkill } from './person-skills';

export interface TitleEvidence {
  /** the role's position as written in the CV */
  position: string;
  /** the words of the position that named the occupation */
  matched: string;
  current: boolean;
  /** recency of the role times the quality of the match, 0–1 */
  weight: number;
}

export interface MatchedSkill {
  id: string;
  name: string;
  essential: boolean;
  /** the person's own spelling */
  as: string;
}

export interface OccupationMatch {
  occupationId: string;
  title: string;
  /** ISCO-08 unit group */
  isco: string;
  /** the ESCO occupation (v1.1.1 URI), when ESCO names it */
  escoUri?: string;
  /** 0.6 × titleScore + 0.4 × skillScore, 0–1 */
  score: number;
  /** best title evidence, plus 0.1 for each further role with the same occupation (at most +0.2) */
  titleScore: number;
  /** 0.7 × share of essential skills held + 0.3 × share of optional skills held */
  skillScore: number;
  titleEvidence: TitleEvidence[];
  matchedSkills: MatchedSkill[];
  /** short English sentences that explain the score */
  reasons: string[];
}

export interface MatchOccupationsOptions {
  /** 'YYYY-MM' the CV is read at, for the recency of past roles; without it the CV's latest date is used */
  referenceDate?: string;
  /** at most this many occupations; default 5 */
  limit?: number;
  /** drop occupations scoring below this; default 0.1 */
  minScore?: number;
}

const TITLE_WEIGHT = 0.6;
const SKILL_WEIGHT = 0.4;
const ESSENTIAL_SHARE_WEIGHT = 0.7;
const OPTIONAL_SHARE_WEIGHT = 0.3;
const MIN_RECENCY = 0.4;
const DECAY_PER_YEAR = 0.1;
// CVs list the newest role first, so an undated role's place in the list stands in for its age.
const DECAY_PER_UNDATED_PLACE = 0.15;
const REPEAT_BONUS = 0.1;
const MAX_REPEAT_BONUS = 0.2;
const MAX_REASON_ROLES = 3;
const MAX_REASON_SKILLS = 5;

const round2 = (n: number) => Math.round(n * 100) / 100;

function endMonth(role: ExperienceEntry): number | null {
  return monthIndex(role.endDate, 'end') ?? monthIndex(role.startDate, 'end');
}

/** 1 for a current role, less for older ones, never below MIN_RECENCY. */
function recencyWeights(roles: readonly ExperienceEntry[], referenceDate: string | undefined): number[] {
  const dated = roles.flatMap((r) => [monthIndex(r.startDate, 'start'), endMonth(r)]).filter((m): m is number => m !== null);
  const latest = monthIndex(referenceDate, 'end') ?? (dated.length > 0 ? dated.reduce((max, m) => Math.max(max, m), -Infinity) : null);
  return roles.map((role, place) => {
    if (role.current) return 1;
    const end = endMonth(role);
    const decay = end !== null && latest !== null ? (DECAY_PER_YEAR * Math.max(0, latest - end)) / 12 : DECAY_PER_UNDATED_PLACE * place;
    return round2(Math.max(MIN_RECENCY, 1 - decay));
  });
}

function titleEvidence(analysis: CvAnalysis, referenceDate: string | undefined): Map<string, TitleEvidence[]> {
  const weights = recencyWeights(analysis.experience, referenceDate);
  const byOccupation = new Map<string, TitleEvidence[]>();
  analysis.experience.forEach((role, i) => {
    const position = role.position?.trim();
    if (!position) return;
    for (const match of matchJobTitle(position)) {
      const list = byOccupation.get(match.occupation.id) ?? [];
      list.push({ position, matched: match.text, current: role.current, weight: round2(weights[i] * match.quality) });
      byOccupation.set(match.occupation.id, list);
    }
  });
  return byOccupation;
}

function titleScoreOf(evidence: readonly TitleEvidence[]): number {
  if (evidence.length === 0) return 0;
  const best = evidence.reduce((max, e) => Math.max(max, e.weight), -Infinity);
  const repeats = new Set(evidence.map((e) => e.position)).size - 1;
  return round2(Math.min(1, best + Math.min(MAX_REPEAT_BONUS, REPEAT_BONUS * repeats)));
}

function matchedSkillsOf(occupation: Occupation, held: ReadonlyMap<string, HeldSkill>): MatchedSkill[] {
  const matched: MatchedSkill[] = [];
  for (const [ids, essential] of [
    [occupation.essential, true],
    [occupation.optional, false],
  ] as const) {
    for (const id of ids) {
      const mine = held.get(id);
      if (mine) matched.push({ id, name: mine.skill.name, essential, as: mine.as });
    }
  }
  return matched;
}

function reasonsFor(occupation: Occupation, evidence: readonly TitleEvidence[], skills: readonly MatchedSkill[]): string[] {
  const reasons = [...evidence]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_REASON_ROLES)
    .map((e) => `Job title "${e.position}"${e.current ? ' (current role)' : ''} matches ${occupation.title}.`);
  const essential = skills.filter((s) => s.essential);
  const optional = skills.length - essential.length;
  if (skills.length > 0) {
    const names = skills.slice(0, MAX_REASON_SKILLS).map((s) => s.name);
    const more = skills.length > MAX_REASON_SKILLS ? ', …' : '';
    reasons.push(
      `Holds ${essential.length} of ${occupation.essential.length} essential and ${optional} of ${occupation.optional.length} optional skills (${names.join(', ')}${more}).`,
    );
  }
  return reasons;
}

/**
 * The occupations worth scoring: every curated one, and of ESCO's others those a role's title names
 * or that require a skill the person holds (without either they could not pass the rules below).
 */
function candidates(held: ReadonlyMap<string, HeldSkill>, evidence: ReadonlyMap<string, TitleEvidence[]>): Occupation[] {
  const out = new Set<Occupation>(allOccupations());
  for (const id of evidence.keys()) {
    const o = getOccupationById(id);
    if (o) out.add(o);
  }
  const byEssential = essentialSkillIndex();
  for (const id of held.keys()) for (const o of byEssential.get(id) ?? []) out.add(o);
  return [...out];
}

/** Likely occupations of the person whose CV this is, best first. */
export function matchOccupations(analysis: CvAnalysis, options: MatchOccupationsOptions = {}): OccupationMatch[] {
  const { referenceDate, limit = 5, minScore = 0.1 } = options;
  const held = resolvePersonSkills(skillsShownInCv(analysis));
  const evidence = titleEvidence(analysis, referenceDate);
  const results: OccupationMatch[] = [];
  for (const occupation of candidates(held, evidence)) {
    const titleEvidenceList = evidence.get(occupation.id) ?? [];
    const skills = matchedSkillsOf(occupation, held);
    const essentialHeld = skills.filter((s) => s.essential).length;
    // one shared skill says little: "Excel" alone does not make an accountant
    if (titleEvidenceList.length === 0 && (essentialHeld === 0 || skills.length < 2)) continue;
    const titleScore = titleScoreOf(titleEvidenceList);
    const skillScore = round2(
      ESSENTIAL_SHARE_WEIGHT * (essentialHeld / occupation.essential.length) +
        OPTIONAL_SHARE_WEIGHT * ((skills.length - essentialHeld) / occupation.optional.length),
    );
    const score = round2(TITLE_WEIGHT * titleScore + SKILL_WEIGHT * skillScore);
    if (score < minScore) continue;
    results.push({
      occupationId: occupation.id,
      title: occupation.title,
      isco: occupation.isco,
      ...(occupation.escoUri ? { escoUri: occupation.escoUri } : {}),
      score,
      titleScore,
      skillScore,
      titleEvidence: titleEvidenceList,
      matchedSkills: skills,
      reasons: reasonsFor(occupation, titleEvidenceList, skills),
    });
  }
  results.sort((a, b) => b.score - a.score || b.titleScore - a.titleScore || (a.occupationId < b.occupationId ? -1 : 1));
  return results.slice(0, limit);
}
