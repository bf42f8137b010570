import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { coachActionParamsSchema, coachingSessionListSchema, coachingSessionSchema, coachQuestionSchema, coachSuggestionsSchema } from '@/contract/coach';
import { errorBodySchema } from '@/contract/errors';
import { taskSchema } from '@/contract/tasks';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/route';
import type { CoachMarketSource } from './service';
import { actionItemToTask, askCoach, listSessions, suggestedQuestions } from './service';

const json = <S extends z.ZodType>(schema: S, description: string) => ({ description, content: { 'application/json': { schema } } });
const tags = ['AI coach'];

/** Questions per person per hour (× RATE_LIMIT_SCALE); a failing check lets the question through (spec 01 §5). */
export const COACH_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };

const limitQuestions: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { limiter, config, logger } = c.var.deps;
  const { user } = await currentSession(c);
  const rule = { ...COACH_RATE_LIMIT, limit: Math.max(1, Math.round(COACH_RATE_LIMIT.limit * config.rateLimitScale)) };
  let allowed = true;
  let retryAfter = 0;
  try {
    const result = await limiter.hit(`coach:user:${user.id}`, rule);
    allowed = result.allowed;
    retryAfter = result.retryAfterSeconds;
  } catch (error) {
    logger.warn('coach rate limit check failed; allowing', { error: String(error) });
  }
  if (!allowed) {
    c.header('Retry-After', String(retryAfter));
    throw new AppError('RATE_LIMITED', `You have asked ${rule.limit} questions in the last hour. Please try again later.`, { attempts_remaining: 0 });
  }
  await next();
};

const ask = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/coach/sessions',
    tags,
    summary: 'Ask the coach: an answer grounded in your CV analysis, talents, goals and the market data, stored as a session',
    request: { body: { required: true, content: { 'application/json': { schema: coachQuestionSchema } } } },
    responses: { 200: json(coachingSessionSchema, 'The stored session'), 429: json(errorBodySchema, 'Too many questions') },
  },
  [limitQuestions],
);

const history = defineRoute('user', {
  method: 'get',
  path: '/api/coach/sessions',
  tags,
  summary: 'Your latest 10 coaching sessions, newest first',
  responses: { 200: json(coachingSessionListSchema, 'Sessions') },
});

const suggestions = defineRoute('user', {
  method: 'get',
  path: '/api/coach/suggestions',
  tags,
  summary: 'Four suggested questions that fit your situation, in your language',
  responses: { 200: json(coachSuggestionsSchema, 'Questions') },
});

const toTask = defineRoute('user', {
  method: 'post',
  path: '/api/coach/sessions/{id}/action-items/{index}/task',
  tags,
  summary: 'Turn an action item into a task (once)',
  request: { params: coachActionParamsSchema },
  responses: { 201: json(taskSchema, 'Task created'), 200: json(taskSchema, 'Already a task'), 404: json(errorBodySchema, 'No such session or item of yours') },
});

export function coachRoutes(market?: CoachMarketSource) {
  return new OpenAPIHono<AppEnv>()
    .openapi(ask, async (c) => {
      const { user } = await currentSession(c);
      return c.json(await askCoach(c.var.deps, user.id, c.req.valid('json').query, market, c.var.deps.llm), 200);
    })
    .openapi(history, async (c) => c.json({ sessions: await listSessions(c.var.deps, (await currentSession(c)).user.id) }, 200))
    .openapi(suggestions, async (c) => c.json({ questions: await suggestedQuestions(c.var.deps, (await currentSession(c)).user.id, market) }, 200))
    .openapi(toTask, async (c) => {
      const { user } = await currentSession(c);
      const { id, index } = c.req.valid('param');
      const { task, created } = await actionItemToTask(c.var.deps, user.id, id, index);
      return created ? c.json(task, 201) : c.json(task, 200);
    });
}
