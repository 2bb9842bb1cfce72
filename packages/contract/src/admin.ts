import { z } from 'zod';

import { emailSchema } from './auth.js';
import { pagingShape } from './paging.js';

/** Operator roles: an operator may change content; an auditor may only read. */
export const ADMIN_ROLES = ['operator', 'auditor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** POST /admin/login: answers an operator token (not usable as a user token). */
export const adminLoginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(256),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

/** GET /admin/audit: newest first, optionally one entity kind (`menu_item`, `news`, …). */
export const auditListInputSchema = z.object({
  ...pagingShape,
  entity: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .optional(),
});
export type AuditListInput = z.infer<typeof auditListInputSchema>;

/** GET /admin/me. */
export interface AdminView {
  id: number;
  email: string;
  role: AdminRole;
}

/** One row of GET /admin/audit. */
export interface AuditEntryView {
  id: number;
  admin_id: number;
  admin_email: string;
  action: string;
  entity: string;
  entity_id: string;
  detail: unknown;
  created_at: number;
}
