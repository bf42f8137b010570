/**
 * "How do I negotiate my salary?": only published figures (a country's statutory minimum wage from
 * the comparison, with its source) and the person's own results. Kairos has no salary data per role,
 * and the answer says so instead of estimating one.
 */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { shortSource } from '../format';
import { groundExperience, questionOrHomeCountry, shortageFacts, talentInsight } from './shared';

const NEGOTIATION_TALENT_RE = /negotiat|financ|stakeholder/;

export function composeSalaryNegotiation(c: CoachContext): Draft {
  const { m, f, facts, market } = c;
  const d = newDraft();
  const t = m.salary;
  d.say(t.intro);
  d.say(t.noSalaryData);
  d.insight('warning', t.insightNoData);

  const code = questionOrHomeCountry(c);
  const item = code ? market.itemFor(code) : null;
  if (code && item) {
    const ref = c.country(code);
    const wage = item.indicators.minimumWage;
    if (wage) {
      const amount = f.euros(wage.value);
      const source = shortSource(wage.source);
      d.say(t.minimumWage(ref, amount, wage.period, source));
      d.insight('market', t.insightWage(ref, amount, wage.period, source));
      d.ground(m.grounding.minimumWage(code, amount, wage.period, source));
    } else {
      d.say(t.noMinimumWage(ref));
      d.ground(m.grounding.noMinimumWage(code, item.indicators.minimumWageNote));
    }
    const shortage = shortageFacts(c, d, item)[0];
    if (shortage) {
      d.say(t.shortage(shortage.record.occupation, ref, shortage.record.publisher, shortage.record.period));
      d.insight('market', t.insightShortage(shortage.record.occupation, ref, shortage.record.publisher, shortage.record.period));
    }
  }

  if (facts.hasCv) {
    d.say(t.strengths(facts.years?.value ?? null, facts.quantified.length));
    d.ground(m.grounding.resultLines(facts.quantified.length, facts.quantified.length + facts.unquantified.length));
  }
  groundExperience(c, d);
  if (facts.quantified[0]) d.insight('strength', t.insightResult(c.q(facts.quantified[0])));
  if (facts.years && facts.years.value > 0) d.insight('strength', t.insightYears(facts.years.value));
  const talent = facts.talents.find((x) => NEGOTIATION_TALENT_RE.test(x.talent_name.toLowerCase()));
  if (talent) talentInsight(c, d, talent);

  d.rec('high', t.recResearch);
  d.rec('high', t.recCase(facts.quantified[0] ? c.q(facts.quantified[0]) : null));
  d.rec('medium', t.recRange);
  d.rec('medium', t.recPackage);
  d.rec('low', t.recPractise);

  d.act(t.actReferences, DAYS.week);
  d.act(t.actResults, DAYS.week);
  d.act(t.actRehearse, DAYS.twoWeeks);
  return d;
}
