import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { CoachingSession } from '@/contract/coach';
import { COACHING_HISTORY_LIMIT } from '@/contract/coach';
import type { Task } from '@/contract/tasks';
import { answerQuestion } from '@/engine/coach/answer-question';
import { buildCoachContext } from '@/engine/coach/coach-context';
import { inventedFacts } from '@/engine/coach/verify';
import { SUGGESTED_QUESTIONS } from '@/engine/coach/suggested-questions';
import { summariseMatchForCoach } from '@/engine/jobs/coach-summary';
import { jobAdQuestion } from '@/engine/jobs/coach-question';
import { matchJobAd } from '@/engine/jobs/match';
import type { CoachAnswer, CoachInput, CoachIntent, CoachLanguage, CoachMarket, CoachTurn } from '@/engine/coach/types';
import type { AppDeps } from '../../context';
import { loadActiveRecord } from '../../db/cv-record';
import { coachingSessions, profiles, tasks, userSettings } from '../../db/schema/career';
import { hiddenTalents } from '../../db/schema/cvs';
import { jobAds } from '../../db/schema/jobs';
import { AppError } from '../../platform/errors';
import type { LanguageModel } from '../../platform/llm';

/** Market facts for a person, supplied by the composition root (the market feature computes them). */
export type CoachMarketSource = (deps: AppDeps, userId: string) => Promise<CoachMarket>;

/** Spec: a submission is ignored while one is in progress; the same question again within this window returns the same session. */
const DOUBLE_SUBMIT_MS = 10_000;

type SessionRow = typeof coachingSessions.$inferSelect;

function toSession(r: SessionRow): CoachingSession {
  return {
    id: r.id,
    query: r.query,
    response: r.response,
    kind: r.kind,
    insights: r.insights,
    recommendations: r.recommendations as CoachingSession['recommendations'],
    action_items: r.actionItems,
    engine: r.engine,
    notice: r.notice,
    language: r.language,
    conversation_id: r.conversationId ?? r.id,
    created_at: r.createdAt.toISOString(),
  };
}

/** The turns of a conversation the engine reads a follow-up against (Kairos choice: the last five). */
const THREAD_TURNS = 5;

async function conversationHistory(deps: AppDeps, userId: string, conversationId: string): Promise<CoachTurn[]> {
  const rows = await deps.database.db
    .select({ query: coachingSessions.query, intent: coachingSessions.intent, id: coachingSessions.id })
    .from(coachingSessions)
    .where(and(eq(coachingSessions.userId, userId), or(eq(coachingSessions.conversationId, conversationId), eq(coachingSessions.id, conversationId))))
    .orderBy(desc(coachingSessions.createdAt))
    .limit(THREAD_TURNS);
  // another person's conversation, or none: the same answer as for a missing one
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Conversation not found');
  return rows
    .reverse()
    .filter((r) => r.intent)
    .map((r) => ({ query: r.query, intent: r.intent as unknown as CoachIntent }));
}

async function coachInput(deps: AppDeps, userId: string, query: string, market: CoachMarketSource | undefined, history: CoachTurn[] = []): Promise<CoachInput> {
  const { db } = deps.database;
  const [[profile], [settings], cv] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    loadActiveRecord(deps.database, userId),
  ]);
  const talents = cv ? await db.select().from(hiddenTalents).where(eq(hiddenTalents.cvId, cv.cvId)).orderBy(desc(hiddenTalents.confidenceScore)) : [];
  const language = (settings?.settings.preferences.language ?? 'en') as CoachLanguage;
  let marketFacts: CoachMarket | undefined;
  try {
    marketFacts = market ? await market(deps, userId) : undefined;
  } catch (error) {
    // the coach still answers from the person's own data
    deps.logger.warn('coach: market facts unavailable', { error: String(error) });
  }
  return {
    query,
    language,
    history,
    now: new Date().toISOString().slice(0, 10),
    person: {
      name: profile?.fullName ?? null,
      analysis: cv?.record ?? null,
      talents: talents.map((t) => ({ talent_name: t.talentName, confidence_score: t.confidenceScore, status: t.status, supporting_evidence: t.supportingEvidence })),
      goals: profile?.careerGoals ?? [],
      careerRole: profile?.careerRole ?? null,
      yearsOfExperience: profile?.yearsOfExperience ?? null,
      currentRole: profile?.currentRole ?? null,
      location: profile?.location ?? null,
    },
    ...(marketFacts ? { market: marketFacts } : {}),
  };
}

/**
 * The market facts of a conversation's latest turn, reused by its follow-ups for a short while: they
 * take most of an answer's time (the person's occupations and the country comparison) and do not
 * change between two questions a minute apart. Kairos choice: two minutes, at most 500 conversations.
 */
const THREAD_MARKET_MS = 120_000;
const THREAD_MARKET_MAX = 500;
const threadMarket = new Map<string, { at: number; facts: CoachMarket }>();

function rememberMarket(key: string, facts: CoachMarket): void {
  threadMarket.delete(key);
  threadMarket.set(key, { at: Date.now(), facts });
  // the oldest entries go first (a Map keeps insertion order)
  while (threadMarket.size > THREAD_MARKET_MAX) threadMarket.delete(threadMarket.keys().next().value!);
}

/** The market source for one turn: a follow-up reads its conversation's recent facts; the facts used are reported back. */
function threadMarketSource(
  market: CoachMarketSource | undefined,
  key: string | null,
  used: (facts: CoachMarket) => void,
): CoachMarketSource | undefined {
  if (!market) return undefined;
  return async (deps, userId) => {
    const hit = key ? threadMarket.get(key) : undefined;
    const facts = hit && Date.now() - hit.at < THREAD_MARKET_MS ? hit.facts : await market(deps, userId);
    used(facts);
    return facts;
  };
}

const modelAnswerSchema = z.object({
  response: z.string().min(1).max(6000),
  insights: z.array(z.object({ type: z.string().max(30), text: z.string().min(1).max(600) })).max(8),
  recommendations: z.array(z.object({ priority: z.enum(['high', 'medium', 'low']), text: z.string().min(1).max(600) })).max(8),
  action_items: z.array(z.object({ task: z.string().min(1).max(300), deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })).max(8),
});

const LANGUAGE_NAMES: Record<CoachLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', nl: 'Dutch' };

/** The external model writes the answer from the same grounded context; the local draft keeps it on the facts. */
async function modelAnswer(llm: LanguageModel, input: CoachInput, local: CoachAnswer): Promise<z.infer<typeof modelAnswerSchema>> {
  const system = [
    'You are Kairos, a careful European career coach. Answer ONLY from the facts given; never invent facts, figures, salaries or employers.',
    `Write in ${LANGUAGE_NAMES[local.intent.language]}. Reply with one JSON object: {"response": string, "insights": [{"type": "strength"|"gap"|"market"|"warning"|"info", "text": string}], "recommendations": [{"priority": "high"|"medium"|"low", "text": string}], "action_items": [{"task": string, "deadline": "YYYY-MM-DD"}]}.`,
  ].join('\n');
  const user = [
    `Question: ${input.query}`,
    `Today: ${input.now}`,
    'Facts about the person and the market:',
    buildCoachContext(input),
    'A draft answer from the local engine (keep its facts, improve the writing):',
    JSON.stringify({ response: local.response, insights: local.insights, recommendations: local.recommendations, action_items: local.action_items }),
  ].join('\n\n');
  const text = await llm.complete([{ role: 'system', content: system }, { role: 'user', content: user }], { json: true, timeoutMs: 30_000 });
  return modelAnswerSchema.parse(JSON.parse(text));
}

type LocalAnswer = Pick<CoachAnswer, 'response' | 'insights' | 'recommendations' | 'action_items'>;

/**
 * "Am I ready for this one?", "what should I learn first for it?": answered from the match of the
 * person's most recently changed saved ad (issue 19), in the question's language. Null when the
 * question is not about an ad, or the person has no saved ad or no analysed CV to match.
 */
async function jobAdAnswer(deps: AppDeps, userId: string, query: string, language: CoachLanguage): Promise<LocalAnswer | null> {
  const asked = jobAdQuestion(query);
  if (!asked) return null;
  const { db } = deps.database;
  const [[job], loaded, [profile]] = await Promise.all([
    db.select({ ad: jobAds.ad, relocation: jobAds.relocation, title: jobAds.title }).from(jobAds).where(eq(jobAds.userId, userId)).orderBy(desc(jobAds.updatedAt)).limit(1),
    loadActiveRecord(deps.database, userId),
    db.select({ location: profiles.location }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  if (!job || !loaded) return null;
  const person = { location: profile?.location ?? loaded.record.personalInfo.location, relocation: job.relocation, now: new Date().toISOString().slice(0, 7) };
  const summary = summariseMatchForCoach(job.ad, matchJobAd(loaded.record, job.ad, person), language);
  return {
    response: summary.text,
    insights: [...summary.strengths.map((text) => ({ type: 'strength' as const, text })), ...summary.learnFirst.map((text) => ({ type: 'gap' as const, text }))],
    // the first missing must-have leads when the person asked what to learn first
    recommendations: summary.learnFirst.map((text, i) => ({ priority: asked === 'learn_first' && i === 0 ? ('high' as const) : ('medium' as const), text })),
    action_items: [],
  };
}

const REJECTED_NOTICE = 'The external model’s answer named facts that are not in your data, so the local engine wrote this answer.';
const FALLBACK_NOTICE = 'The external model could not answer, so the local engine wrote this answer.';

export async function askCoach(
  deps: AppDeps,
  userId: string,
  query: string,
  market: CoachMarketSource | undefined,
  llm: LanguageModel | null,
  conversationId?: string,
): Promise<CoachingSession> {
  const { db } = deps.database;
  const [recent] = await db
    .select()
    .from(coachingSessions)
    .where(and(eq(coachingSessions.userId, userId), eq(coachingSessions.query, query), gt(coachingSessions.createdAt, new Date(Date.now() - DOUBLE_SUBMIT_MS))))
    .orderBy(desc(coachingSessions.createdAt))
    .limit(1);
  if (recent) return toSession(recent);

  const history = conversationId ? await conversationHistory(deps, userId, conversationId) : [];
  let usedMarket: CoachMarket | undefined;
  const source = threadMarketSource(market, conversationId ? `${userId}:${conversationId}` : null, (facts) => (usedMarket = facts));
  const input = await coachInput(deps, userId, query, source, history);
  const local = answerQuestion(input);
  // a question about the saved ad is answered from its match, by the local engine alone
  const fromAd = await jobAdAnswer(deps, userId, query, local.intent.language);
  let answer: LocalAnswer = fromAd ?? local;
  let engine = 'local';
  let notice: string | null = null;
  // an unknown question stays with the local engine's honest answer
  if (llm && local.kind !== 'unknown' && !fromAd) {
    try {
      const model = (await modelAnswer(llm, input, local)) as typeof answer;
      // shown only when it invents no employer, figure or date beyond the person's data and the grounding
      const invented = inventedFacts(model, input, local);
      if (invented.length > 0) {
        deps.logger.warn('coach: external model answer rejected', { invented: invented.slice(0, 5) });
        notice = REJECTED_NOTICE;
      } else {
        answer = model;
        engine = `llm:${llm.name}`;
      }
    } catch (error) {
      deps.logger.warn('coach: external model failed; local answer used', { error: String(error) });
      notice = FALLBACK_NOTICE;
    }
  }
  const [row] = await db
    .insert(coachingSessions)
    .values({
      userId,
      query,
      response: answer.response,
      kind: fromAd ? 'skill_gaps' : local.kind,
      insights: answer.insights,
      recommendations: answer.recommendations,
      actionItems: answer.action_items,
      engine,
      notice,
      language: local.intent.language,
      conversationId: conversationId ?? null,
      intent: local.intent as unknown as Record<string, unknown>,
    })
    .returning();
  if (!row) throw new Error('coaching session insert returned no row');
  if (usedMarket) rememberMarket(`${userId}:${row.conversationId ?? row.id}`, usedMarket);
  return toSession(row);
}

export async function listSessions(deps: AppDeps, userId: string): Promise<CoachingSession[]> {
  const rows = await deps.database.db
    .select()
    .from(coachingSessions)
    .where(eq(coachingSessions.userId, userId))
    .orderBy(desc(coachingSessions.createdAt), desc(coachingSessions.id))
    .limit(COACHING_HISTORY_LIMIT);
  return rows.map(toSession);
}

/** Every turn of one of the person's conversations, oldest first; 404 for a missing or someone else's. */
export async function conversationSessions(deps: AppDeps, userId: string, conversationId: string): Promise<CoachingSession[]> {
  const rows = await deps.database.db
    .select()
    .from(coachingSessions)
    .where(and(eq(coachingSessions.userId, userId), or(eq(coachingSessions.conversationId, conversationId), eq(coachingSessions.id, conversationId))))
    .orderBy(asc(coachingSessions.createdAt), asc(coachingSessions.id));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Conversation not found');
  return rows.map(toSession);
}

export async function suggestedQuestions(deps: AppDeps, userId: string, market: CoachMarketSource | undefined): Promise<string[]> {
  return SUGGESTED_QUESTIONS(await coachInput(deps, userId, '', market));
}

/** One click: an action item becomes a task (once; a second click returns the same task). */
export async function actionItemToTask(deps: AppDeps, userId: string, sessionId: string, index: number): Promise<{ task: Task; created: boolean }> {
  const { db } = deps.database;
  const [session] = await db
    .select()
    .from(coachingSessions)
    .where(and(eq(coachingSessions.id, sessionId), eq(coachingSessions.userId, userId)));
  if (!session) throw new AppError('NOT_FOUND', 'Coaching session not found');
  const item = session.actionItems[index];
  if (!item) throw new AppError('NOT_FOUND', 'Action item not found');
  const ref = `${sessionId}:${index}`;
  const [existing] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.source, 'coach'), eq(tasks.sourceRef, ref)));
  const row =
    existing ??
    (
      await db
        .insert(tasks)
        .values({ userId, title: item.task.slice(0, 200), description: `From the AI coach: “${session.query.slice(0, 300)}”`, dueDate: item.deadline, source: 'coach', sourceRef: ref, priority: 'medium' })
        .returning()
    )[0];
  if (!row) throw new Error('task insert returned no row');
  return {
    created: !existing,
    task: {
      id: row.id,
      title: row.title,
      description: row.description,
      status: row.status,
      priority: row.priority,
      due_date: row.dueDate,
      assignee: row.assignee,
      source: row.source,
      source_ref: row.sourceRef,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
    },
  };
}
