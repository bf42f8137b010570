import { OpenAPIHono } from '@hono/zod-openapi';
import { coachActionParamsSchema, coachConversationParamsSchema, coachingSessionListSchema, coachingSessionSchema, coachQuestionSchema, coachSuggestionsSchema } from '@/contract/coach';
import { errorBodySchema } from '@/contract/errors';
import { taskSchema } from '@/contract/tasks';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { perUserRateLimit } from '../../platform/rate-limit';
import { defineRoute, jsonResponse } from '../../platform/route';
import type { CoachMarketSource } from './service';
import { actionItemToTask, askCoach, conversationSessions, listSessions, suggestedQuestions } from './service';

const tags = ['AI coach'];

/** Questions per person per hour (× RATE_LIMIT_SCALE); a failing check lets the question through (spec 01 §5). */
export const COACH_RATE_LIMIT = { limit: 30, windowSeconds: 3600 };

const limitQuestions = perUserRateLimit('coach', COACH_RATE_LIMIT, (limit) => `You have asked ${limit} questions in the last hour. Please try again later.`);

const ask = defineRoute(
  'user',
  {
    method: 'post',
    path: '/api/coach/sessions',
    tags,
    summary: 'Ask the coach: an answer grounded in your CV analysis, talents, goals and the market data, stored as a session',
    request: { body: { required: true, content: { 'application/json': { schema: coachQuestionSchema } } } },
    responses: {
      200: jsonResponse(coachingSessionSchema, 'The stored session, with its conversation id'),
      404: jsonResponse(errorBodySchema, 'No such conversation of yours'),
      429: jsonResponse(errorBodySchema, 'Too many questions'),
    },
  },
  [limitQuestions],
);

const history = defineRoute('user', {
  method: 'get',
  path: '/api/coach/sessions',
  tags,
  summary: 'Your latest 10 coaching sessions, newest first',
  responses: { 200: jsonResponse(coachingSessionListSchema, 'Sessions') },
});

const conversation = defineRoute('owner', {
  method: 'get',
  path: '/api/coach/conversations/{id}',
  tags,
  summary: 'Every turn of one of your conversations, oldest first',
  request: { params: coachConversationParamsSchema },
  responses: { 200: jsonResponse(coachingSessionListSchema, 'The turns') },
});

const suggestions = defineRoute('user', {
  method: 'get',
  path: '/api/coach/suggestions',
  tags,
  summary: 'Four suggested questions that fit your situation, in your language',
  responses: { 200: jsonResponse(coachSuggestionsSchema, 'Questions') },
});

const toTask = defineRoute('owner', {
  method: 'post',
  path: '/api/coach/sessions/{id}/action-items/{index}/task',
  tags,
  summary: 'Turn an action item into a task (once)',
  request: { params: coachActionParamsSchema },
  responses: { 201: jsonResponse(taskSchema, 'Task created'), 200: jsonResponse(taskSchema, 'Already a task'), 404: jsonResponse(errorBodySchema, 'No such session or item of yours') },
});

/** Whether the person allowed their question to go to the operator's external model (composed in app.ts). */
export type ExternalModelConsent = (deps: AppEnv['Variables']['deps'], userId: string) => Promise<boolean>;

/** Without `externalModelConsent` no question goes to the external model: the local engine answers. */
export function coachRoutes(market?: CoachMarketSource, externalModelConsent?: ExternalModelConsent) {
  return new OpenAPIHono<AppEnv>()
    .openapi(ask, async (c) => {
      const { user } = await currentSession(c);
      const { deps } = c.var;
      const llm = deps.llm && externalModelConsent && (await externalModelConsent(deps, user.id)) ? deps.llm : null;
      const { query, conversation_id } = c.req.valid('json');
      return c.json(await askCoach(deps, user.id, query, market, llm, conversation_id), 200);
    })
    .openapi(history, async (c) => c.json({ sessions: await listSessions(c.var.deps, (await currentSession(c)).user.id) }, 200))
    .openapi(conversation, async (c) => c.json({ sessions: await conversationSessions(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id) }, 200))
    .openapi(suggestions, async (c) => c.json({ questions: await suggestedQuestions(c.var.deps, (await currentSession(c)).user.id, market) }, 200))
    .openapi(toTask, async (c) => {
      const { user } = await currentSession(c);
      const { id, index } = c.req.valid('param');
      const { task, created } = await actionItemToTask(c.var.deps, user.id, id, index);
      return created ? c.json(task, 201) : c.json(task, 200);
    });
}
