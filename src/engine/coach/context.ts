/** Everything a composer needs, computed once per question from the input. */
import { classifyQuestion } from './classify';
import type { CoachContext } from './draft';
import { makeContext } from './draft';
import { personFacts } from './facts';
import { formatter, parseNow } from './format';
import { marketFacts } from './market-facts';
import { COACH_MESSAGES } from './messages/messages';
import { COACH_LANGUAGES } from './types';
import type { CoachInput } from './types';

export function coachContext(input: CoachInput): CoachContext {
  if (!(COACH_LANGUAGES as readonly string[]).includes(input.language))
    throw new RangeError(`Unsupported coach language "${input.language}"`);
  const now = parseNow(input.now);
  const facts = personFacts(input, now);
  return makeContext(input, {
    m: COACH_MESSAGES[input.language],
    f: formatter(input.language),
    now,
    facts,
    market: marketFacts(input.market, facts.skills),
    question: classifyQuestion(input.query),
  });
}
