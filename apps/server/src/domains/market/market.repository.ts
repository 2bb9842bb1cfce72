import type { KlinePeriod } from '@meridian/contract';
import { sql } from 'kysely';

import type { Executor } from '../../db/database.js';
import type { SimCandle } from '../../market-data/sim-walk.js';
import { PERIOD_MS } from './market.rules.js';

export { insertTicks, pruneTicks, type TickInsert } from '../../market-data/market-data.repository.js';

/** Pairs with their base and quote currency names, in display order. */
export function listPairs(db: Executor) {
  return db
    .selectFrom('currency_matches as m')
    .innerJoin('currencies as b', 'b.id', 'm.currency_id')
    .innerJoin('currencies as q', 'q.id', 'm.legal_id')
    .selectAll('m')
    .select(['b.name as currency_name', 'q.name as legal_name'])
    .where('m.status', '=', 1)
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
}
export type PairRow = Awaited<ReturnType<typeof listPairs>>[number];

export function listCurrencies(db: Executor) {
  return db
    .selectFrom('currencies')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A 1-minute candle of one symbol, as the sim walk and the live aggregation produce it. */
export type CandleInsert = SimCandle & { symbol: string };

/**
 * 1-minute candles in one statement. `mode: 'keep'` leaves stored minutes alone (backfill);
 * `'merge'` updates the minute being built (live): the stored open stays, high and low widen;
 * `'replace'` writes the whole minute (a minute cut short by a restart, rebuilt from the walk).
 */
export async function upsertMinuteCandles(
  db: Executor,
  candles: readonly CandleInsert[],
  mode: 'keep' | 'merge' | 'replace',
): Promise<void> {
  if (candles.length === 0) return;
  const conflict =
    mode === 'keep'
      ? sql`do nothing`
      : mode === 'replace'
        ? sql`do update set open = excluded.open, high = excluded.high, low = excluded.low,
                            close = excluded.close, volume = excluded.volume`
        : sql`do update set high = greatest(market_candles_1m.high, excluded.high),
                            low = least(market_candles_1m.low, excluded.low),
                            close = excluded.close, volume = excluded.volume`;
  await sql`
    insert into market_candles_1m (symbol, open_time, open, high, low, close, volume)
    select * from unnest(${candles.map((c) => c.symbol)}::text[], ${candles.map((c) => c.open_time)}::bigint[],
                         ${candles.map((c) => c.open)}::numeric[], ${candles.map((c) => c.high)}::numeric[],
                         ${candles.map((c) => c.low)}::numeric[], ${candles.map((c) => c.close)}::numeric[],
                         ${candles.map((c) => c.volume)}::numeric[])
    on conflict (symbol, open_time) ${conflict}`.execute(db);
}

/** The newest stored minute per symbol. */
export function latestMinutes(db: Executor) {
  return db
    .selectFrom('market_candles_1m')
    .select(['symbol', (eb) => eb.fn.max('open_time').as('open_time')])
    .groupBy('symbol')
    .execute();
}

/** The stored minute at `openTime` of `symbol`, and the last tick recorded in it. */
export async function minuteState(db: Executor, symbol: string, openTime: number) {
  const candle = await db
    .selectFrom('market_candles_1m')
    .selectAll()
    .where('symbol', '=', symbol)
    .where('open_time', '=', openTime)
    .executeTakeFirst();
  const tick = await db
    .selectFrom('market_ticks')
    .select((eb) => eb.fn.max('time').as('time'))
    .where('symbol', '=', symbol)
    .where('time', '>=', openTime)
    .executeTakeFirst();
  return { candle, lastTickTime: tick?.time ?? null };
}

/** The bucket (ms) of a stored minute for `period`, in SQL: UTC, Monday weeks, calendar months. */
function bucket(period: KlinePeriod) {
  if (period === '1mon') {
    return sql<number>`(extract(epoch from date_trunc('month', to_timestamp(open_time / 1000) at time zone 'UTC')) * 1000)::bigint`;
  }
  const size = PERIOD_MS[period];
  const offset = period === '1week' ? 4 * 86_400_000 : 0;
  return sql<number>`((open_time - ${offset}::bigint) / ${size}::bigint) * ${size}::bigint + ${offset}::bigint`;
}

/**
 * Candles of `period` aggregated in SQL from the 1-minute candles with open_time in
 * [fromMs, toMs): open of the first minute, close of the last, max high, min low, summed volume.
 */
export function aggregatedCandles(
  db: Executor,
  symbol: string,
  period: KlinePeriod,
  fromMs: number,
  toMs: number,
) {
  const b = bucket(period);
  return sql<{
    time: number;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
  }>`
    select ${b} as time,
           (array_agg(open order by open_time))[1] as open,
           max(high) as high, min(low) as low,
           (array_agg(close order by open_time desc))[1] as close,
           sum(volume) as volume
    from market_candles_1m
    where symbol = ${symbol} and open_time >= ${fromMs}::bigint and open_time < ${toMs}::bigint
    group by 1 order by 1`
    .execute(db)
    .then((r) => r.rows);
}

/** Per symbol over minutes in [fromMs, toMs): first open, max high, min low, summed volume, last close. */
export function windowStats(db: Executor, fromMs: number, toMs: number) {
  return sql<{
    symbol: string;
    open: string;
    high: string;
    low: string;
    close: string;
    volume: string;
  }>`
    select symbol,
           (array_agg(open order by open_time))[1] as open,
           max(high) as high, min(low) as low,
           (array_agg(close order by open_time desc))[1] as close,
           sum(volume) as volume
    from market_candles_1m
    where open_time >= ${fromMs}::bigint and open_time < ${toMs}::bigint
    group by symbol`
    .execute(db)
    .then((r) => r.rows);
}

/** The last close before `beforeMs` per symbol (a price for pairs with nothing in the window). */
export function lastCloses(db: Executor, beforeMs: number) {
  return sql<{ symbol: string; close: string; open_time: number }>`
    select distinct on (symbol) symbol, close, open_time from market_candles_1m
    where open_time < ${beforeMs}::bigint order by symbol, open_time desc`
    .execute(db)
    .then((r) => r.rows);
}

export async function pruneCandles(db: Executor, beforeMs: number): Promise<number> {
  const r = await db
    .deleteFrom('market_candles_1m')
    .where('open_time', '<', beforeMs)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

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
