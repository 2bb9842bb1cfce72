import type { AdminRole } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/database.js';
import { readToken } from '../../http/auth.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/secrets.js';
import { findLiveSession } from './admin.repository.js';

/** The operator making a request under /admin. */
export interface AdminCaller {
  id: number;
  email: string;
  role: AdminRole;
  sessionId: number;
}

/**
 * The operator behind a token. Operator tokens live in their own table, so a user's token is
 * unknown here, and an operator's token is unknown to the user auth hooks (`useUserAuth`).
 */
export async function findAdminCaller(
  db: Db,
  token: string | undefined,
): Promise<AdminCaller | undefined> {
  if (!token) return undefined;
  const row = await findLiveSession(db, sha256(token));
  return row
    ? { id: row.id, email: row.email, role: row.role, sessionId: row.session_id }
    : undefined;
}

/**
 * Who may call a group of operator routes: any operator role (`read`), those who may change
 * things (`write`: operators and super-operators), or super-operators only (`super`: operator
 * accounts and four-eyes thresholds).
 */
export type AdminAccess = 'read' | 'write' | 'super';

/**
 * Makes every route of the encapsulated plugin `app` need an operator. `read` lets any operator
 * role in; `write` an operator or super-operator: an auditor gets FORBIDDEN. A missing or dead session answers
 * type 999. Checked before the body is validated: an auditor or a stranger learns nothing from it.
 */
export function useAdminAuth(app: FastifyInstance, db: Db, access: AdminAccess): void {
  app.addHook('preValidation', async (req) => {
    const admin = await findAdminCaller(db, readToken(req.headers.authorization));
    if (!admin) throw new AppError('SESSION_INVALID');
    if (access === 'write') assertCanWrite(admin);
    if (access === 'super' && admin.role !== 'super') throw new AppError('FORBIDDEN');
    req.admin = admin;
  });
}

/**
 * A group of operator routes, in its own encapsulated plugin, behind `useAdminAuth`.
 *
 * ```ts
 * await app.register(
 *   operatorRoutes(deps.db, 'read', async (ops) => {
 *     ops.get('/admin/me', { schema }, (req) => describeAdmin(adminOf(req)));
 *   }),
 * );
 * ```
 */
export function operatorRoutes(
  db: Db,
  access: AdminAccess,
  routes: FastifyPluginAsyncZod,
): FastifyPluginAsyncZod {
  return async (app, options) => {
    useAdminAuth(app, db, access);
    await routes(app, options);
  };
}

export function assertCanWrite(admin: AdminCaller): void {
  if (admin.role === 'auditor') throw new AppError('FORBIDDEN');
}

/** The operator of a route behind `useAdminAuth`. */
export function adminOf(req: FastifyRequest): AdminCaller {
  if (!req.admin) throw new AppError('SESSION_INVALID');
  return req.admin;
}
