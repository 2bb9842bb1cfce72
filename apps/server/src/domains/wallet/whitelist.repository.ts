import type { Executor, Trx } from '../../db/database.js';

/** The withdrawal whitelist's row (migration 0030); none while it was never turned on. */
export function findWhitelist(db: Executor, userId: number) {
  return db
    .selectFrom('withdraw_whitelists')
    .select(['user_id', 'on_since', 'off_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Turns it on from `at`, or keeps it on and drops a pending turning off. */
export function saveWhitelistOn(trx: Trx, userId: number, onSince: Date, at: Date) {
  return trx
    .insertInto('withdraw_whitelists')
    .values({ user_id: userId, on_since: onSince, off_at: null, updated_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ on_since: onSince, off_at: null, updated_at: at }),
    )
    .execute();
}

/** Records when a requested turning off takes effect. */
export function setWhitelistOffAt(trx: Trx, userId: number, offAt: Date, at: Date) {
  return trx
    .updateTable('withdraw_whitelists')
    .set({ off_at: offAt, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}
