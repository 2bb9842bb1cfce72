import {
  ACCOUNT_TYPES,
  LEVER_STATUS,
  USDT_CURRENCY_ID,
  type CloseReason,
} from '@meridian/contract';
import { sql, type Insertable, type Selectable } from 'kysely';

import type { Executor, LeverPositionsTable, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/**
 * Futures positions and the futures account (wire name `lever`, account type 3; PRODUCT-RULES.md
 * §5): SQL only, no rules. Tables keep their wire names (`lever_positions`).
 */

export type PositionRow = Selectable<LeverPositionsTable>;

const LIVE = [LEVER_STATUS.pending, LEVER_STATUS.open];
const FUTURES_ACCOUNT = ACCOUNT_TYPES.lever;

export function insertPosition(
  trx: Trx,
  row: Insertable<LeverPositionsTable>,
): Promise<PositionRow> {
  return trx.insertInto('lever_positions').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Inserts many positions in one statement; answers them in the order given (ids are drawn in
 * that order within the statement, so sorting by id restores it).
 */
export async function insertPositions(
  trx: Trx,
  rows: readonly Insertable<LeverPositionsTable>[],
): Promise<PositionRow[]> {
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('lever_positions')
    .values([...rows])
    .returningAll()
    .execute();
  return inserted.sort((a, b) => a.id - b.id);
}

export function findPosition(db: Executor, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom('lever_positions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks one position row until the transaction ends (two closes of it queue here). */
export function lockPosition(trx: Trx, id: number): Promise<PositionRow | undefined> {
  return trx
    .selectFrom('lever_positions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Pending and open positions of some users, oldest first. */
export function listLiveOfUsers(db: Executor, userIds: readonly number[]): Promise<PositionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lever_positions')
    .selectAll()
    .where('user_id', '=', sql<number>`any(${[...userIds]}::int[])`)
    .where('status', 'in', LIVE)
    .orderBy('id')
    .execute();
}

/** Open positions by id (rows that are no longer open are left out). */
export function findOpen(db: Executor, ids: readonly number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lever_positions')
    .selectAll()
    .where('id', '=', sql<number>`any(${[...ids]}::int[])`)
    .where('status', '=', LEVER_STATUS.open)
    .orderBy('id')
    .execute();
}

/** Pending positions by id. */
export function findPending(db: Executor, ids: readonly number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lever_positions')
    .selectAll()
    .where('id', '=', sql<number>`any(${[...ids]}::int[])`)
    .where('status', '=', LEVER_STATUS.pending)
    .orderBy('id')
    .execute();
}

/** Every pending and open position (the engine's start). */
export function listAllLive(db: Executor): Promise<PositionRow[]> {
  return db
    .selectFrom('lever_positions')
    .selectAll()
    .where('status', 'in', LIVE)
    .orderBy('id')
    .execute();
}

/** Locks the open positions of some users (optionally one direction), in id order. */
export function lockOpenOfUsers(
  trx: Trx,
  userIds: readonly number[],
  direction?: 1 | 2,
): Promise<PositionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  let query = trx
    .selectFrom('lever_positions')
    .selectAll()
    .where('user_id', '=', sql<number>`any(${[...userIds]}::int[])`)
    .where('status', '=', LEVER_STATUS.open);
  if (direction) query = query.where('type', '=', direction);
  return query.orderBy('id').forUpdate().execute();
}

/** One user's sums in one pair (contract `Exposure` without the mark), from the database. */
export interface ExposureRow {
  symbol: string;
  /** Σ ± lots × lot size of the open positions (long +, short −). */
  net_qty: string;
  /** Σ ± lots × lot size × open price of the open positions. */
  cost: string;
  /** Σ margin of the open positions. */
  margin: string;
  /** Open positions in the pair. */
  open: number;
  /** Σ margin + fee frozen by the pair's pending limit entries. */
  pending: string;
}

/** A user's futures account as sums: the available and one row per pair with live positions. */
export interface AccountRow {
  available: string;
  pairs: ExposureRow[];
}

/**
 * The futures accounts of some users in one statement: each one's USDT available and per pair
 * the sums of its open positions and the frozen funds of its pending entries. PostgreSQL sums
 * the rows, so the answer (and the work that follows in Node) is O(pairs), not O(positions).
 */
export async function accountsOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, AccountRow>> {
  const result = new Map<number, AccountRow>(
    userIds.map((id) => [id, { available: '0', pairs: [] }]),
  );
  if (userIds.length === 0) return result;
  const { rows } = await sql<ExposureRow & { user_id: number; available: string | null }>`
    select u.id as user_id, b.available, e.symbol, e.net_qty, e.cost, e.margin, e.open, e.pending
    from unnest(${[...userIds]}::int[]) as u(id)
    left join balances b
      on b.user_id = u.id and b.currency_id = ${USDT_CURRENCY_ID} and b.account_type = ${FUTURES_ACCOUNT}
    left join lateral (
      select symbol,
        coalesce(sum(case when type = 1 then share * lot_size else -(share * lot_size) end)
          filter (where status = ${LEVER_STATUS.open}), 0) as net_qty,
        coalesce(sum(case when type = 1 then share * lot_size * price else -(share * lot_size * price) end)
          filter (where status = ${LEVER_STATUS.open}), 0) as cost,
        coalesce(sum(caution_money) filter (where status = ${LEVER_STATUS.open}), 0) as margin,
        count(*) filter (where status = ${LEVER_STATUS.open})::int as open,
        coalesce(sum(caution_money + trade_fee) filter (where status = ${LEVER_STATUS.pending}), 0)
          as pending
      from lever_positions
      where user_id = u.id and status in (${LEVER_STATUS.pending}, ${LEVER_STATUS.open})
      group by symbol
    ) e on true
    order by u.id, e.symbol`.execute(db);
  for (const r of rows) {
    const account = result.get(r.user_id)!;
    if (r.available !== null) account.available = r.available;
    if (r.symbol !== null) {
      const { user_id: _user, available: _available, ...pair } = r;
      account.pairs.push(pair);
    }
  }
  return result;
}

/** Users holding an open position now (the engine's start). */
export async function usersWithOpenPositions(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('lever_positions')
    .select('user_id')
    .distinct()
    .where('status', '=', LEVER_STATUS.open)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Positions by id, any status (what the engine reloads after a change). */
export function findByIds(db: Executor, ids: readonly number[]): Promise<PositionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lever_positions')
    .selectAll()
    .where('id', '=', sql<number>`any(${[...ids]}::int[])`)
    .orderBy('id')
    .execute();
}

/** Futures-account USDT available of some users (0 for a user without the row). */
export async function futuresAvailable(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const result = new Map(userIds.map((id) => [id, '0']));
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('balances')
    .select(['user_id', 'available'])
    .where('user_id', '=', sql<number>`any(${[...userIds]}::int[])`)
    .where('currency_id', '=', USDT_CURRENCY_ID)
    .where('account_type', '=', FUTURES_ACCOUNT)
    .execute();
  for (const r of rows) result.set(r.user_id, r.available);
  return result;
}

/**
 * Locks the futures-account USDT balance rows of some users in id order (the ledger's order, so no
 * deadlock) and answers their available amounts; the posting that follows then reads no stale
 * value.
 */
export async function lockFuturesBalances(
  trx: Trx,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const result = new Map(userIds.map((id) => [id, '0']));
  if (userIds.length === 0) return result;
  const rows = await trx
    .selectFrom('balances')
    .select(['user_id', 'available'])
    .where('user_id', '=', sql<number>`any(${[...userIds]}::int[])`)
    .where('currency_id', '=', USDT_CURRENCY_ID)
    .where('account_type', '=', FUTURES_ACCOUNT)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const r of rows) result.set(r.user_id, r.available);
  return result;
}

export interface PositionFilter {
  userId: number;
  statuses: readonly number[];
  matchId?: number;
}

/** A page of one user's positions, newest first. */
export function pagePositions(db: Executor, filter: PositionFilter, request: PageRequest) {
  let query = db
    .selectFrom('lever_positions')
    .where('user_id', '=', filter.userId)
    .where('status', 'in', [...filter.statuses]);
  if (filter.matchId !== undefined) query = query.where('match_id', '=', filter.matchId);
  return pageOf(query, (q) => q.selectAll().orderBy('id', 'desc'), request);
}

/** Setting values by key (absent keys are left out). */
export async function readSettings(
  db: Executor,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export interface EntryFill {
  id: number;
  tickPrice: string;
  tickTime: number;
}

/** Opens pending limit entries at their limit price with the tick that reached it; only rows still pending change. */
export async function fillEntries(trx: Trx, fills: readonly EntryFill[]): Promise<PositionRow[]> {
  if (fills.length === 0) return [];
  const result = await sql<PositionRow>`
    update lever_positions p
    set status = ${LEVER_STATUS.open}, price = p.target_price, open_tick_price = v.tick_price,
        open_tick_time = v.tick_time, opened_at = now()
    from unnest(${fills.map((f) => f.id)}::int[], ${fills.map((f) => f.tickPrice)}::numeric[],
                ${fills.map((f) => f.tickTime)}::bigint[]) as v(id, tick_price, tick_time)
    where p.id = v.id and p.status = ${LEVER_STATUS.pending}
    returning p.*`.execute(trx);
  return result.rows;
}

export interface PositionClose {
  id: number;
  closePrice: string;
  tickPrice: string;
  tickTime: number;
  reason: CloseReason;
  profits: string;
  /** For a take-profit or stop-loss: the stop price that fired (the row must still have it). */
  stopPrice?: string | null;
}

/**
 * Closes open positions; only rows still open change, and only they are answered. A take-profit
 * or stop-loss closes only while the position still has the stop that fired: a stop changed
 * while its trigger was in flight wins, and the position stays open.
 */
export async function closePositions(
  trx: Trx,
  closes: readonly PositionClose[],
): Promise<PositionRow[]> {
  if (closes.length === 0) return [];
  const result = await sql<PositionRow>`
    update lever_positions p
    set status = ${LEVER_STATUS.closed}, close_price = v.close_price, close_tick_price = v.tick_price,
        close_tick_time = v.tick_time, close_reason = v.reason, profits = v.profits, closed_at = now()
    from unnest(${closes.map((c) => c.id)}::int[], ${closes.map((c) => c.closePrice)}::numeric[],
                ${closes.map((c) => c.tickPrice)}::numeric[], ${closes.map((c) => c.tickTime)}::bigint[],
                ${closes.map((c) => c.reason)}::text[], ${closes.map((c) => c.profits)}::numeric[],
                ${closes.map((c) => c.stopPrice ?? null)}::numeric[])
         as v(id, close_price, tick_price, tick_time, reason, profits, stop_price)
    where p.id = v.id and p.status = ${LEVER_STATUS.open}
      and (v.reason <> 'take_profit' or p.target_profit_price = v.stop_price)
      and (v.reason <> 'stop_loss' or p.stop_loss_price = v.stop_price)
    returning p.*`.execute(trx);
  return result.rows;
}

/** Cancels a pending entry of the user; nothing when it is not pending any more. */
export function cancelPending(
  trx: Trx,
  id: number,
  userId: number,
): Promise<PositionRow | undefined> {
  return trx
    .updateTable('lever_positions')
    .set({ status: LEVER_STATUS.cancelled, closed_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', LEVER_STATUS.pending)
    .returningAll()
    .executeTakeFirst();
}

/** Replaces a live position's take-profit and stop-loss; nothing when it is no longer live. */
export function setStops(
  db: Executor,
  id: number,
  takeProfit: string | null,
  stopLoss: string | null,
): Promise<PositionRow | undefined> {
  return db
    .updateTable('lever_positions')
    .set({ target_profit_price: takeProfit, stop_loss_price: stopLoss })
    .where('id', '=', id)
    .where('status', 'in', LIVE)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims today's overnight fee of every open position opened before `dayStart` and not yet
 * charged for `day`: the claim is the guard (a second run claims nothing).
 */
export async function claimOvernight(
  trx: Trx,
  day: string,
  dayStart: number,
): Promise<PositionRow[]> {
  const result = await sql<PositionRow>`
    update lever_positions
    set last_overnight_day = ${day}::date
    where status = ${LEVER_STATUS.open} and opened_at < ${new Date(dayStart).toISOString()}::timestamptz
      and (last_overnight_day is null or last_overnight_day < ${day}::date)
    returning *`.execute(trx);
  return result.rows;
}

export interface OvernightCharge {
  id: number;
  fromMargin: string;
  charged: string;
}

/** Takes the charged fees off the positions' margins and adds them to their overnight money. */
export async function applyOvernight(trx: Trx, charges: readonly OvernightCharge[]): Promise<void> {
  if (charges.length === 0) return;
  await sql`
    update lever_positions p
    set caution_money = p.caution_money - v.from_margin, overnight_money = p.overnight_money + v.charged
    from unnest(${charges.map((c) => c.id)}::int[], ${charges.map((c) => c.fromMargin)}::numeric[],
                ${charges.map((c) => c.charged)}::numeric[]) as v(id, from_margin, charged)
    where p.id = v.id`.execute(trx);
}
