/**
 * "How do I negotiate my salary?", "What salary if I move to Munich?": Kairos says plainly what it
 * knows. A pay figure comes only from earnings by occupation an operator imported; otherwise the
 * answer says there are none and never offers the statutory minimum wage as a salary. The person's
 * own results (with numbers) and the country's demand figures carry the case.
 */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { shortSource } from '../format';
import { fold } from '../../cv/text';
import { followUpNote, groundExperience, questionOrHomeCountry, roleTitle, shortageFacts, talentInsight } from './shared';

const NEGOTIATION_TALENT_RE = /negotiat|financ|stakeholder/;

export function composeSalaryNegotiation(c: CoachContext): Draft {
  const { m, f, facts, market } = c;
  const d = newDraft();
  const t = m.salary;
  followUpNote(c, d);
  d.say(t.intro);
  const code = questionOrHomeCountry(c);
  const ref = code ? c.country(code) : null;
  const occupation = c.role ? roleTitle(c, c.role) : (facts.currentRole?.value ?? null);
  // earnings by occupation, only as an operator imported them
  const names = [c.role?.title, facts.currentRole?.value, market.occupations[0]?.title].filter((n): n is string => !!n).map(fold);
  const earning = (market.earnings ?? []).find((e) => names.includes(fold(e.occupation)) && (!code || e.country === code));
  if (earning) {
    const where = c.country(earning.country);
    const amount = f.euros(earning.monthlyMedian);
    const source = shortSource(earning.source);
    d.say(m.pay.earnings(earning.occupation, where, amount, earning.period, source));
    d.insight('market', m.pay.insightEarnings(earning.occupation, amount, earning.period, source));
  } else {
    d.say(m.pay.noEarnings(occupation, ref));
    d.insight('warning', t.insightNoData);
  }

  const item = code ? market.itemFor(code) : null;
  if (code && item && ref) {
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
