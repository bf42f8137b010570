import { z } from 'zod';

/** Spec coaching session, plus which engine wrote it and a notice when the external model failed. */
export const coachingSessionSchema = z.object({
  id: z.string(),
  query: z.string(),
  response: z.string(),
  kind: z.string(),
  insights: z.array(z.object({ type: z.string(), text: z.string() })),
  recommendations: z.array(z.object({ priority: z.enum(['high', 'medium', 'low']), text: z.string() })),
  action_items: z.array(z.object({ task: z.string(), deadline: z.string() })),
  /** 'local' or 'llm:{model}' */
  engine: z.string(),
  notice: z.string().nullable(),
  language: z.string(),
  /** the conversation this turn belongs to; send it back to ask a follow-up */
  conversation_id: z.string().uuid(),
  created_at: z.string(),
});
export type CoachingSession = z.infer<typeof coachingSessionSchema>;

/** Spec: coaching history limit 10. */
export const COACHING_HISTORY_LIMIT = 10;

export const coachQuestionSchema = z
  .object({
    query: z.string().trim().min(1, 'Please enter a question').max(2000, 'A question is at most 2000 characters'),
    /** continue this conversation (omit to start a new one) */
    conversation_id: z.string().uuid().optional(),
  })
  .strict();
export const coachingSessionListSchema = z.object({ sessions: z.array(coachingSessionSchema) });
export const coachSuggestionsSchema = z.object({ questions: z.array(z.string()) });
export const coachActionParamsSchema = z.object({ id: z.string().uuid(), index: z.coerce.number().int().min(0).max(20) });
export const coachConversationParamsSchema = z.object({ id: z.string().uuid() });
