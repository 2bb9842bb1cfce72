import type { AdminRole } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Db } from '../../db/database.js';
import { readToken } from '../../http/auth.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/secrets.js';
import type { AdminSessionStage } from '../../db/database.js';
import { findLiveSession, revokeAdminSession, touchAdminSession } from './admin.repository.js';

/** The operator making a request under /admin. */
export interface AdminCaller {
  id: number;
  email: string;
  role: AdminRole;
  sessionId: number;
  /** `password` until the second factor is given (only its routes answer until then). */
  stage: AdminSessionStage;
}

/** An operator session unused this long ends (issue #15: idle timeout). */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
/** A session's last use is written at most this often (one UPDATE a minute, not per request). */
const TOUCH_EVERY_MS = 60 * 1000;

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
  if (!row) return undefined;
  const now = new Date();
  const idle = now.getTime() - row.last_seen_at.getTime();
  if (idle > ADMIN_IDLE_MS) {
    await revokeAdminSession(db, row.session_id);
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) await touchAdminSession(db, row.session_id, now);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    sessionId: row.session_id,
    stage: row.stage,
  };
}

/**
 * Who may call a group of operator routes: any operator role (`read`), those who may change
 * things (`write`: operators and super-operators), or super-operators only (`super`: operator
 * accounts and four-eyes thresholds), or any session past the password (`second-factor`: TOTP
 * enrolment and verification).
 */
export type AdminAccess = 'read' | 'write' | 'super' | 'second-factor';

/**
 * Makes every route of the encapsulated plugin `app` need an operator. `read` lets any operator
 * role in; `write` an operator or super-operator: an auditor gets FORBIDDEN. A missing or dead session answers
 * type 999. Checked before the body is validated: an auditor or a stranger learns nothing from it.
 */
export function useAdminAuth(app: FastifyInstance, db: Db, access: AdminAccess): void {
  app.addHook('preValidation', async (req) => {
    const admin = await findAdminCaller(db, readToken(req.headers.authorization));
    if (!admin) throw new AppError('SESSION_INVALID');
    // Until the TOTP code is given, only the second-factor routes answer.
    if (admin.stage !== 'full' && access !== 'second-factor') throw new AppError('TOTP_REQUIRED');
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
