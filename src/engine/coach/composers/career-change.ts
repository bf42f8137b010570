/** "How do I change careers?": what transfers (talents, closest occupations), the gap to a target, and a low-risk way to test the move. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import {
  groundExperience,
  groundGoals,
  heldTrendInsights,
  occupationList,
  recommendGrowingSkill,
  skillGapFacts,
  talentInsight,
} from './shared';

export function composeCareerChange(c: CoachContext): Draft {
  const { m, f, facts, market } = c;
  const d = newDraft();
  const t = m.careerChange;
  d.say(t.intro);
  if (facts.hasCv && (facts.years || facts.currentRole)) d.say(t.experience(facts.years?.value ?? null, facts.currentRole?.value ?? null));
  groundExperience(c, d);

  const closest = occupationList(c, d);
  if (closest) {
    d.say(t.closest(closest));
    d.insight('market', t.insightClosest(closest));
  }
  const gap = skillGapFacts(c, d);
  if (gap && gap.essential.length > 0) {
    const missing = f.list(gap.essential.slice(0, 4));
    d.say(t.gap(gap.occupation, gap.share, missing));
    d.insight('gap', t.insightMissing(gap.occupation, missing));
  } else if (gap) d.say(t.gapComplete(gap.occupation));
  if (facts.goals[0]) d.say(t.goal(c.q(facts.goals[0])));
  groundGoals(c, d);

  for (const talent of facts.talents.slice(0, 2)) talentInsight(c, d, talent);
  heldTrendInsights(c, d, market.growingHeld, true);

  d.rec('high', t.recTest);
  if (gap && gap.essential[0]) d.rec('high', t.recCloseGap(gap.essential[0], gap.occupation));
  const strengths = [...facts.talents.slice(0, 1).map((x) => x.talent_name), ...facts.topSkills.slice(0, 2)];
  d.rec('medium', t.recSummary(strengths.length > 0 ? f.list(strengths) : null));
  const bridge = market.occupations.find((o) => o.title.toLowerCase() !== (facts.currentRole?.value ?? '').toLowerCase());
  if (bridge) d.rec('medium', t.recBridge(bridge.title));
  d.rec('medium', t.recProject);
  recommendGrowingSkill(c, d);

  d.act(t.actTargets, DAYS.week);
  d.act(t.actTalk, DAYS.twoWeeks);
  d.act(t.actLearn(gap?.essential[0] ?? null), DAYS.month);
  return d;
}
