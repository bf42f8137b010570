import { z } from 'zod';
import { clientErrorLimits } from './client-error-limits';

export const clientErrorSeverities = ['fatal', 'error', 'warning'] as const;


export const clientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(clientErrorLimits.text),
  stack: z.string().max(clientErrorLimits.text).optional(),
  componentStack: z.string().max(clientErrorLimits.text).optional(),
  route: z.string().min(1).max(clientErrorLimits.route),
  severity: z.enum(clientErrorSeverities),
  appVersion: z.string().max(64).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorCreatedSchema = z.object({ id: z.string() });
