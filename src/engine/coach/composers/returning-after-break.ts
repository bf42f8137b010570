/** "How do I return after a break?": the ongoing break and earlier gaps from the CV's dates against `now`, dated skills, and the last employer as a way back. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { talentInsight } from './shared';

export function composeReturningAfterBreak(c: CoachContext): Draft {
  const { m, f, facts } = c;
  const d = newDraft();
  const t = m.returning;
  const pause = facts.ongoingBreak;
  const gap = facts.gaps[facts.gaps.length - 1];
  d.say(t.intro);

  if (pause) {
    const since = f.month(pause.lastWorked);
    d.say(t.ongoing(since, pause.months, pause.lastRole?.title ?? null));
    d.insight('warning', t.insightBreak(since, pause.months));
    d.ground(m.grounding.ongoingBreak(since, pause.months));
    if (pause.lastRole) d.ground(m.grounding.lastRole(pause.lastRole.title, since));
  }
  if (gap) {
    d.say(t.gap(gap.months, f.month(gap.from), f.month(gap.to)));
    d.insight('warning', t.insightGap(gap.months, f.month(gap.from), f.month(gap.to)));
    d.ground(m.grounding.gap(gap.months, f.month(gap.from), f.month(gap.to)));
  }
  if (facts.hasCv && !pause && !gap) d.say(t.noGap);
  if (facts.datedSkills.length > 0) {
    const dated = f.list(facts.datedSkills.slice(0, 3));
    d.say(t.dated(dated));
    d.insight('gap', t.insightDated(dated));
    d.ground(m.grounding.datedSkills(dated));
  }
  for (const talent of facts.talents.slice(0, 1)) talentInsight(c, d, talent);

  const lastCompany = pause?.lastRole?.company ?? facts.roles[0]?.company ?? null;
  if (pause || gap) d.rec('high', t.recExplain(pause ? f.month(pause.lastWorked) : null));
  d.rec('high', t.recRefresh(facts.datedSkills.length > 0 ? f.list(facts.datedSkills.slice(0, 3)) : null));
  d.rec('medium', t.recReconnect(lastCompany));
  d.rec('medium', t.recBridge);
  d.rec('low', t.recAnswer);

  if (pause || gap) d.act(t.actLine, DAYS.week);
  d.act(t.actContacts, DAYS.twoWeeks);
  d.act(t.actCourse(facts.datedSkills[0] ?? null), DAYS.month);
  return d;
}
