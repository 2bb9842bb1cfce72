import type { Executor, NewUser, Trx, UserRow } from '../../db/database.js';

/**
 * Locks the user's row until the transaction ends: one user's writes that check a count or a
 * limit before they insert run one at a time, on any node.
 */
export async function lockUserRow(trx: Trx, id: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

export function findById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
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
