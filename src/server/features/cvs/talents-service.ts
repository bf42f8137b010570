import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DevelopmentPlan, Talent, TalentAction, TalentCounts, TalentList, TalentStatus } from '@/contract/talents';
import type { AppDeps } from '../../context';
import { tasks } from '../../db/schema/career';
import { cvs, hiddenTalents } from '../../db/schema/cvs';
import { AppError } from '../../platform/errors';

type TalentRow = typeof hiddenTalents.$inferSelect;

export function toTalent(row: TalentRow): Talent {
  return {
    id: row.id,
    cv_id: row.cvId,
    talent_name: row.talentName,
    description: row.description,
    confidence_score: row.confidenceScore,
    supporting_evidence: row.supportingEvidence,
    status: row.status,
    validation_sources: row.validationSources,
    industry_relevance: row.industryRelevance,
    development_recommendations: row.developmentRecommendations,
    development_plan: row.developmentPlan,
    talent_key: row.talentKey,
    message_params: row.messageParams,
    esco_uri: row.escoUri,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The talents of the person's active CV (drafts and older CVs do not speak for them), highest confidence first. */
export async function listTalents(deps: AppDeps, userId: string): Promise<TalentList> {
  const [active] = await deps.database.db
    .select({ id: cvs.id })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), eq(cvs.isActive, true)));
  const rows = active
    ? await deps.database.db
        .select()
        .from(hiddenTalents)
        .where(eq(hiddenTalents.cvId, active.id))
        .orderBy(desc(hiddenTalents.confidenceScore), hiddenTalents.talentName)
    : [];
  const talents = rows.map(toTalent);
  const count = (status: TalentStatus) => talents.filter((t) => t.status === status).length;
  const counts: TalentCounts = {
    total: talents.length,
    discovered: count('discovered'),
    validated: count('validated'),
    developing: count('developing'),
    mastered: count('mastered'),
  };
  return { talents, counts, cv_id: active?.id ?? null };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan from the talent's own recommendations: one step a month, the first due in four weeks. */
export function developmentPlanFor(recommendations: readonly string[], now: Date): DevelopmentPlan {
  const steps = (recommendations.length ? recommendations : ['Practise this talent in a real project and note the result.']).map((title, i) => ({
    title,
    due: new Date(now.getTime() + (i + 1) * 28 * DAY_MS).toISOString().slice(0, 10),
    done: false,
  }));
  return { started_at: now.toISOString(), steps };
}

/** The spec's transitions: Validate and Needs Review on discovered talents only. */
const allowedFrom: Record<TalentAction, readonly TalentStatus[]> = {
  validate: ['discovered'],
  review: ['discovered'],
  develop: ['discovered', 'validated'],
  master: ['validated', 'developing'],
};

export async function updateTalent(deps: AppDeps, userId: string, id: string, action: TalentAction): Promise<Talent> {
  const [row] = await deps.database.db
    .select()
    .from(hiddenTalents)
    .where(and(eq(hiddenTalents.id, id), eq(hiddenTalents.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Talent not found');
  if (!allowedFrom[action].includes(row.status)) {
    throw new AppError('CONFLICT', `A ${row.status} talent cannot be changed this way.`, { status: row.status, action });
  }
  const now = new Date();
  const set: Partial<typeof hiddenTalents.$inferInsert> = { updatedAt: now };
  if (action === 'validate') {
    set.status = 'validated';
    set.confidenceScore = 100;
    set.validationSources = [...new Set([...row.validationSources, 'person' as const])];
  } else if (action === 'review') {
    set.status = 'discovered';
    set.confidenceScore = 50;
  } else if (action === 'develop') {
    set.status = 'developing';
    set.developmentPlan = row.developmentPlan ?? developmentPlanFor(row.developmentRecommendations, now);
  } else {
    set.status = 'mastered';
  }
  const [updated] = await deps.database.db
    .update(hiddenTalents)
    .set(set)
    .where(and(eq(hiddenTalents.id, id), eq(hiddenTalents.userId, userId)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Talent not found');
  if (action === 'develop' && updated.developmentPlan) await planToTasks(deps, userId, updated);
  return toTalent(updated);
}

/** A development plan's steps become the person's tasks (source 'talent'), once per step. */
async function planToTasks(deps: AppDeps, userId: string, talent: TalentRow): Promise<void> {
  const { db } = deps.database;
  const refs = talent.developmentPlan!.steps.map((_, i) => `${talent.id}:${i}`);
  const existing = new Set(
    (await db.select({ ref: tasks.sourceRef }).from(tasks).where(and(eq(tasks.userId, userId), eq(tasks.source, 'talent'), inArray(tasks.sourceRef, refs)))).map((r) => r.ref),
  );
  const rows = talent.developmentPlan!.steps.flatMap((step, i) =>
    existing.has(refs[i]!)
      ? []
      : [{ userId, title: step.title.slice(0, 200), description: `Development plan: ${talent.talentName}`, dueDate: step.due, source: 'talent' as const, sourceRef: refs[i]! }],
  );
  if (rows.length) await db.insert(tasks).values(rows);
}
