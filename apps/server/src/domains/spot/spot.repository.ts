import { sql, type Insertable } from 'kysely';

import { SPOT_STATUS } from '@meridian/contract';

import type { Executor, SpotOrdersTable, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

const OPEN = SPOT_STATUS.trading;

/** `column = any($1)`: one parameter however many ids (a batch may hold tens of thousands). */
const anyId = (column: string, ids: number[]) =>
  sql<boolean>`${sql.ref(column)} = any(${ids}::int[])`;

/** Currencies with the flag that lets them sit in the change (spot) account. */
export function findCurrencies(db: Executor, ids: number[]) {
  return db
    .selectFrom('currencies')
    .select(['id', 'name', 'is_spot', 'status'])
    .where('id', 'in', ids)
    .execute();
}

export async function insertOrder(trx: Trx, row: Insertable<SpotOrdersTable>): Promise<number> {
  const { id } = await trx
    .insertInto('spot_orders')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Inserts many orders in one statement; answers their ids in the order given (ids are drawn in
 * that order within the statement, so sorting them restores it).
 */
export async function insertOrders(
  trx: Trx,
  rows: readonly Insertable<SpotOrdersTable>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('spot_orders')
    .values([...rows])
    .returning('id')
    .execute();
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}

/** Orders with their pair's currencies and names: everything a view needs. */
function viewQuery(db: Executor) {
  return db
    .selectFrom('spot_orders as o')
    .innerJoin('currency_matches as m', 'm.id', 'o.match_id')
    .innerJoin('currencies as b', 'b.id', 'm.currency_id')
    .innerJoin('currencies as q', 'q.id', 'm.legal_id')
    .selectAll('o')
    .select(['m.currency_id', 'm.legal_id', 'b.name as base_name', 'q.name as quote_name']);
}
export type SpotOrderRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

export function findOrders(db: Executor, ids: number[]): Promise<SpotOrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return viewQuery(db).where(anyId('o.id', ids)).orderBy('o.id').execute();
}

export async function findOrder(db: Executor, id: number): Promise<SpotOrderRow | undefined> {
  return (await findOrders(db, [id]))[0];
}

/** One user's orders, newest first, optionally of one status and one base currency. */
export function pageOrders(
  db: Executor,
  filter: { userId: number; status?: number; currencyId?: number },
  request: PageRequest,
) {
  let query = viewQuery(db).where('o.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
  if (filter.currencyId !== undefined) query = query.where('m.currency_id', '=', filter.currencyId);
  return pageOf(query, (q) => q.orderBy('o.id', 'desc'), request);
}

/** The owner of an order and its status (to tell "not yours" from "no longer open"). */
export function findOwnStatus(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('spot_orders')
    .select(['status'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Cancels the user's open order: the guarded transition 1 → 3. Answers the row, or nothing when
 * the order is not the user's or no longer open (a concurrent cancel or fill won).
 */
export function cancelOpenOrder(trx: Trx, userId: number, id: number) {
  return trx
    .updateTable('spot_orders')
    .set({ status: SPOT_STATUS.cancelled, cancelled_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', OPEN)
    .returning(['id', 'user_id', 'frozen_currency_id', 'frozen_amount'])
    .executeTakeFirst();
}

/** Open limit orders (all, or of these ids): the engine's triggers. */
export function listOpenLimits(db: Executor, ids?: number[]) {
  let query = db
    .selectFrom('spot_orders')
    .select(['id', 'symbol', 'type', 'target_price'])
    .where('status', '=', OPEN)
    .where('order_type', '=', 'limit');
  if (ids) query = query.where(anyId('id', ids));
  return query.execute();
}

/** Open limit orders of these ids with what a fill needs. */
export function findOpenLimits(db: Executor, ids: number[]) {
  return db
    .selectFrom('spot_orders as o')
    .innerJoin('currency_matches as m', 'm.id', 'o.match_id')
    .select([
      'o.id',
      'o.user_id',
      'o.type',
      'o.amount',
      'o.target_price',
      'o.fee_rate',
      'o.frozen_amount',
      'm.currency_id',
      'm.legal_id',
    ])
    .where(anyId('o.id', ids))
    .where('o.status', '=', OPEN)
    .where('o.order_type', '=', 'limit')
    .execute();
}

export interface FillUpdate {
  id: number;
  total: string;
  fee: string;
  tickPrice: string;
  tickTime: number;
}

/**
 * Fills limit orders at their limit price in one statement, guarded by status 1 → 2 (an order a
 * cancel or another node already moved is left alone). Answers the ids it filled.
 */
export async function fillOpenLimits(trx: Trx, fills: FillUpdate[]): Promise<number[]> {
  if (fills.length === 0) return [];
  const result = await sql<{ id: number }>`
    update spot_orders o
    set status = ${SPOT_STATUS.done}, fill_price = o.target_price, total = v.total, fee = v.fee,
        tick_price = v.tick_price, tick_time = v.tick_time, filled_at = now()
    from unnest(${fills.map((f) => f.id)}::int[], ${fills.map((f) => f.total)}::numeric[],
                ${fills.map((f) => f.fee)}::numeric[], ${fills.map((f) => f.tickPrice)}::numeric[],
                ${fills.map((f) => f.tickTime)}::bigint[]) as v(id, total, fee, tick_price, tick_time)
    where o.id = v.id and o.status = ${OPEN} and o.order_type = 'limit'
    returning o.id`.execute(trx);
  return result.rows.map((r) => r.id);
}
