import type { Executor } from '../../db/database.js';

/*
 * A user's TOTP two-factor (issue #21 item 2, migration 0025): the sealed key, its confirmation,
 * the last accepted time step and the hashed recovery codes. Every write is one statement with
 * its condition in the WHERE, so parallel requests on any node cannot both win.
 */

/** The user's TOTP row (undefined when never enrolled). */
export function findUserTotp(db: Executor, userId: number) {
  return db.selectFrom('user_totp').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Stores a new sealed key unless two-factor is already on: false when it is. */
export async function setPendingUserTotp(
  db: Executor,
  userId: number,
  sealed: string,
): Promise<boolean> {
  const now = new Date();
  const result = await db
    .insertInto('user_totp')
    .values({ id: userId, secret: sealed })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ secret: sealed, last_step: null, updated_at: now })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Takes a code's time step if it is later than any taken before (the replay guard, one UPDATE);
 * `confirm` also turns two-factor on, only if it was not on (two confirmations: one wins).
 */
export async function takeUserTotpStep(
  db: Executor,
  userId: number,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const now = new Date();
  let query = db
    .updateTable('user_totp')
    .set(
      confirm
        ? { last_step: step, confirmed_at: now, updated_at: now }
        : { last_step: step, updated_at: now },
    )
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]));
  query = confirm
    ? query.where('confirmed_at', 'is', null)
    : query.where('confirmed_at', 'is not', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertUserRecoveryCodes(db: Executor, userId: number, hashes: string[]) {
  return db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses a recovery code once: true when it was the user's and unused. */
export async function useUserRecoveryCode(
  db: Executor,
  userId: number,
  hash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor off: the key and every recovery code go. */
export async function deleteUserTotp(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_totp').where('id', '=', userId).execute();
}

/** How many of the user's recovery codes are still unused. */
export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A login past the password (migration 0025): the user's expired challenges go at the same time. */
export async function insertLoginChallenge(
  db: Executor,
  challenge: { userId: number; tokenHash: string; expiresAt: Date; stay: boolean },
): Promise<void> {
  await db
    .deleteFrom('user_login_challenges')
    .where('user_id', '=', challenge.userId)
    .where('expires_at', '<=', new Date())
    .execute();
  await db
    .insertInto('user_login_challenges')
    .values({
      token_hash: challenge.tokenHash,
      user_id: challenge.userId,
      expires_at: challenge.expiresAt,
      stay: challenge.stay,
    })
    .execute();
}

/** The live challenge with this token hash, if any. */
export function findLoginChallenge(db: Executor, tokenHash: string) {
  return db
    .selectFrom('user_login_challenges')
    .select(['user_id', 'stay'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Uses a live challenge once (one DELETE): false when it was used or expired meanwhile. */
export async function takeLoginChallenge(db: Executor, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_login_challenges')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
