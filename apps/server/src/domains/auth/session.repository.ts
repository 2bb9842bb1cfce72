import type { Executor } from '../../db/database.js';

export function insertSession(
  db: Executor,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  origin: { ip: string; userAgent: string } = { ip: '', userAgent: '' },
) {
  return db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      expires_at: expiresAt,
      ip: origin.ip.slice(0, 64),
      user_agent: origin.userAgent.slice(0, 500),
    })
    .execute();
}

export function revokeSession(db: Executor, sessionId: number) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of the user, or every one but `keepId` (sign out the others). */
export function revokeAllSessions(db: Executor, userId: number, keepId?: number) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  return query.execute();
}

/** Ends one live session of this user; answers whether one ended (another user's: none). */
export async function revokeOwnSession(db: Executor, userId: number, sessionId: number) {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The user behind a live session token hash: not revoked, not expired. */
export function findLiveSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at as session_expires_at',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
}
