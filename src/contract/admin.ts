import { z } from 'zod';
import { roles } from '@/contract/me';

/**
 * Administration (issue 6): named permissions, user management and the role-change audit log.
 * The role → permission map lives on the server (`server/auth/permissions.ts`); the client only
 * knows the names, to ask `/api/me/permissions` whether one is granted.
 */
export const permissionNames = [
  'users.read',
  'users.role.update',
  'audit.read',
  'security.read',
  'security.manage',
  'system.read',
  'market.import',
  'themes.manage',
  'design_system.manage',
  'privacy.self',
] as const;
export type Permission = (typeof permissionNames)[number];

export const permissionsResponseSchema = z.object({
  role: z.string(),
  permissions: z.array(z.enum(permissionNames)),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE_SIZE).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** the profile's full name, else the account name; null when neither is set */
  full_name: z.string().nullable(),
  /** any string stored in the database: the panel flags values other than user/admin */
  role: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
  /** newest sign-in among the person's current sessions */
  last_sign_in_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const ROLE_FIELDS_REQUIRED = 'Target user ID and new role are required';
export const INVALID_ROLE = 'Invalid role specified';

/** Spec secure_update_user_role: target_user_id, new_role (messages verbatim from the spec). */
export const roleUpdateSchema = z.object({
  target_user_id: z.string({ error: ROLE_FIELDS_REQUIRED }).trim().min(1, ROLE_FIELDS_REQUIRED).max(200),
  new_role: z
    .string({ error: ROLE_FIELDS_REQUIRED })
    .trim()
    .min(1, ROLE_FIELDS_REQUIRED)
    .pipe(z.enum(roles, { error: INVALID_ROLE })),
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

export const roleUpdateResultSchema = z.object({
  success: z.boolean(),
  user_id: z.string(),
  old_role: z.string(),
  new_role: z.enum(roles),
  /** false when the person already had the role (nothing written) */
  changed: z.boolean(),
});
export type RoleUpdateResult = z.infer<typeof roleUpdateResultSchema>;

export const roleAuditEventTypes = ['admin_role_change', 'role_change_attempt'] as const;
export const AUDIT_LOG_MAX_LIMIT = 100;

export const auditLogQuerySchema = z.object({
  user_id: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_LIMIT).default(AUDIT_LOG_MAX_LIMIT),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  event_type: z.enum(roleAuditEventTypes),
  /** who acted */
  user_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_user_id: z.string().nullable(),
  target_email: z.string().nullable(),
  old_role: z.string().nullable(),
  new_role: z.string().nullable(),
  /** why an attempt was refused (null for a change) */
  reason: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogListSchema = z.object({ entries: z.array(auditLogEntrySchema) });
export type AuditLogList = z.infer<typeof auditLogListSchema>;
