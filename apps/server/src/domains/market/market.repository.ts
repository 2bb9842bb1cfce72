import { sql } from 'kysely';

import { SPOT_STATUS } from '@meridian/contract';

import type { Executor } from '../../db/database.js';

// TODO(house-in-order): remove once domains/lever (moving to domains/futures) takes PairRow from
// market-data; kept so that move and this one can land in either order.
export type { PairRow } from '../../market-data/market-data.repository.js';

// ---- favourites and views --------------------------------------------------------------------

export function listFavourites(db: Executor, userId: number) {
  return db
    .selectFrom('market_favourites')
    .select(['id', 'match_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Answers the new favourite's id, or undefined when the user already has it. */
export async function addFavourite(
  db: Executor,
  userId: number,
  matchId: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('market_favourites')
    .values({ user_id: userId, match_id: matchId })
    .onConflict((oc) => oc.columns(['user_id', 'match_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Deletes the user's own favourite; answers whether one was deleted. */
export async function deleteFavourite(db: Executor, userId: number, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('market_favourites')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function recordView(db: Executor, userId: number, matchId: number): Promise<void> {
  await db
    .insertInto('market_views')
    .values({ user_id: userId, match_id: matchId, viewed_at: new Date() })
    .onConflict((oc) => oc.columns(['match_id', 'user_id']).doUpdateSet({ viewed_at: new Date() }))
    .execute();
}

/** Distinct users who opened each pair since `since`. */
export function countRecentViews(db: Executor, since: Date) {
  return db
    .selectFrom('market_views')
    .select(['match_id', (eb) => eb.fn.countAll<number>().as('views')])
    .where('viewed_at', '>=', since)
    .groupBy('match_id')
    .execute();
}

/** The pairs a user opened most recently, newest first. */
export function listRecentViews(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('market_views')
    .select(['match_id', 'viewed_at'])
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .limit(limit)
    .execute();
}

// ---- trades: this platform's spot fills, anonymous ---------------------------------------------

/** What a trade shows of a filled order: no user, no order id leaves this file's callers. */
export interface FillRow {
  symbol: string;
  type: number;
  fill_price: string;
  amount: string;
  filled_at: Date;
}

/** A pair's latest fills (market orders and filled limits), newest first. */
export function listFills(db: Executor, matchId: number, limit: number): Promise<FillRow[]> {
  return db
    .selectFrom('spot_orders')
    .select(['symbol', 'type', 'fill_price', 'amount', 'filled_at'])
    .where('match_id', '=', matchId)
    .where('status', '=', SPOT_STATUS.done)
    .orderBy('filled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .$narrowType<{ fill_price: string; filled_at: Date }>()
    .execute();
}

/**
 * The fills of these orders, oldest first, at most `perPair` (the newest) of each pair: what the
 * pairs' rooms are told after a commit. One statement however many orders a tick filled.
 */
export async function findFills(
  db: Executor,
  orderIds: readonly number[],
  perPair: number,
): Promise<FillRow[]> {
  const { rows } = await sql<FillRow>`
    select symbol, type, fill_price, amount, filled_at from (
      select symbol, type, fill_price, amount, filled_at, id,
        row_number() over (partition by match_id order by filled_at desc, id desc) as newest
      from spot_orders
      where id = any(${[...orderIds]}::int[]) and status = ${SPOT_STATUS.done}
    ) fills
    where newest <= ${perPair}
    order by filled_at, id`.execute(db);
  return rows;
}

// ---- sparklines ----------------------------------------------------------------------------------

/**
 * Every pair's hourly closes over [fromMs, toMs) (hour boundaries): the close of each hour's
 * last stored minute. One statement for all pairs, whatever their number.
 */
export async function hourlyCloses(
  db: Executor,
  fromMs: number,
  toMs: number,
): Promise<{ symbol: string; hour: string; close: string }[]> {
  const { rows } = await sql<{ symbol: string; hour: string; close: string }>`
    select symbol, (open_time / 3600000) * 3600000 as hour,
      (array_agg(close order by open_time desc))[1] as close
    from market_candles_1m
    where open_time >= ${fromMs}::bigint and open_time < ${toMs}::bigint
    group by 1, 2 order by 1, 2`.execute(db);
  return rows;
}
