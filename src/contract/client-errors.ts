import { z } from 'zod';

export const clientErrorSeverities = ['fatal', 'error', 'warning'] as const;

export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(20000).optional(),
  componentStack: z.string().max(20000).optional(),
  route: z.string().min(1).max(2000),
  severity: z.enum(clientErrorSeverities),
  appVersion: z.string().max(64).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorCreatedSchema = z.object({ id: z.string() });
