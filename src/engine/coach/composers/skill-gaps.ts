/** "Which skills am I missing?": the skill gap to the chosen occupation, skills the CV shows only in old roles, and the skill trends touching the person's skills. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { composeCareerGoal } from './career-goal';
import { groundSkills, heldTrendInsights, occupationList, recommendGrowingSkill, scopeLabel, skillGapFacts } from './shared';

export function composeSkillGaps(c: CoachContext): Draft {
  // a named role ("for the role of data analyst"): the gap to that occupation, with a plan
  if (c.role && c.facts.hasCv) return composeCareerGoal(c);
  const { m, f, facts, market } = c;
  const d = newDraft();
  const t = m.skillGaps;
  d.say(t.intro);

  const gap = skillGapFacts(c, d);
  if (gap && gap.essential.length > 0) {
    const missing = f.list(gap.essential.slice(0, 5));
    d.say(t.gap(gap.occupation, gap.share, missing));
    d.insight('gap', t.insightMissing(gap.occupation, missing));
  } else if (gap) {
    d.say(t.complete(gap.occupation));
  } else {
    d.say(t.noTarget);
    const closest = occupationList(c, d);
    if (closest) d.say(t.closest(closest));
  }

  if (facts.topSkills.length > 0) {
    d.insight('strength', t.insightTopSkills(f.list(facts.topSkills.slice(0, 4))));
    groundSkills(c, d);
  }
  if (facts.datedSkills.length > 0) {
    const dated = f.list(facts.datedSkills.slice(0, 4));
    d.say(t.dated(dated));
    d.insight('gap', t.insightDated(dated));
    d.ground(m.grounding.datedSkills(dated));
  }
  if (market.decliningHeld.length > 0) {
    d.say(t.declining(f.list(market.decliningHeld.slice(0, 3).map((x) => `${x.skill} (${scopeLabel(c, x.trend.scope)})`))));
    heldTrendInsights(c, d, market.decliningHeld, false);
  }
  heldTrendInsights(c, d, market.growingHeld, true);

  if (gap && gap.essential[0]) {
    d.rec('high', t.recFirst(gap.essential[0], gap.occupation));
    if (gap.essential.length > 1) d.rec('medium', t.recNext(f.list(gap.essential.slice(1, 4)), gap.occupation));
  } else if (!gap) d.rec('high', t.recChooseTarget);
  if (facts.datedSkills.length > 0)
    d.rec('medium', t.recDated(f.list(facts.datedSkills.slice(0, 3)), Math.min(3, facts.datedSkills.length)));
  recommendGrowingSkill(c, d, 'medium');
  d.rec('low', t.recProve);

  const first = gap?.essential[0] ?? market.growingMissing[0]?.skill ?? null;
  if (!gap) d.act(t.actChooseTarget, DAYS.week);
  d.act(t.actChoose(first), DAYS.week);
  if (facts.datedSkills[0]) d.act(t.actDated(facts.datedSkills[0]), DAYS.twoWeeks);
  d.act(t.actProject(first), DAYS.month);
  return d;
}
