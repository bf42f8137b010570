/**
 * What a composer works with (the person's facts, the market facts, the phrases of their language)
 * and what it produces: a draft answer that `finish` trims to the answer's limits, orders and dates.
 * Drafts only ever contain phrases from the message tables filled with input data.
 */
import type { ComparisonOption } from './certifications';
import type { Classification } from './classify';
import { countryRef } from './countries';
import type { PersonFacts } from './facts';
import type { CoachDate, Formatter } from './format';
import { addDays, quote } from './format';
import type { MarketFacts } from './market-facts';
import type { Occupation } from '../occupations/occupation-schema';
import type { CoachMessages, CountryRef } from './messages/types';
import type {
  CoachAnswer,
  CoachInput,
  CoachInsight,
  CoachInsightType,
  CoachIntent,
  CoachLanguage,
  CoachPriority,
  CoachRecommendation,
  QuestionKind,
} from './types';

export const LIMITS = {
  insights: { min: 2, max: 5 },
  recommendations: { min: 3, max: 6 },
  actions: { min: 2, max: 5 },
} as const;

/** Kairos choice: the deadlines of action items, in days from `now`. */
export const DAYS = { soon: 3, week: 7, twoWeeks: 14, month: 30 } as const;

export interface CoachContext {
  input: CoachInput;
  language: CoachLanguage;
  m: CoachMessages;
  f: Formatter;
  now: CoachDate;
  facts: PersonFacts;
  market: MarketFacts;
  question: Classification;
  /** the target occupation the question (or the conversation) names */
  role: Occupation | null;
  /** the time frame in months the question (or the conversation) names */
  months: number | null;
  /** the two options of a comparison */
  options: ComparisonOption[];
  asksDuration: boolean;
  /** what this turn took from the previous one */
  inherited: { kind: boolean; role: boolean; countries: boolean; months: boolean };
  intent: CoachIntent;
  /** a country in the phrasing each sentence needs */
  country: (code: string) => CountryRef;
  /** a verbatim CV line, quoted in the language's marks */
  q: (line: string) => string;
}

export interface Draft {
  response: string[];
  insights: CoachInsight[];
  recommendations: CoachRecommendation[];
  actions: { task: string; days: number }[];
  grounding: string[];
  /** the composer already told the person that an uploaded CV would make the answer personal */
  noCvExplained: boolean;
  say(text: string | null | undefined): void;
  insight(type: CoachInsightType, text: string): void;
  rec(priority: CoachPriority, text: string): void;
  act(task: string, days: number): void;
  ground(fact: string | null | undefined): void;
}

export type Composer = (c: CoachContext) => Draft;

export function newDraft(): Draft {
  const d: Draft = {
    response: [],
    insights: [],
    recommendations: [],
    actions: [],
    grounding: [],
    noCvExplained: false,
    say: (text) => {
      if (text) d.response.push(text);
    },
    insight: (type, text) => {
      if (!d.insights.some((i) => i.text === text)) d.insights.push({ type, text });
    },
    rec: (priority, text) => {
      if (!d.recommendations.some((r) => r.text === text)) d.recommendations.push({ priority, text });
    },
    act: (task, days) => {
      if (!d.actions.some((a) => a.task === task)) d.actions.push({ task, days });
    },
    ground: (fact) => {
      if (fact && !d.grounding.includes(fact)) d.grounding.push(fact);
    },
  };
  return d;
}

export function makeContext(
  input: CoachInput,
  parts: Omit<CoachContext, 'input' | 'country' | 'q'>,
): CoachContext {
  return {
    input,
    ...parts,
    country: (code) => countryRef(code, parts.language),
    q: (line) => parts.m.quote(quote(line)),
  };
}

const PRIORITY_ORDER: Record<CoachPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * The answer from a draft: the no-CV notice where it applies, limits enforced (padding with the
 * language's general, fact-free items when a composer found too little), recommendations by
 * priority, action items by deadline.
 */
export function finish(kind: QuestionKind | 'unknown', d: Draft, c: CoachContext): CoachAnswer {
  const { m } = c;
  if (!c.facts.hasCv && kind !== 'unknown') {
    // first, so the limits below never cut the one step that makes the answer personal
    if (!d.noCvExplained) d.say(m.common.noCv);
    d.insights.unshift({ type: 'info', text: m.common.noCvInsight });
    d.actions.unshift({ task: m.common.uploadCv, days: DAYS.week });
  }
  for (const text of [m.common.engineInsight, c.facts.hasCv ? m.common.littleData : m.common.noCvInsight]) {
    if (d.insights.length < LIMITS.insights.min) d.insight('info', text);
  }
  for (const text of m.common.padRecs) if (d.recommendations.length < LIMITS.recommendations.min) d.rec('low', text);
  const padDays = [DAYS.week, DAYS.month];
  m.common.padActions.forEach((task, i) => {
    if (d.actions.length < LIMITS.actions.min) d.act(task, padDays[i] ?? DAYS.month);
  });

  const recommendations = d.recommendations
    .map((r, i) => ({ r, i }))
    .sort((a, b) => PRIORITY_ORDER[a.r.priority] - PRIORITY_ORDER[b.r.priority] || a.i - b.i)
    .slice(0, LIMITS.recommendations.max)
    .map(({ r }) => r);
  const actions = d.actions
    .slice(0, LIMITS.actions.max)
    .map((a, i) => ({ a, i }))
    .sort((x, y) => x.a.days - y.a.days || x.i - y.i)
    .map(({ a }) => ({ task: a.task, deadline: addDays(c.now.day, a.days) }));
  const greeting = c.facts.firstName && kind !== 'unknown' ? [m.common.hello(c.facts.firstName)] : [];
  return {
    kind,
    response: [...greeting, ...d.response].join(' '),
    insights: d.insights.slice(0, LIMITS.insights.max),
    recommendations,
    action_items: actions,
    grounding: d.grounding,
    engine: 'local',
    intent: c.intent,
  };
}
