/**
 * "I want to become Head of Supply Chain Planning within two years", "How can I move into a data
 * analyst role in Germany within a year?", "and how long would that take?": the gap to the target
 * occupation from the person's own skills, the country figures for the place named, the person's
 * results to build on, and a dated plan over the time frame (or Kairos's estimate of it).
 */
import type { CrossBorderItem } from '../../market/cross-border';
import { skillsShownInCv } from '../../occupations/person-skills';
import { computeSkillGap } from '../../occupations/skill-gap';
import type { SkillGapResult } from '../../occupations/skill-gap';
import type { CoachContext, Draft } from '../draft';
import { newDraft } from '../draft';
import { shortSource } from '../format';
import type { CountryRef } from '../messages/types';
import { groundExperience, groundSkills, recommendGrowingSkill, roleTitle, shortageFacts, skillGapFacts, talentInsight, followUpNote } from './shared';

/** Kairos's rule of thumb for a plan: about two months per missing essential skill, at least three. */
export const MONTHS_PER_SKILL = 2;
export const MIN_PLAN_MONTHS = 3;
/** Without a time frame or a measured gap, a plan runs over a year. */
const DEFAULT_PLAN_MONTHS = 12;
const DAYS_PER_MONTH = 30.4;

export function planEstimate(missingEssential: number): number {
  return Math.max(MIN_PLAN_MONTHS, MONTHS_PER_SKILL * missingEssential);
}

function countryFacts(c: CoachContext, d: Draft, item: CrossBorderItem, ref: CountryRef): string | null {
  const { m, f } = c;
  const r = m.relocation;
  d.say(m.goal.countryIntro(ref));
  const rate = item.components.vacancy.detail.rate;
  if (item.components.vacancy.score !== null && rate) {
    const source = shortSource(rate.source);
    d.say(r.vacancy(f.percent(rate.value), rate.period, source));
    d.insight('market', r.insightVacancy(ref, f.percent(rate.value), rate.period, source));
    d.ground(m.grounding.vacancy(item.country, rate.period, f.percent(rate.value), source));
  } else d.say(r.missing(m.componentNames.vacancy, m.noData[item.components.vacancy.reason ?? 'no-data']));
  const shortage = shortageFacts(c, d, item);
  if (shortage.length > 0)
    d.say(r.shortage(f.list(shortage.slice(0, 2).map((s) => `${s.record.occupation} (${s.record.publisher}, ${s.record.period})`))));
  const official = item.components.language.detail.official;
  if (item.components.language.score !== null && official) {
    const detail = r.languageOfficial(f.languageName(official.language), official.level);
    d.say(r.language(detail));
    d.ground(m.grounding.language(item.country, detail));
    if (official.score < 0.75) return f.languageName(official.language);
  }
  return null;
}

export function composeCareerGoal(c: CoachContext): Draft {
  const { m, f, facts, market } = c;
  const t = m.goal;
  const d = newDraft();
  followUpNote(c, d);
  const code = c.question.destinations[0] ?? c.question.countries[0] ?? null;
  const ref = code ? c.country(code) : null;
  const title = c.role ? roleTitle(c, c.role) : null;
  d.say(title ? t.intro(title, c.months, ref) : t.introNoRole(c.months, ref));
  if (facts.currentRole) d.say(t.current(facts.currentRole.value));
  groundExperience(c, d);

  // the gap: to the occupation named, else to the target the person chose in the skill gap analysis
  let gap: SkillGapResult | null = null;
  let missing: string[] = [];
  let target: string | null = title;
  const skills = c.input.person.analysis ? skillsShownInCv(c.input.person.analysis) : [];
  if (c.role && facts.hasCv) {
    if (fold(c.role.title) !== fold(title ?? '')) d.say(t.occupation(c.role.title));
    gap = computeSkillGap(skills, c.role);
    const share = f.share(gap.skillGapScore);
    d.ground(m.grounding.skillGap(c.role.title, share));
    const held = gap.heldSkills.filter((s) => s.essential).map((s) => s.as);
    missing = gap.missingSkills.filter((s) => s.essential).map((s) => s.name);
    d.say(t.held(share, held.length > 0 ? f.list(held.slice(0, 3)) : null));
    if (held.length > 0) groundSkills(c, d, held.slice(0, 4));
    if (missing.length > 0) {
      d.say(t.missing(f.list(missing.slice(0, 4))));
      d.insight('gap', t.insightGap(title ?? c.role.title, f.list(missing.slice(0, 4))));
    } else d.say(t.complete);
    d.insight('strength', t.insightHeld(title ?? c.role.title, share));
  } else if (!c.role) {
    const chosen = skillGapFacts(c, d);
    if (chosen) {
      target = chosen.occupation;
      missing = chosen.essential;
      d.say(
        chosen.essential.length > 0
          ? m.skillGaps.gap(chosen.occupation, chosen.share, f.list(chosen.essential.slice(0, 4)))
          : m.skillGaps.complete(chosen.occupation),
      );
    } else d.rec('high', t.recChooseRole);
  }

  let weakLanguage: string | null = null;
  if (code && ref) {
    const item = market.itemFor(code);
    if (item) weakLanguage = countryFacts(c, d, item, ref);
    else d.say(t.countryNotCompared(ref));
  }

  const measured = gap !== null || (!c.role && target !== null);
  const estimate = measured ? planEstimate(missing.length) : null;
  if (c.asksDuration && estimate !== null) d.say(t.estimate(estimate, missing.length));
  if (c.months && estimate !== null) d.say(estimate <= c.months ? t.fits(c.months) : t.tight(c.months));
  const planMonths = c.months ?? estimate ?? DEFAULT_PLAN_MONTHS;
  d.say(t.planIntro(planMonths));

  const result = facts.quantified[0];
  if (result) {
    d.say(t.achievement(c.q(result)));
    d.ground(m.grounding.resultLines(facts.quantified.length, facts.quantified.length + facts.unquantified.length));
  }
  if (facts.talents[0]) talentInsight(c, d, facts.talents[0]);

  if (missing[0] && target) d.rec('high', t.recFirst(missing[0], target));
  d.rec('high', t.recEvidence(result ? c.q(result) : null));
  if (weakLanguage && ref) d.rec('high', t.recLanguage(weakLanguage, ref));
  if (target) d.rec('medium', t.recTalk(target));
  recommendGrowingSkill(c, d, 'medium');

  // the dated plan: the first gaps, the evidence, the applications, a review; spread over the time frame
  const days = (share: number) => Math.max(7, Math.round(planMonths * DAYS_PER_MONTH * share));
  const learn = missing.slice(0, 2);
  learn.forEach((skill, i) => d.act(t.stepLearn(skill), days((i + 1) * (0.5 / Math.max(1, learn.length)))));
  d.act(t.stepEvidence, days(0.65));
  d.act(t.stepApply(target ?? facts.currentRole?.value ?? '—', ref), days(0.8));
  d.act(t.stepReview, days(1));
  return d;
}

function fold(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}
