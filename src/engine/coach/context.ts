/** Everything a composer needs, computed once per question from the input. */
import type { CoachContext } from './draft';
import { makeContext } from './draft';
import { personFacts } from './facts';
import { formatter, parseNow } from './format';
import { marketFacts } from './market-facts';
import { COACH_MESSAGES } from './messages/messages';
import { COACH_LANGUAGES } from './types';
import type { CoachInput } from './types';
import { understand } from './understand';

export function coachContext(input: CoachInput): CoachContext {
  if (!(COACH_LANGUAGES as readonly string[]).includes(input.language))
    throw new RangeError(`Unsupported coach language "${input.language}"`);
  const now = parseNow(input.now);
  const facts = personFacts(input, now);
  const u = understand(input.query, input.language, input.history ?? []);
  return makeContext(input, {
    language: u.language,
    m: COACH_MESSAGES[u.language],
    f: formatter(u.language),
    now,
    facts,
    market: marketFacts(input.market, facts.skills),
    question: u.question,
    role: u.role,
    months: u.months,
    options: u.options,
    asksDuration: u.asksDuration,
    inherited: u.inherited,
    intent: u.intent,
  });
}
