/** Pieces several composers use: the person's headline facts, talents, trends and occupations, each with its grounding. */
import type { CrossBorderItem } from '../../market/cross-border';
import type { Occupation } from '../../occupations/occupation-schema';
import type { CoachContext, Draft } from '../draft';
import { shortSource } from '../format';
import type { TrendMatch } from '../market-facts';
import { shortageOccupations } from '../market-facts';
import type { TalentStatus } from '../messages/types';
import type { CoachSkillTrend, CoachTalent } from '../types';

const STATUSES: readonly string[] = ['discovered', 'validated', 'developing', 'mastered'];

/** Years of experience and the current role, grounded with where each came from. */
export function groundExperience(c: CoachContext, d: Draft): void {
  const { facts, m, f } = c;
  if (facts.years)
    d.ground(facts.years.from === 'profile' ? m.grounding.yearsProfile(facts.years.value) : m.grounding.yearsCv(facts.years.value));
  if (facts.currentRole?.from === 'profile') d.ground(m.grounding.roleProfile(facts.currentRole.value));
  else if (facts.currentRole) {
    const role = facts.roles.find((r) => r.current);
    d.ground(m.grounding.roleCv(facts.currentRole.value, role?.start ? f.month(role.start) : null));
  }
}

export function groundCareerRole(c: CoachContext, d: Draft): void {
  if (c.facts.careerRole) d.ground(c.m.grounding.careerRole(c.m.careerRoles[c.facts.careerRole]));
}

export function groundSkills(c: CoachContext, d: Draft, skills: readonly string[] = c.facts.topSkills): void {
  if (skills.length > 0) d.ground(c.m.grounding.skills(c.f.list(skills)));
}

export function groundGoals(c: CoachContext, d: Draft): void {
  for (const goal of c.facts.goals.slice(0, 2)) d.ground(c.m.grounding.goal(goal));
}

function statusLabel(c: CoachContext, status: string): string {
  return STATUSES.includes(status) ? c.m.talentStatus[status as TalentStatus] : status;
}

export function groundTalent(c: CoachContext, d: Draft, t: CoachTalent): void {
  d.ground(c.m.grounding.talent(t.talent_name, Math.round(t.confidence_score), statusLabel(c, t.status)));
}

/** A talent as an insight (with its strongest evidence line) and a grounding fact. */
export function talentInsight(c: CoachContext, d: Draft, t: CoachTalent): void {
  const evidence = t.supporting_evidence[0];
  d.insight('strength', c.m.common.talentInsight(t.talent_name, evidence ? c.q(evidence) : null));
  groundTalent(c, d, t);
}

export function scopeLabel(c: CoachContext, scope: string): string {
  if (scope === 'global') return c.m.scope.global;
  if (scope === 'EU') return c.m.scope.eu;
  return c.country(scope).name;
}

export function trendInsight(c: CoachContext, d: Draft, t: CoachSkillTrend, growing: boolean, skill = t.skill): void {
  const scope = scopeLabel(c, t.scope);
  const source = shortSource(t.source);
  d.insight(growing ? 'market' : 'warning', c.m.common.trendInsight(skill, growing, scope, source, t.period));
  d.ground(c.m.grounding.trend(t.skill, growing, scope, source, t.period));
}

/** Growing skills the person shows, as market insights. */
export function heldTrendInsights(c: CoachContext, d: Draft, matches: readonly TrendMatch[], growing: boolean, max = 1): void {
  for (const m of matches.slice(0, max)) trendInsight(c, d, m.trend, growing, m.skill);
}

/** A growing skill the person lacks, as a recommendation. */
export function recommendGrowingSkill(c: CoachContext, d: Draft, priority: 'medium' | 'low' = 'low'): void {
  const t = c.market.growingMissing[0];
  if (!t) return;
  const scope = scopeLabel(c, t.scope);
  d.rec(priority, c.m.common.recGrowingSkill(t.skill, scope));
  d.ground(c.m.grounding.trend(t.skill, true, scope, shortSource(t.source), t.period));
}

/** The person's closest occupations as "Title (72%)", grounded; null when there are none. */
export function occupationList(c: CoachContext, d: Draft, max = 3, skip: readonly string[] = []): string | null {
  const list = c.market.occupations.filter((o) => !skip.some((s) => s.toLowerCase() === o.title.toLowerCase())).slice(0, max);
  if (list.length === 0) return null;
  for (const o of list) d.ground(c.m.grounding.occupation(o.title, c.f.share(o.score)));
  return c.f.list(list.map((o) => `${o.title} (${c.f.share(o.score)})`));
}

/** The skill gap's essential missing skills, grounded; null without a skill gap. */
export function skillGapFacts(c: CoachContext, d: Draft): { occupation: string; share: string; essential: string[] } | null {
  const gap = c.market.skillGap;
  if (!gap) return null;
  const share = c.f.share(gap.skillGapScore);
  d.ground(c.m.grounding.skillGap(gap.occupation, share));
  const essential = gap.missingSkills.filter((s) => s.essential).map((s) => s.name);
  return { occupation: gap.occupation, share, essential };
}

/** The country the question is about, else the person's own country. */
export function questionOrHomeCountry(c: CoachContext): string | null {
  return c.question.destinations[0] ?? c.question.countries[0] ?? c.facts.homeCountry ?? c.market.homeCountry;
}

/** National shortage matches of a comparison item, grounded. */
export function shortageFacts(c: CoachContext, d: Draft, item: CrossBorderItem): ReturnType<typeof shortageOccupations> {
  const matches = shortageOccupations(item);
  for (const s of matches.slice(0, 3))
    d.ground(c.m.grounding.shortage(s.record.occupation, item.country, s.record.publisher, s.record.period));
  return matches;
}

/** A CV language level for display: "native" in the person's language, anything else as written. */
export function levelLabel(c: CoachContext, level: string | null): string | null {
  return level && /^native$/i.test(level.trim()) ? c.m.nativeLevel : level;
}

/** The person's languages, each in their language's name with its level. */
export function languageList(c: CoachContext): string {
  return c.f.list(c.facts.languages.map((l) => [c.f.languageName(l.name), levelLabel(c, l.level)].filter(Boolean).join(' ')));
}

/** An occupation's title in the answer's language, as the occupation data give it (English otherwise). */
export function roleTitle(c: CoachContext, occupation: Occupation): string {
  return c.language === 'en' ? occupation.title : (occupation.titles[c.language] ?? occupation.title);
}

/** When a follow-up took its role, country or time frame from the previous turn, say so first. */
export function followUpNote(c: CoachContext, d: Draft): void {
  const { m, inherited } = c;
  const items: string[] = [];
  if (inherited.role && c.role) items.push(m.followUp.role(roleTitle(c, c.role)));
  const code = c.question.destinations[0];
  if (inherited.countries && code) items.push(m.followUp.country(c.country(code)));
  if (inherited.months && c.months) items.push(m.followUp.months(c.months));
  if (items.length > 0) d.say(m.followUp.context(c.f.list(items)));
}
