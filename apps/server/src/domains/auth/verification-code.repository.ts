import { sql } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';

export interface CodeKey {
  channel: 'mail' | 'sms';
  target: string;
  scene: string;
}

export function findLastSent(db: Executor, channel: CodeKey['channel'], target: string) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'created_at'])
    .where('channel', '=', channel)
    .where('target', '=', target)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Supersedes earlier live codes for the same purpose, so only the newest works. */
export async function replaceCode(db: Executor, key: CodeKey, codeHash: string, expiresAt: Date) {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('channel', '=', key.channel)
    .where('target', '=', key.target)
    .where('scene', '=', key.scene)
    .where('consumed_at', 'is', null)
    .execute();
  return db
    .insertInto('verification_codes')
    .values({ ...key, code_hash: codeHash, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function deleteCode(db: Executor, id: number) {
  return db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

export function findLiveCode(db: Executor, key: CodeKey) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('channel', '=', key.channel)
    .where('target', '=', key.target)
    .where('scene', '=', key.scene)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one wrong try; answers the tries so far. */
export async function countWrongTry(db: Executor, id: number): Promise<number> {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .returning('tries')
    .executeTakeFirst();
  return row?.tries ?? Number.MAX_SAFE_INTEGER;
}

/** Marks the code used; false when someone used it first. */
export async function consumeCode(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Serialises code sends to one address until the transaction ends. */
export async function lockAddress(trx: Trx, channel: CodeKey['channel'], target: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`code:${channel}:${target}`}))`.execute(trx);
}
