/** "How should I search for a job?": tailored to the person's career role, with the titles their CV matches, shortage lists and the best-fitting country. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { STRONG_FIT } from '../market-facts';
import { groundCareerRole, groundExperience, occupationList, questionOrHomeCountry, shortageFacts, talentInsight } from './shared';

/** Kairos choice: below this CV quality score, fixing the CV comes before sending applications. */
const WEAK_CV_SCORE = 60;

export function composeJobSearch(c: CoachContext): Draft {
  const { m, f, facts, market } = c;
  const d = newDraft();
  const t = m.jobSearch;
  const role = facts.careerRole ?? 'none';
  d.say(t.intro[role]);
  groundCareerRole(c, d);
  groundExperience(c, d);

  const titles = occupationList(c, d);
  if (titles) {
    d.say(t.titles(titles));
    d.insight('market', t.insightTitles(titles));
  }
  const home = questionOrHomeCountry(c);
  const homeItem = home ? market.itemFor(home) : null;
  const shortage = homeItem ? shortageFacts(c, d, homeItem)[0] : undefined;
  if (home && shortage) {
    const ref = c.country(home);
    d.say(t.shortage(shortage.record.occupation, ref, shortage.record.publisher, shortage.record.period));
    d.insight('strength', t.shortage(shortage.record.occupation, ref, shortage.record.publisher, shortage.record.period));
  }
  const best = market.best(facts.homeCountry ?? market.homeCountry);
  if (best?.fit != null && best.fit >= STRONG_FIT && best.country !== home) {
    const ref = c.country(best.country);
    d.say(t.best(ref, f.share(best.fit)));
    d.insight('market', t.insightBest(ref, f.share(best.fit)));
    d.ground(m.grounding.fit(best.country, f.share(best.fit), f.share(best.coverage)));
  }
  const talent = facts.talents[0];
  if (talent) talentInsight(c, d, talent);
  const score = facts.quality?.score;
  if (score !== undefined && score < WEAK_CV_SCORE) {
    d.insight('warning', t.insightQuality(score));
    d.ground(m.grounding.quality(score));
  }

  const top = market.occupations.slice(0, 3).map((o) => o.title);
  d.rec('high', t.recTargets(top.length > 0 ? f.list(top) : null));
  if (score !== undefined && score < WEAK_CV_SCORE) d.rec('high', t.recCvFirst(score));
  d.rec('high', t.recTailor);
  d.rec('medium', t.recRole[role]);
  d.rec('medium', t.recReferrals);
  if (talent) d.rec('low', t.recTalent(talent.talent_name));

  d.act(t.actTargets, DAYS.week);
  d.act(t.actApply, DAYS.twoWeeks);
  d.act(t.actReview, DAYS.month);
  return d;
}
