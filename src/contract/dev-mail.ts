import { z } from 'zod';

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
