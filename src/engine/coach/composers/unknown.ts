/** A question the coach cannot place, or one outside its scope: say so, list what it can help with, and offer questions that it can answer. No advice is made up. */
import type { CoachContext, Draft } from '../draft';
import { DAYS, newDraft } from '../draft';
import { KIND_DISPLAY_ORDER } from '../types';

export function composeUnknown(c: CoachContext, suggestions: readonly string[]): Draft {
  const { m, f, facts } = c;
  const d = newDraft();
  const t = m.unknown;
  const reason = c.question.reason;
  const topics = f.list(KIND_DISPLAY_ORDER.map((k) => m.kinds[k]));
  if (reason && reason !== 'vague') {
    d.say(t.outOfScope[reason]);
    d.say(t.topics(topics));
    d.insight('warning', t.insightOutOfScope);
  } else {
    d.say(t.vague);
    d.say(t.topics(topics));
  }
  d.insight('info', t.insightScope);
  suggestions.slice(0, 3).forEach((s, i) => d.rec(i === 0 ? 'medium' : 'low', t.recAsk(m.quote(s))));
  d.act(t.actRephrase, DAYS.week);
  d.act(facts.hasCv ? t.actReview : m.common.uploadCv, DAYS.week);
  return d;
}
