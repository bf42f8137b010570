/** "How do I grow as a leader?": leadership talents and their evidence, the seniority of the current role, and the career role (recruiters and coaches get their angle). */
import { seniorityOf } from '../../insights/career';
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { LEADERSHIP_TALENT_RE, talentsMatching } from '../facts';
import { groundCareerRole, groundExperience, talentInsight } from './shared';

/** insights/career.ts seniority levels: 4 is a team lead or coordinator and above. */
const LEADING_LEVEL = 4;

export function composeLeadership(c: CoachContext): Draft {
  const { m, f, facts } = c;
  const d = newDraft();
  const t = m.leadership;
  const role = facts.currentRole?.value ?? null;
  const leading = role !== null && seniorityOf(role) >= LEADING_LEVEL;
  d.say(leading && role ? t.introLeading(role) : t.introAspiring);
  groundExperience(c, d);
  groundCareerRole(c, d);

  const talents = talentsMatching(facts, LEADERSHIP_TALENT_RE);
  if (talents.length > 0) {
    d.say(t.talents(f.list(talents.slice(0, 3).map((x) => x.talent_name))));
    for (const x of talents.slice(0, 2)) talentInsight(c, d, x);
  } else if (facts.hasCv) d.say(t.noTalents);
  if (facts.careerRole === 'recruiter' || facts.careerRole === 'career_coach') d.say(t.role[facts.careerRole]);
  if (role) d.insight('info', t.insightRole(role));
  if (facts.years && facts.years.value > 0) d.insight('info', t.insightYears(facts.years.value));

  if (leading) d.rec('high', t.recVisible);
  else d.rec('high', t.recFirstTask);
  const first = talents[0];
  if (first) d.rec('high', t.recTalent(first.talent_name, first.supporting_evidence[0] ? c.q(first.supporting_evidence[0]) : null));
  d.rec('medium', t.recFeedback);
  d.rec('medium', t.recBasics);
  d.rec('low', t.recMentor);

  d.act(t.actSituations, DAYS.week);
  if (!leading) d.act(t.actAsk, DAYS.twoWeeks);
  d.act(t.actCourse, DAYS.month);
  return d;
}
