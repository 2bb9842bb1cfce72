import type { Executor, Trx } from '../db/database.js';

// The idempotency keys of money-moving requests (wallet, futures, options, spot): one table,
// claimed inside the request's own transaction.

/** Claims a key for this request; answers false when the key exists (then read it). */
export async function claimIdempotencyKey(
  trx: Trx,
  row: { user_id: number; key: string; route: string; request_hash: string },
) {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ ...row, response: 'null' })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findIdempotencyKey(db: Executor, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export function storeIdempotentResponse(trx: Trx, userId: number, key: string, response: unknown) {
  return trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response ?? null) })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}
