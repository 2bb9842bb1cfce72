import type { FastifyRequest } from 'fastify';

import type { Db, UserRow } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { findLiveSession } from '../domains/user/user.repository.js';
import { sha256 } from '../lib/secrets.js';

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function readToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[a-f0-9]{64}$/.test(token) ? token : undefined;
}

export interface Caller {
  user: UserRow;
  sessionId: number;
}

/** The live session behind a token, or undefined when it is unknown, revoked or expired. */
export async function findCaller(db: Db, token: string | undefined): Promise<Caller | undefined> {
  if (!token) return undefined;
  const row = await findLiveSession(db, sha256(token));
  if (!row) return undefined;
  const { session_id, ...user } = row;
  return { user, sessionId: session_id };
}

/** preHandler for routes that need a user: a missing or dead session answers type 999. */
export function requireUser(db: Db) {
  return async (req: FastifyRequest) => {
    const caller = await findCaller(db, readToken(req.headers.authorization));
    if (!caller) throw new AppError('SESSION_INVALID');
    req.caller = caller;
  };
}

/** The caller of a route behind `requireUser`. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new AppError('SESSION_INVALID');
  return req.caller;
}
