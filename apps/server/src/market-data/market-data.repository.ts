import { sql } from 'kysely';

import type { Executor } from '../db/database.js';

/** The market's own tables: recorded ticks and the simulated market's seed epochs. */

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
export async function insertDecisiveTicks(db: Executor, ticks: readonly TickInsert[]): Promise<void> {
  if (ticks.length === 0) return;
  const unique = [...new Map(ticks.map((t) => [`${t.symbol}|${t.time}`, t])).values()];
  await sql`
    insert into market_ticks (symbol, time, price, volume, decisive)
    select s, t, p, v, true from unnest(${unique.map((t) => t.symbol)}::text[], ${unique.map((t) => t.time)}::bigint[],
                         ${unique.map((t) => t.price)}::numeric[], ${unique.map((t) => t.volume)}::numeric[]) as x(s, t, p, v)
    on conflict (symbol, time) do update set decisive = true where not market_ticks.decisive`.execute(db);
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
