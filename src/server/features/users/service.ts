import { eq } from 'drizzle-orm';
import type { Role } from '@/contract/me';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { AppError } from '../../platform/errors';

export type NewUser = { email: string; password: string; name?: string; admin?: boolean; verified?: boolean };

/** Creates an account with a password directly (operators, fixtures), bypassing sign-up mail. */
export async function createUser(deps: Pick<AppDeps, 'auth' | 'database'>, input: NewUser) {
  const ctx = await deps.auth.$context;
  const email = input.email.trim().toLowerCase();
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new AppError('CONFLICT', `A user with e-mail ${email} already exists.`);
  const user = await ctx.internalAdapter.createUser({ email, name: input.name ?? '', emailVerified: Boolean(input.verified) }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(input.password) });
  const role: Role = input.admin ? 'admin' : 'user';
  await setRole(deps.database.db, user.id, role);
  return { id: user.id, email, role };
}

export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}
