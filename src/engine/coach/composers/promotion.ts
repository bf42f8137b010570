/** "How do I get promoted?": the progression the CV shows, results with numbers, and the talents that count at the next level. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { LEADERSHIP_TALENT_RE, talentsMatching } from '../facts';
import { groundExperience, heldTrendInsights, talentInsight } from './shared';

export function composePromotion(c: CoachContext): Draft {
  const { m, facts, market } = c;
  const d = newDraft();
  const t = m.promotion;
  d.say(t.intro);
  groundExperience(c, d);

  if (facts.progression?.rising) {
    d.say(t.progression(facts.progression.first, facts.progression.last));
    d.insight('strength', t.insightProgression(facts.progression.first, facts.progression.last));
    d.ground(m.grounding.progression(facts.progression.first, facts.progression.last));
  } else if (facts.currentRole) {
    const tenure = facts.currentRole.from === 'cv' ? facts.monthsInCurrentRole : null;
    d.say(t.current(facts.currentRole.value, tenure));
    if (tenure !== null && tenure > 0) d.insight('info', t.insightTenure(facts.currentRole.value, tenure));
  }

  if (facts.hasCv) {
    const total = facts.quantified.length + facts.unquantified.length;
    d.ground(m.grounding.resultLines(facts.quantified.length, total));
    if (facts.quantified.length > 0) {
      d.say(t.results(facts.quantified.length));
      d.insight('strength', t.insightResults(facts.quantified.length));
    } else {
      d.say(t.noResults);
      d.insight('gap', t.insightNoResults);
    }
  }

  const relevant = talentsMatching(facts, LEADERSHIP_TALENT_RE);
  const talent = relevant[0] ?? facts.talents[0] ?? null;
  if (talent) {
    d.say(t.talent(talent.talent_name));
    talentInsight(c, d, talent);
  }
  heldTrendInsights(c, d, market.growingHeld, true);

  d.rec('high', t.recResults(facts.quantified[0] ? c.q(facts.quantified[0]) : null));
  d.rec('high', t.recCriteria);
  d.rec('medium', t.recScope(talent?.talent_name ?? null));
  d.rec('medium', t.recVisibility);
  const growing = market.growingHeld[0];
  if (growing) d.rec('low', t.recSkill(growing.skill));

  d.act(t.actAchievements, DAYS.week);
  d.act(t.actConversation, DAYS.twoWeeks);
  d.act(t.actStretch, DAYS.month);
  return d;
}
