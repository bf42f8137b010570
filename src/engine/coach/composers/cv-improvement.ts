/**
 * "How can I improve my CV?": the CV quality score and its weakest components, missing contact data,
 * task lines without a measurable result (quoted), a missing summary, unexplained gaps, dated skills.
 */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import type { QualityKey } from '../messages/types';
import { groundExperience } from './shared';

const QUALITY_KEYS: readonly string[] = ['contact', 'summary', 'experience-detail', 'dates', 'education', 'skills', 'languages', 'recency'];
const MIN_SKILLS = 10;

function composeWithoutCv(c: CoachContext): Draft {
  const d = newDraft();
  const t = c.m.cv;
  d.say(t.noCvIntro);
  d.noCvExplained = true;
  const [a, b, e, g] = t.recNoCv;
  d.rec('high', a);
  d.rec('high', b);
  d.rec('medium', e);
  d.rec('medium', g);
  d.act(t.actSummary, DAYS.twoWeeks);
  return d;
}

export function composeCvImprovement(c: CoachContext): Draft {
  const { m, f, facts } = c;
  if (!facts.hasCv || !facts.quality) return composeWithoutCv(c);
  const d = newDraft();
  const t = m.cv;
  const quality = facts.quality;
  d.say(t.intro(quality.score));
  d.ground(m.grounding.quality(quality.score));
  groundExperience(c, d);

  const weakest = quality.components
    .filter((x) => x.points < x.max && QUALITY_KEYS.includes(x.key))
    .map((x, i) => ({ x, i }))
    .sort((a, b) => a.x.points / a.x.max - b.x.points / b.x.max || b.x.max - a.x.max || a.i - b.i)
    .slice(0, 3)
    .map(({ x }) => x);
  if (weakest.length > 0) {
    d.say(t.weakest(f.list(weakest.map((x) => `${m.qualityComponents[x.key as QualityKey]} ${x.points}/${x.max}`))));
    for (const x of weakest) d.ground(m.grounding.qualityComponent(m.qualityComponents[x.key as QualityKey], x.points, x.max));
  }

  if (facts.missingContact.length > 0) {
    const fields = f.list(facts.missingContact.map((k) => m.contactFields[k]));
    d.say(t.missingContact(fields));
    d.insight('gap', t.insightMissingContact(fields));
    d.ground(m.grounding.missingContact(fields));
  }
  if (!facts.hasSummary) {
    d.say(t.noSummary);
    d.insight('gap', t.insightNoSummary);
    d.ground(m.grounding.noSummary);
  }
  const total = facts.quantified.length + facts.unquantified.length;
  if (facts.unquantified.length > 0) {
    d.say(t.unquantified(facts.unquantified.length, total));
    d.say(t.example(c.q(facts.unquantified[0])));
    d.insight('gap', t.insightUnquantified(facts.unquantified.length));
  } else if (total > 0) d.say(t.allQuantified);
  if (total > 0) d.ground(m.grounding.resultLines(facts.quantified.length, total));
  if (facts.quantified.length > 0) d.insight('strength', t.insightQuantified(facts.quantified.length));
  const gap = facts.gaps[facts.gaps.length - 1];
  if (gap) {
    d.insight('warning', t.insightGap(gap.months, f.month(gap.from), f.month(gap.to)));
    d.ground(m.grounding.gap(gap.months, f.month(gap.from), f.month(gap.to)));
  }
  if (facts.datedSkills.length > 0) {
    const dated = f.list(facts.datedSkills.slice(0, 3));
    d.insight('warning', t.insightDated(dated));
    d.ground(m.grounding.datedSkills(dated));
  }

  const score = (key: string) => quality.components.find((x) => x.key === key);
  if (facts.missingContact.includes('email')) d.rec('high', t.recEmail);
  if (!facts.hasSummary)
    d.rec('high', t.recSummary(facts.currentRole?.value ?? null, facts.topSkills.length > 0 ? f.list(facts.topSkills.slice(0, 3)) : null));
  if (facts.unquantified.length > 0) d.rec('high', t.recQuantify(c.q(facts.unquantified[0])));
  if (facts.missingContact.includes('phone')) d.rec('medium', t.recPhone);
  const dates = score('dates');
  if (dates && dates.points < dates.max) d.rec('medium', t.recDates);
  if (gap) d.rec('medium', t.recGap(gap.months, f.month(gap.from), f.month(gap.to)));
  if (facts.skills.length < MIN_SKILLS) d.rec('medium', t.recSkills);
  if (facts.missingContact.includes('location')) d.rec('low', t.recLocation);
  if (facts.languages.length === 0) d.rec('low', t.recLanguages);
  if (score('education')?.points === 0) d.rec('low', t.recEducation);
  if (facts.datedSkills.length > 0) d.rec('low', t.recDated(f.list(facts.datedSkills.slice(0, 3))));

  if (facts.missingContact.length > 0) d.act(t.actContact(f.list(facts.missingContact.map((k) => m.contactFields[k]))), DAYS.week);
  if (facts.unquantified.length > 0) d.act(t.actQuantify, DAYS.week);
  if (!facts.hasSummary) d.act(t.actSummary, DAYS.twoWeeks);
  d.act(t.actReupload, DAYS.month);
  return d;
}
