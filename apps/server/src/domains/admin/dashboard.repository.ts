import { sql } from 'kysely';

import type { Executor } from '../../db/database.js';

/** The review queues: how many wait in each, and since when the oldest has waited. */
export async function queueSizes(db: Executor) {
  const { rows } = await sql<{ queue: string; count: string; oldest: Date | null }>`
    select 'deposits' as queue, count(*) as count, min(created_at) as oldest
      from deposit_requests where status = 0
    union all
    select 'withdrawals', count(*), min(created_at) from withdrawals where status = 0
    union all
    select 'kyc', count(*), min(created_at) from kyc_records where status = 1
    union all
    select 'approvals', count(*), min(requested_at) from money_approvals where status = 'pending'`.execute(
    db,
  );
  return rows;
}

/** Per currency: what users hold (available + frozen), from the balances table. */
export async function userLiabilities(db: Executor) {
  const { rows } = await sql<{ currency_id: number; total: string }>`
    select currency_id, sum(available + frozen) as total
    from balances group by currency_id`.execute(db);
  return rows;
}

/**
 * Per currency and house account: what it holds, from its journal (house accounts have no
 * balance row). Reads every house entry: an on-demand operator view, not a hot path.
 */
export async function houseHoldings(db: Executor) {
  const { rows } = await sql<{ currency_id: number; house: string; total: string }>`
    select currency_id, house, sum(delta_available + delta_frozen) as total
    from ledger_entries where house is not null group by currency_id, house`.execute(db);
  return rows;
}

/** A house account's change per UTC day over the last `days` days, per currency. */
export async function houseDaily(db: Executor, house: string, days: number) {
  const { rows } = await sql<{ day: string; currency_id: number; change: string }>`
    select (extract(epoch from date_trunc('day', created_at at time zone 'UTC')) * 1000)::bigint::text
             as day,
           currency_id,
           sum(delta_available + delta_frozen) as change
    from ledger_entries
    where house = ${house} and created_at >= now() - make_interval(days => ${days})
    group by 1, 2 order by 1, 2`.execute(db);
  return rows;
}
