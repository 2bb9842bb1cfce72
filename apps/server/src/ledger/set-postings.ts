import { sql, type RawBuilder } from 'kysely';

import type { Trx } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { isNegativeBalance, noteTouchedUsers } from './ledger.js';

/**
 * Postings computed in SQL, for work the engine settles together (ARCHITECTURE.md "The write
 * path at speed"): a domain's statement produces its legs as a CTE, and `setPostings` adds the
 * CTEs that post them in that same statement, with the rules of `ledger.ts` `postMany`:
 * - legs of one posting on the same balance (or house account and currency) become one entry,
 *   and legs that sum to nothing are dropped;
 * - a reference that already exists posts nothing (its legs are skipped);
 * - each user balance row changes once by the sum of its legs, locked in ascending id order
 *   first (as `ledger.ts` does), created when a posting credits it for the first time (not an
 *   upsert: PostgreSQL checks an upsert's proposed row, so a debit would always fail);
 * - each user entry carries the balance after it, as if the postings applied one by one in
 *   `seq` order (a window over the final values).
 * The statement's final select adds `SET_POSTINGS_SUMMARY`, and its caller hands that row to
 * `finishSetPostings`, which refuses a posting that does not balance per currency or does not fit
 * numeric(36,18) (the transaction then rolls back), and notes the users whose balances changed.
 *
 * The legs CTE has these columns (one row per leg):
 * `reference` text (one posting per reference), `reason` text, `posting_user_id` int (the
 * posting's user), `seq` bigint (posting order), `leg` int (entry order within the posting),
 * `user_id` int and `account_type` smallint for a user's balance, or `house` text with
 * `account_type` 0, `currency_id` int, `delta_available` and `delta_frozen` numeric.
 * `options` (`SetPostingsOptions`) let a statement that knows its legs skip the grouping and the
 * picking of postings; without them the rules above apply in full.
 */
export function setPostings(legs: string, options: SetPostingsOptions = {}): RawBuilder<unknown> {
  const input = sql.table(legs);
  const postings = options.postings
    ? sql`select reason, reference, posting_user_id, seq from ${sql.table(options.postings)}`
    : sql`select distinct on (reference) reason, reference, posting_user_id, seq from ${input}
          order by reference, seq`;
  return sql`
    ledger_legs as (${
      options.distinctLegs
        ? sql`
      select reference, seq, leg, user_id, account_type, house, currency_id, delta_available,
             delta_frozen
      from ${input}
      where delta_available <> 0 or delta_frozen <> 0`
        : sql`
      select reference, min(seq) as seq, min(leg) as leg, user_id, account_type, house, currency_id,
             sum(delta_available) as delta_available, sum(delta_frozen) as delta_frozen
      from ${input}
      group by reference, user_id, account_type, house, currency_id
      having sum(delta_available) <> 0 or sum(delta_frozen) <> 0`
    }
    ), ledger_new_postings as (
      insert into ledger_postings (reason, reference, user_id)
      select reason, reference, posting_user_id from (${postings}) p
      order by seq
      on conflict (reference) do nothing
      returning id, reference
    ), ledger_fresh as (
      select l.*, p.id as posting_id from ledger_legs l join ledger_new_postings p using (reference)
    ), ledger_totals as (
      select user_id, currency_id, account_type,
             sum(delta_available) as delta_available, sum(delta_frozen) as delta_frozen
      from ledger_fresh where user_id is not null
      group by user_id, currency_id, account_type
    ), ledger_locked as (
      select b.id, b.user_id, b.currency_id, b.account_type, t.delta_available, t.delta_frozen
      from balances b join ledger_totals t using (user_id, currency_id, account_type)
      order by b.id for update of b
    ), ledger_updated as (
      -- Joined by id only (and the rows below grouped, not anti-joined): CTEs' row counts are
      -- estimates, and a nested loop over two of them grows with the square of the users.
      update balances b
      set available = b.available + l.delta_available, frozen = b.frozen + l.delta_frozen,
          updated_at = now()
      from ledger_locked l
      where b.id = l.id
      returning b.id, b.user_id, b.currency_id, b.account_type, b.available, b.frozen
    ), ledger_created as (
      -- Rows a posting credits for the first time (a debit of a missing row is below zero); a
      -- row another transaction created meanwhile is changed instead.
      insert into balances as b (user_id, currency_id, account_type, available, frozen)
      select user_id, currency_id, account_type, sum(delta_available), sum(delta_frozen)
      from (select user_id, currency_id, account_type, delta_available, delta_frozen,
                   false as found
            from ledger_totals
            union all
            select user_id, currency_id, account_type, 0, 0, true from ledger_locked) k
      group by user_id, currency_id, account_type
      having not bool_or(found)
      order by user_id, currency_id, account_type
      on conflict (user_id, currency_id, account_type) do update
        set available = b.available + excluded.available, frozen = b.frozen + excluded.frozen,
            updated_at = now()
      returning b.id, b.user_id, b.currency_id, b.account_type, b.available, b.frozen
    ), ledger_balances as (
      select * from ledger_updated union all select * from ledger_created
    ), ledger_rows as (
      -- Each changed balance row joins its entries' window as one more row (no delta, last in seq
      -- order) carrying its id and final values: a join of the entries with the rows would be
      -- planned as a nested loop when the rows' count is underestimated (seconds for a big set).
      select posting_id, seq, leg, user_id, house, currency_id, account_type, delta_available,
             delta_frozen, null::int as balance_id, null::numeric as final_available,
             null::numeric as final_frozen
      from ledger_fresh
      union all
      select null, null, null, user_id, null, currency_id, account_type, 0, 0, id, available, frozen
      from ledger_balances
    ), ledger_new_entries as (
      insert into ledger_entries (posting_id, balance_id, user_id, house, currency_id, account_type,
                                  delta_available, delta_frozen, available_after, frozen_after)
      select posting_id, balance_id, user_id, house, currency_id, account_type, delta_available,
             delta_frozen, available_after, frozen_after
      from (
        select r.posting_id, r.seq, r.leg, r.user_id, r.house, r.currency_id, r.account_type,
               r.delta_available, r.delta_frozen, max(r.balance_id) over balance as balance_id,
               max(r.final_available) over balance - coalesce(sum(r.delta_available) over later, 0)
                 as available_after,
               max(r.final_frozen) over balance - coalesce(sum(r.delta_frozen) over later, 0)
                 as frozen_after
        from ledger_rows r
        window balance as (partition by r.user_id, r.currency_id, r.account_type),
               later as (partition by r.user_id, r.currency_id, r.account_type order by r.seq
                         rows between 1 following and unbounded following)
      ) e
      where posting_id is not null
      order by seq, leg
      returning id
    ), ledger_problems as (
      select reference from ledger_legs group by reference, currency_id
      having sum(delta_available + delta_frozen) <> 0
      union all
      select reference from ledger_legs
      where delta_available <> round(delta_available, 18) or delta_frozen <> round(delta_frozen, 18)
    )`;
}

/** Shortcuts for a statement that knows more about its legs than the general case. */
export interface SetPostingsOptions {
  /**
   * No two legs of a posting share a balance (or a house account and currency), so each non-zero
   * leg is an entry as it is: the legs are not grouped.
   */
  distinctLegs?: boolean;
  /**
   * A CTE with one row per posting (`reference`, `reason`, `posting_user_id`, `seq`), so the
   * postings are not picked out of the legs.
   */
  postings?: string;
}

/** Columns for the statement's final select: what `finishSetPostings` needs. */
export const SET_POSTINGS_SUMMARY = sql`
  (select count(*)::int from ledger_problems) as ledger_problems,
  (select count(*)::int from ledger_new_postings) as ledger_postings,
  (select coalesce(array_agg(distinct user_id), '{}') from ledger_balances) as ledger_user_ids`;

export interface SetPostingsSummary {
  ledger_problems: number;
  ledger_postings: number;
  ledger_user_ids: number[];
}

/**
 * Checks what the statement posted and notes who it touched (told after the commit by
 * `moneyTransaction`). Throws (so the caller's transaction rolls back) when a posting did not
 * balance or an amount had more than 18 decimals: a programming error, as in `ledger.ts`.
 * Answers the number of postings applied.
 */
export function finishSetPostings(trx: Trx, summary: SetPostingsSummary): number {
  if (summary.ledger_problems > 0)
    throw new Error(
      `ledger: ${summary.ledger_problems} set-based postings do not balance or have more than 18 decimals`,
    );
  noteTouchedUsers(trx, summary.ledger_user_ids.map(Number));
  return summary.ledger_postings;
}

/** Runs a statement with set-based postings: a user balance below zero is INSUFFICIENT_BALANCE. */
export async function withSetPostings<T>(statement: Promise<T>): Promise<T> {
  try {
    return await statement;
  } catch (error) {
    if (isNegativeBalance(error)) throw new AppError('INSUFFICIENT_BALANCE');
    throw error;
  }
}
