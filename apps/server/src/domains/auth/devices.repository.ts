import { sql } from 'kysely';

import type { Executor } from '../../db/database.js';
import { withLogins } from './login-history.repository.js';

/** The user's live sessions (not revoked, not expired) with where they came from, newest first. */
export function listDevices(db: Executor, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Marks a session seen now. */
export function touchSession(db: Executor, sessionId: number) {
  return db
    .updateTable('sessions')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

/** Successful sign-ins of this user: all of them, and those from the device with this key. */
export async function countSuccessfulLogins(db: Executor, userId: number, key: string) {
  const row = await withLogins(db)
    .selectFrom('user_logins')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('all'),
      eb.fn.count<string | number>('id').filterWhere('device_key', '=', key).as('device'),
    ])
    .where('user_id', '=', userId)
    .where('success', '=', true)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), device: Number(row.device) };
}
