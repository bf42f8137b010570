/** "Should I go freelance?": an offer built on the person's skills and years, first clients, and rates and rules from published sources (Kairos has no rate data and says so). */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { groundCareerRole, groundExperience, groundSkills, heldTrendInsights, questionOrHomeCountry, talentInsight } from './shared';

/** Kairos choice: with fewer years a track record or part-time start comes first. */
const EARLY_YEARS = 3;
const FREELANCE_TALENT_RE = /entrepreneur|customer|negotiat|financ|project/;

export function composeFreelancing(c: CoachContext): Draft {
  const { m, f, facts, market } = c;
  const d = newDraft();
  const t = m.freelancing;
  const role = facts.careerRole ?? 'none';
  const skills = facts.topSkills.length > 0 ? f.list(facts.topSkills.slice(0, 3)) : null;
  d.say(t.intro);
  if (facts.years || skills) d.say(t.experience(facts.years?.value ?? null, skills));
  groundExperience(c, d);
  groundCareerRole(c, d);
  if (skills) {
    d.insight('strength', t.insightSkills(skills));
    groundSkills(c, d, facts.topSkills.slice(0, 3));
  }
  if (facts.years && facts.years.value < EARLY_YEARS) {
    d.say(t.early(facts.years.value));
    d.insight('warning', t.insightEarly(facts.years.value));
  }
  d.say(t.noRates);
  d.insight('info', t.insightNoRates);
  const talent = facts.talents.find((x) => FREELANCE_TALENT_RE.test(x.talent_name.toLowerCase())) ?? facts.talents[0];
  if (talent) talentInsight(c, d, talent);
  heldTrendInsights(c, d, market.growingHeld, true);

  const code = questionOrHomeCountry(c);
  d.rec('high', t.recOffer(skills));
  d.rec('high', t.recClients);
  d.rec('medium', t.recRates);
  d.rec('medium', t.recRules(code ? c.country(code) : null));
  d.rec('medium', t.recRole[role]);
  d.rec('low', t.recPortfolio(facts.quantified[0] ? c.q(facts.quantified[0]) : null));

  d.act(t.actOffer, DAYS.week);
  d.act(t.actClients, DAYS.twoWeeks);
  d.act(t.actRules, DAYS.month);
  return d;
}
