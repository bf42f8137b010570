/**
 * What the coach says about a saved ad: "am I ready for this one?", "what should I learn first
 * for it?" answered from the match, in the asked language. The coach feature calls this; it is
 * the only part of the job-ad engine it needs.
 */
import { JOB_MESSAGES, messageLanguage } from './messages/messages';
import type { CoachMatchSummary, JobAd, JobMatch } from './types';

const READY = 75;
const CLOSE = 50;
const MAX_ITEMS = 3;

export function summariseMatchForCoach(ad: JobAd, match: JobMatch, language: string): CoachMatchSummary {
  const m = JOB_MESSAGES[messageLanguage(language)];
  const title = ad.title?.value ?? ad.occupation?.title ?? '';
  const verdict = match.score >= READY && match.missingMustHaves.length <= 1 ? 'ready' : match.score >= CLOSE ? 'close' : 'stretch';
  const learnFirst = match.missingMustHaves.slice(0, MAX_ITEMS).map((s) => s.adText);
  const strengths = match.skills.filter((s) => s.required && s.status === 'covered').slice(0, MAX_ITEMS).map((s) => s.adText);
  const sentences = [m.coach[verdict](match.score, title), learnFirst.length > 0 ? m.coach.learnFirst(m.list(learnFirst)) : m.coach.nothingMissing];
  if (strengths.length > 0) sentences.push(m.coach.strengths(m.list(strengths)));
  return { score: match.score, verdict, learnFirst, strengths, text: sentences.join(' ') };
}
