import type { KlinePeriod } from '@meridian/contract';
import { sql } from 'kysely';

import type { Executor } from '../db/database.js';
import { PERIOD_MS } from './periods.js';
import type { SimCandle } from './sim-walk.js';

/**
 * The market's own tables: the listed pairs, recorded ticks, 1-minute candles and the simulated
 * market's seed epochs.
 */

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

// ---- ticks ---------------------------------------------------------------------------------------

export interface TickInsert {
  symbol: string;
  time: number;
  price: string;
  volume: string;
}

/** Ticks in one statement; a tick already stored (same symbol and time) is kept as it was. */
export async function insertTicks(db: Executor, ticks: readonly TickInsert[]): Promise<void> {
  if (ticks.length === 0) return;
  await sql`
    insert into market_ticks (symbol, time, price, volume)
    select * from unnest(${ticks.map((t) => t.symbol)}::text[], ${ticks.map((t) => t.time)}::bigint[],
                         ${ticks.map((t) => t.price)}::numeric[], ${ticks.map((t) => t.volume)}::numeric[])
    on conflict (symbol, time) do nothing`.execute(db);
}

/**
 * Stores ticks that decide something (a placement, a fill, an outcome) in the same transaction
 * as what they decide, marked so that no retention ever deletes them.
 */
export async function insertDecisiveTicks(
  db: Executor,
  ticks: readonly TickInsert[],
): Promise<void> {
  if (ticks.length === 0) return;
  const unique = [...new Map(ticks.map((t) => [`${t.symbol}|${t.time}`, t])).values()];
  await sql`
    insert into market_ticks (symbol, time, price, volume, decisive)
    select s, t, p, v, true from unnest(${unique.map((t) => t.symbol)}::text[], ${unique.map((t) => t.time)}::bigint[],
                         ${unique.map((t) => t.price)}::numeric[], ${unique.map((t) => t.volume)}::numeric[]) as x(s, t, p, v)
    on conflict (symbol, time) do update set decisive = true where not market_ticks.decisive`.execute(
    db,
  );
}

/** Deletes ticks older than `beforeMs` that decided nothing. */
export async function pruneTicks(db: Executor, beforeMs: number): Promise<number> {
  const r = await db
    .deleteFrom('market_ticks')
    .where('time', '<', beforeMs)
    .where('decisive', '=', false)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The last recorded tick of `symbol` at or before `time`. */
export async function tickAtOrBefore(
  db: Executor,
  symbol: string,
  time: number,
): Promise<{ price: string; time: number } | undefined> {
  const result = await sql<{ price: string; time: number }>`
    select price, time from market_ticks where symbol = ${symbol} and time <= ${time}
    order by time desc limit 1`.execute(db);
  return result.rows[0];
}

/** The newest recorded tick time per symbol (where a restart resumes). */
export async function lastTickTimes(db: Executor): Promise<Map<string, number>> {
  const result = await sql<{ symbol: string; time: number }>`
    select symbol, max(time) as time from market_ticks group by symbol`.execute(db);
  return new Map(result.rows.map((r) => [r.symbol, Number(r.time)]));
}

// ---- candles -------------------------------------------------------------------------------------

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

/** Prices and volume of a run of minutes, as decimal strings. */
interface Ohlcv {
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Over a run of 1-minute candles: the first open, max high, min low, last close, summed volume. */
const ohlcvOfMinutes = sql`(array_agg(open order by open_time))[1] as open,
           max(high) as high, min(low) as low,
           (array_agg(close order by open_time desc))[1] as close,
           sum(volume) as volume`;

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
  return sql<Ohlcv & { time: number }>`
    select ${b} as time, ${ohlcvOfMinutes}
    from market_candles_1m
    where symbol = ${symbol} and open_time >= ${fromMs}::bigint and open_time < ${toMs}::bigint
    group by 1 order by 1`
    .execute(db)
    .then((r) => r.rows);
}

/** The stored 1-minute candles of `symbol` with open_time in [fromMs, toMs), oldest first. */
export async function minuteCandles(db: Executor, symbol: string, fromMs: number, toMs: number) {
  if (fromMs >= toMs) return [];
  const rows = await db
    .selectFrom('market_candles_1m')
    .select(['open_time', 'open', 'high', 'low', 'close', 'volume'])
    .where('symbol', '=', symbol)
    .where('open_time', '>=', fromMs)
    .where('open_time', '<', toMs)
    .orderBy('open_time')
    .execute();
  return rows.map((r) => ({ ...r, open_time: Number(r.open_time) }));
}

/** Per symbol over minutes in [fromMs, toMs): first open, max high, min low, summed volume, last close. */
export function windowStats(db: Executor, fromMs: number, toMs: number) {
  return sql<Ohlcv & { symbol: string }>`
    select symbol, ${ohlcvOfMinutes}
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

// ---- seed epochs ---------------------------------------------------------------------------------

export interface SeedEpochRow {
  id: number;
  starts_at: number;
  seed: string;
  seed_hash: string;
}

/** Every seed epoch, oldest first. */
export async function listSeedEpochs(db: Executor): Promise<SeedEpochRow[]> {
  const rows = await db
    .selectFrom('market_seed_epochs')
    .select(['id', 'starts_at', 'seed', 'seed_hash'])
    .orderBy('starts_at')
    .execute();
  return rows.map((r) => ({ ...r, starts_at: Number(r.starts_at) }));
}

/** Adds an epoch; answers false when one already starts at that instant. */
export async function insertSeedEpoch(
  db: Executor,
  epoch: { starts_at: number; seed: string; seed_hash: string },
): Promise<boolean> {
  const result = await db
    .insertInto('market_seed_epochs')
    .values(epoch)
    .onConflict((oc) => oc.column('starts_at').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
