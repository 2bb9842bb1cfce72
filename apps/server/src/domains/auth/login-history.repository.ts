import type { ColumnType, Generated, Kysely } from 'kysely';

import type { Database, Executor } from '../../db/database.js';
import { offsetOf } from '../../lib/pagination.js';
import { deviceKey, deviceOf } from './device.js';

/** `user_logins` (migration 0017): one row per sign-in attempt on a known account. */
export interface UserLoginsTable {
  id: Generated<number>;
  user_id: number;
  at: Generated<Date>;
  ip: string;
  user_agent: string;
  success: boolean;
  /** Browser, OS and network, hashed (migration 0031; null before it): see device.ts. */
  device_key: ColumnType<string | null, string | null | undefined, string | null>;
}

type WithLogins = Kysely<Database & { user_logins: UserLoginsTable }>;

/** The executor with the login table known to the query builder. */
export function withLogins(db: Executor): WithLogins {
  return (db as Kysely<Database>).withTables<{ user_logins: UserLoginsTable }>();
}

/** Where a sign-in came from, as the HTTP request tells it. */
export interface LoginOrigin {
  ip: string;
  userAgent: string;
}

export function insertLogin(db: Executor, userId: number, origin: LoginOrigin, success: boolean) {
  return withLogins(db)
    .insertInto('user_logins')
    .values({
      user_id: userId,
      ip: origin.ip.slice(0, 64),
      user_agent: origin.userAgent.slice(0, 500),
      success,
      device_key: deviceKey(deviceOf(origin.userAgent, origin.ip)),
    })
    .execute();
}

/** A user's sign-in attempts, newest first, one page (the operator's login history). */
export async function pageLogins(
  db: Executor,
  userId: number,
  { page, limit }: { page: number; limit: number },
) {
  const filtered = withLogins(db).selectFrom('user_logins').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    filtered
      .select(['id', 'at', 'ip', 'user_agent', 'success'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A user's live sessions (not revoked, not expired), newest first. */
export function listLiveSessions(db: Executor, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .execute();
}
