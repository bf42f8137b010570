import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionData } from '../context';
import { AppError } from '../platform/errors';

export type Access = 'public' | 'user' | 'admin';

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await c.var.getSession();
  if (!session) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await c.var.getSession();
  if (!session) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  if (!isAdmin(session)) throw new AppError('FORBIDDEN', 'Administrator privileges required to access this content.');
  await next();
};

export function isAdmin(session: SessionData): boolean {
  return (session.user as { role?: string | null }).role === 'admin';
}

export function accessMiddleware(access: Access): MiddlewareHandler<AppEnv>[] {
  if (access === 'user') return [requireUser];
  if (access === 'admin') return [requireAdmin];
  return [];
}

/** Inside a guarded handler: the session is known to exist. */
export async function currentSession(c: { var: AppEnv['Variables'] }): Promise<SessionData> {
  const session = await c.var.getSession();
  if (!session) throw new AppError('UNAUTHORIZED', 'User not authenticated');
  return session;
}
