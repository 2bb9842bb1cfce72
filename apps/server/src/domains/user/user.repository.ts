import type { Executor, NewUser, UserRow } from '../../db/database.js';

export function findById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByEmail(db: Executor, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** By mobile; with no area code, any area (the first registered wins). */
export function findByMobile(db: Executor, mobile: string, areaCode?: string) {
  let query = db.selectFrom('users').selectAll().where('mobile', '=', mobile);
  if (areaCode) query = query.where('area_code', '=', areaCode);
  return query.orderBy('id').limit(1).executeTakeFirst();
}

export function findByInviteCode(db: Executor, code: string) {
  return db.selectFrom('users').select(['id']).where('invite_code', '=', code).executeTakeFirst();
}

export function insertUser(db: Executor, user: NewUser) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(
  db: Executor,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'created_at'>>,
) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertSession(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  return db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
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

export function revokeAllSessions(db: Executor, userId: number) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user behind a live session token hash: not revoked, not expired. */
export function findLiveSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.id as session_id')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
}
