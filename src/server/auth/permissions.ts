import type { MiddlewareHandler } from 'hono';
import { permissionNames } from '@/contract/admin';
import type { Permission } from '@/contract/admin';
import type { Role } from '@/contract/me';
import type { AppEnv } from '../context';
import { AppError } from '../platform/errors';
import { currentSession } from './guards';

/**
 * Named permissions mapped to roles, on the server only: the client asks which it holds
 * (`GET /api/me/permissions`) to choose what to show, the server decides what is allowed.
 * An administrator holds every permission; a role string outside user/admin holds none.
 */
const grants: Record<Role, readonly Permission[]> = {
  user: ['privacy.self'],
  admin: permissionNames,
};

function isRole(role: string): role is Role {
  return Object.hasOwn(grants, role);
}

export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  return role && isRole(role) ? grants[role] : [];
}

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/** The content guard's message (spec 01 §2), so the API and the page say the same. */
export function missingPermissionMessage(permission: Permission): string {
  return `You don't have the required permission: ${permission}`;
}

/** 401 when signed out, 403 'Insufficient Permissions' when the person's role lacks `permission`. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await currentSession(c);
    const role = (session.user as { role?: string | null }).role;
    if (!hasPermission(role, permission)) {
      throw new AppError('FORBIDDEN', missingPermissionMessage(permission), { title: 'Insufficient Permissions', permission });
    }
    await next();
  };
}
