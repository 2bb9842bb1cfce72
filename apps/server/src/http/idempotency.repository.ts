import { sql } from 'kysely';

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

export interface KeyClaim {
  user_id: number;
  key: string;
  route: string;
  request_hash: string;
}

/**
 * Claims many keys in one statement (a group commit); answers the claims it made, as
 * `user_id:key`. A key that exists already (or twice in the batch) is claimed once at most.
 */
export async function claimIdempotencyKeys(
  trx: Trx,
  claims: readonly KeyClaim[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const column = <K extends keyof KeyClaim>(key: K) => claims.map((c) => c[key]);
  const { rows } = await sql<{ user_id: number; key: string }>`
    insert into idempotency_keys (user_id, key, route, request_hash, response)
    select u, k, r, h, 'null'::jsonb
    from unnest(${column('user_id')}::int[], ${column('key')}::text[], ${column('route')}::text[],
                ${column('request_hash')}::text[]) as c(u, k, r, h)
    on conflict (user_id, key) do nothing
    returning user_id, key`.execute(trx);
  return new Set(rows.map((r) => `${r.user_id}:${r.key}`));
}

/** Stores the answers of many claimed keys in one statement. */
export async function storeIdempotentResponses(
  trx: Trx,
  answers: readonly { user_id: number; key: string; response: unknown }[],
): Promise<void> {
  if (answers.length === 0) return;
  await sql`
    update idempotency_keys k set response = a.response
    from unnest(${answers.map((a) => a.user_id)}::int[], ${answers.map((a) => a.key)}::text[],
                ${answers.map((a) => JSON.stringify(a.response ?? null))}::jsonb[]) as a(user_id, key, response)
    where k.user_id = a.user_id and k.key = a.key`.execute(trx);
}

/** Gives back keys a group commit claimed for requests it then left to run alone. */
export async function releaseIdempotencyKeys(trx: Trx, claims: readonly KeyClaim[]): Promise<void> {
  if (claims.length === 0) return;
  await sql`
    delete from idempotency_keys k
    using unnest(${claims.map((c) => c.user_id)}::int[], ${claims.map((c) => c.key)}::text[]) as c(user_id, key)
    where k.user_id = c.user_id and k.key = c.key`.execute(trx);
}
