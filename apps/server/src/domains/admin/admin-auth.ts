import type { AdminRole } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';

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
 * unknown here, and an operator's token is unknown to `requireUser`.
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
 * preValidation hook for /admin routes. `read` lets any operator role in; `write` only `operator`:
 * an auditor gets FORBIDDEN. A missing or dead session answers type 999.
 */
export function requireAdmin(db: Db, access: 'read' | 'write') {
  return async (req: FastifyRequest) => {
    const admin = await findAdminCaller(db, readToken(req.headers.authorization));
    if (!admin) throw new AppError('SESSION_INVALID');
    if (access === 'write') assertCanWrite(admin);
    req.admin = admin;
  };
}

export function assertCanWrite(admin: AdminCaller): void {
  if (admin.role !== 'operator') throw new AppError('FORBIDDEN');
}

/** The operator of a route behind `requireAdmin`. */
export function adminOf(req: FastifyRequest): AdminCaller {
  if (!req.admin) throw new AppError('SESSION_INVALID');
  return req.admin;
}
