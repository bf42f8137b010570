import { z } from 'zod';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Spec 01 §7 verify_user_role: role, is_admin, permissions (map of name → truth). */
export const roleResponseSchema = z.object({
  role: z.enum(roles),
  is_admin: z.boolean(),
  is_super_admin: z.boolean(),
  permissions: z.record(z.string(), z.boolean()),
});
export type RoleResponse = z.infer<typeof roleResponseSchema>;
