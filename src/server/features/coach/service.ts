import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { CoachingSession } from '@/contract/coach';
import { COACHING_HISTORY_LIMIT } from '@/contract/coach';
import type { Task } from '@/contract/tasks';
import { answerQuestion } from '@/engine/coach/answer-question';
import { buildCoachContext } from '@/engine/coach/coach-context';
import { SUGGESTED_QUESTIONS } from '@/engine/coach/suggested-questions';
import type { CoachAnswer, CoachInput, CoachLanguage, CoachMarket } from '@/engine/coach/types';
import type { CvAnalysis } from '@/engine/cv/types';
import type { AppDeps } from '../../context';
import { coachingSessions, profiles, tasks, userSettings } from '../../db/schema/career';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
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
    created_at: r.createdAt.toISOString(),
  };
}

async function coachInput(deps: AppDeps, userId: string, query: string, market: CoachMarketSource | undefined): Promise<CoachInput> {
  const { db } = deps.database;
  const [[profile], [settings], [cv]] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    db
      .select({ id: cvs.id, parsedData: cvs.parsedData })
      .from(cvs)
      .where(and(eq(cvs.userId, userId), eq(cvs.isActive, true))),
  ]);
  const talents = cv ? await db.select().from(hiddenTalents).where(eq(hiddenTalents.cvId, cv.id)).orderBy(desc(hiddenTalents.confidenceScore)) : [];
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
    now: new Date().toISOString().slice(0, 10),
    person: {
      name: profile?.fullName ?? null,
      analysis: (cv?.parsedData ?? null) as CvAnalysis | null,
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

const modelAnswerSchema = z.object({
  response: z.string().min(1).max(6000),
  insights: z.array(z.object({ type: z.string().max(30), text: z.string().min(1).max(600) })).max(8),
  recommendations: z.array(z.object({ priority: z.enum(['high', 'medium', 'low']), text: z.string().min(1).max(600) })).max(8),
  action_items: z.array(z.object({ task: z.string().min(1).max(300), deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })).max(8),
});

const LANGUAGE_NAMES: Record<CoachLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' };

/** The external model writes the answer from the same grounded context; the local draft keeps it on the facts. */
async function modelAnswer(llm: LanguageModel, input: CoachInput, local: CoachAnswer): Promise<z.infer<typeof modelAnswerSchema>> {
  const system = [
    'You are Kairos, a careful European career coach. Answer ONLY from the facts given; never invent facts, figures, salaries or employers.',
    `Write in ${LANGUAGE_NAMES[input.language]}. Reply with one JSON object: {"response": string, "insights": [{"type": "strength"|"gap"|"market"|"warning"|"info", "text": string}], "recommendations": [{"priority": "high"|"medium"|"low", "text": string}], "action_items": [{"task": string, "deadline": "YYYY-MM-DD"}]}.`,
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

const FALLBACK_NOTICE = 'The external model could not answer, so the local engine wrote this answer.';

export async function askCoach(deps: AppDeps, userId: string, query: string, market: CoachMarketSource | undefined, llm: LanguageModel | null): Promise<CoachingSession> {
  const { db } = deps.database;
  const [recent] = await db
    .select()
    .from(coachingSessions)
    .where(and(eq(coachingSessions.userId, userId), eq(coachingSessions.query, query), gt(coachingSessions.createdAt, new Date(Date.now() - DOUBLE_SUBMIT_MS))))
    .orderBy(desc(coachingSessions.createdAt))
    .limit(1);
  if (recent) return toSession(recent);

  const input = await coachInput(deps, userId, query, market);
  const local = answerQuestion(input);
  let answer: Pick<CoachAnswer, 'response' | 'insights' | 'recommendations' | 'action_items'> = local;
  let engine = 'local';
  let notice: string | null = null;
  // an unknown question stays with the local engine's honest answer
  if (llm && local.kind !== 'unknown') {
    try {
      answer = (await modelAnswer(llm, input, local)) as typeof answer;
      engine = `llm:${llm.name}`;
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
      kind: local.kind,
      insights: answer.insights,
      recommendations: answer.recommendations,
      actionItems: answer.action_items,
      engine,
      notice,
      language: input.language,
    })
    .returning();
  if (!row) throw new Error('coaching session insert returned no row');
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
