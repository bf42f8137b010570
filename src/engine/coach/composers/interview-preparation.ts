/** "How do I prepare for an interview?": STAR stories from the person's own strongest lines (talent evidence, quantified results) and a calm answer for gaps. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { groundExperience, groundTalent } from './shared';

const MAX_STORIES = 3;

interface Story {
  line: string;
  talent: string | null;
}

/** Talent evidence first (one line per talent, strongest talents first), then other quantified lines. */
function stories(c: CoachContext): Story[] {
  const out: Story[] = [];
  for (const t of c.facts.talents) {
    const line = t.supporting_evidence.find((l) => !out.some((s) => s.line === l));
    if (line) out.push({ line, talent: t.talent_name });
    if (out.length >= MAX_STORIES) return out;
  }
  for (const line of c.facts.quantified) {
    if (!out.some((s) => s.line === line)) out.push({ line, talent: null });
    if (out.length >= MAX_STORIES) break;
  }
  return out;
}

export function composeInterviewPreparation(c: CoachContext): Draft {
  const { m, f, facts } = c;
  const d = newDraft();
  const t = m.interview;
  d.say(t.intro);
  groundExperience(c, d);

  const found = stories(c);
  if (found.length > 0) d.say(t.material(found.length));
  else if (facts.hasCv) d.say(t.noMaterial);
  for (const s of found) {
    d.insight('strength', t.insightStory(s.talent ?? t.resultLabel, c.q(s.line)));
    const talent = facts.talents.find((x) => x.talent_name === s.talent);
    if (talent) groundTalent(c, d, talent);
  }

  const gap = facts.gaps[facts.gaps.length - 1];
  const pause = facts.ongoingBreak;
  if (pause) {
    d.say(t.breakNow(f.month(pause.lastWorked)));
    d.ground(m.grounding.ongoingBreak(f.month(pause.lastWorked), pause.months));
  } else if (gap) {
    d.say(t.gap(gap.months, f.month(gap.from), f.month(gap.to)));
    d.insight('warning', t.insightGap(gap.months, f.month(gap.from), f.month(gap.to)));
    d.ground(m.grounding.gap(gap.months, f.month(gap.from), f.month(gap.to)));
  }

  found.slice(0, 2).forEach((s) => d.rec('high', t.recStory(c.q(s.line), s.talent)));
  d.rec('high', t.recResearch);
  if (pause) d.rec('medium', t.recBreak(f.month(pause.lastWorked)));
  else if (gap) d.rec('medium', t.recGap(gap.months, f.month(gap.from), f.month(gap.to)));
  d.rec('medium', t.recQuestions);
  d.rec('low', t.recMock);

  d.act(t.actStories, DAYS.soon);
  d.act(t.actResearch, DAYS.week);
  d.act(t.actMock, DAYS.week);
  return d;
}
