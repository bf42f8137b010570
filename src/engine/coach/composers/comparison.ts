/**
 * "CPIM or Six Sigma Black Belt?": what each option stands for in the taxonomy, whether the target
 * occupation (named, chosen, or the closest to the CV) lists those skills as essential or optional,
 * and which of them the CV already shows. Kairos has no prices or exam data and says so.
 */
import { findOccupation, matchJobTitle } from '../../occupations/occupations';
import type { Occupation } from '../../occupations/occupation-schema';
import { resolvePersonSkills, skillsShownInCv } from '../../occupations/person-skills';
import type { ComparisonOption } from '../certifications';
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { followUpNote, groundExperience, groundSkills, roleTitle } from './shared';

interface Weighed {
  option: ComparisonOption;
  essential: string[];
  optional: string[];
  held: string[];
  adds: string[];
}

/** The occupation to weigh the options against: the one named, the one chosen, the closest, the current. */
function targetOccupation(c: CoachContext): Occupation | null {
  if (c.role) return c.role;
  const chosen = c.market.skillGap?.occupation;
  const closest = c.market.occupations[0]?.title;
  const current = c.facts.currentRole?.value;
  for (const title of [chosen, closest]) {
    const o = title ? findOccupation(title) : undefined;
    if (o) return o;
  }
  return current ? (matchJobTitle(current)[0]?.occupation ?? null) : null;
}

export function composeComparison(c: CoachContext): Draft {
  const { m, f, facts } = c;
  const t = m.compare;
  const d = newDraft();
  followUpNote(c, d);
  const [a, b] = c.options;
  d.say(t.intro(a.name, b.name));
  const occupation = targetOccupation(c);
  const occTitle = occupation ? roleTitle(c, occupation) : null;
  const held = resolvePersonSkills(c.input.person.analysis ? skillsShownInCv(c.input.person.analysis) : []);
  const weighed: Weighed[] = c.options.map((option) => ({
    option,
    essential: occupation ? option.skills.filter((s) => occupation.essential.includes(s.id)).map((s) => s.name) : [],
    optional: occupation ? option.skills.filter((s) => occupation.optional.includes(s.id)).map((s) => s.name) : [],
    held: option.skills.filter((s) => held.has(s.id)).map((s) => held.get(s.id)!.as),
    adds: option.skills.filter((s) => !held.has(s.id)).map((s) => s.name),
  }));

  for (const w of weighed) {
    if (w.option.skills.length === 0) {
      d.say(t.unknown(w.option.name));
      continue;
    }
    d.say(t.covers(w.option.name, f.list(w.option.skills.slice(0, 4).map((s) => s.name))));
    if (occupation && occTitle) {
      if (w.essential[0]) d.say(t.inOccupation(w.essential[0], occTitle, true));
      else if (w.optional[0]) d.say(t.inOccupation(w.optional[0], occTitle, false));
      else d.say(t.notInOccupation(w.option.name, occTitle));
    }
    if (facts.hasCv && w.held.length > 0) {
      d.say(t.held(w.option.name, f.list(w.held.slice(0, 3))));
      groundSkills(c, d, w.held.slice(0, 3));
    } else if (facts.hasCv && w.adds.length > 0) d.say(t.adds(w.option.name, f.list(w.adds.slice(0, 3))));
  }
  if (occupation) d.ground(m.grounding.occupation(occupation.title, occTitle ?? occupation.title));

  const score = (w: Weighed) => 2 * w.essential.length + w.optional.length;
  const [x, y] = weighed;
  let chosen: Weighed | null = null;
  if (score(x) !== score(y) && occTitle) {
    chosen = score(x) > score(y) ? x : y;
    d.say(t.verdict(chosen.option.name, occTitle));
    d.insight('strength', t.insightFit(chosen.option.name, occTitle));
  } else if (facts.hasCv && x.adds.length !== y.adds.length) {
    chosen = x.adds.length > y.adds.length ? x : y;
    d.say(t.verdictNew(chosen.option.name));
  } else d.say(t.close);
  d.say(t.noPrices);
  d.insight('info', t.noPrices);
  groundExperience(c, d);
  if (facts.topSkills.length > 0 && d.grounding.length < 2) groundSkills(c, d);

  d.rec('high', t.recAds(occTitle));
  d.rec('medium', t.recBodies);
  d.rec('medium', t.recBuild((chosen ?? x).option.name));
  d.act(t.actAds, DAYS.week);
  d.act(t.actDecide, DAYS.twoWeeks);
  return d;
}
