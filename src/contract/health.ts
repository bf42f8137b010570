import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
