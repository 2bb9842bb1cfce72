import { sql, type Insertable, type RawBuilder } from 'kysely';

import { SIDE, SPOT_STATUS } from '@meridian/contract';

import type { Executor, SpotOrdersTable, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import {
  setPostings,
  SET_POSTINGS_SUMMARY,
  type SetPostingsSummary,
} from '../../ledger/set-postings.js';
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
  return (
    db
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
      // In id order: the postings (and each entry's balance after) follow it, as in `fillInSql`.
      .orderBy('o.id')
      .execute()
  );
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

// ---- fills in SQL --------------------------------------------------------------------------------

/** Crossed limit orders for `fillInSql`: each with the tick that crossed it. */
export interface FillSetInput {
  ids: readonly number[];
  tickPrices: readonly string[];
  tickTimes: readonly number[];
  /** Only orders with `user_id % partitions = partition`: parallel statements never share a user. */
  partition: number;
  partitions: number;
}

/** An order whose fill would pay other than what its placement froze: left open, logged. */
export interface FrozenMismatch {
  id: number;
  pay: string;
  frozen: string;
}

/** What one fill statement did: the orders it filled (id order), their fees and its postings. */
export interface FilledSet extends SetPostingsSummary {
  ids: number[];
  user_ids: number[];
  symbols: string[];
  /** The fee of each filled order, in the currency received (`fee_currency_ids`). */
  fees: string[];
  fee_currency_ids: number[];
  mismatched: FrozenMismatch[];
}

/** `value` rounded at the 8 decimals of spot money (SCALE): up (away from zero) or down. */
const upAt8 = (value: RawBuilder<unknown>) => sql`(ceil(${value} * 100000000) * 0.00000001)`;
const downAt8 = (value: RawBuilder<unknown>) => sql`trunc(${value}, 8)`;

/**
 * Fills crossed limit orders in one statement, with the money of `spotRules.fillOf` and the legs
 * of `fillLegs` (fromFrozen), as the per-order path (`spot.service` `fillCrossed`) books them:
 * - the orders still open whose tick reaches their limit (a buy at or below, a sell at or above)
 *   are locked in id order (a second node waits, then finds them filled);
 * - at the limit price: a buy pays total = amount × price rounded up at 8 decimals and receives
 *   amount − fee, fee = amount × rate rounded up; a sell gives its amount and receives total −
 *   fee, total = amount × price rounded down, fee = total × rate rounded up;
 * - the guarded update (status 1 → 2) with the crossing tick, only where the fill pays exactly
 *   what placement froze (any other order is answered in `mismatched` and stays open);
 * - per filled order its posting `spot:<id>:fill` (seq: the order id): the frozen pay leaves the
 *   user for the house `exchange`, which gives the received amount, less the fee to `fees`;
 *   postings, balances and entries by `setPostings` (the legs of a fill never share a balance:
 *   paid and received are different currencies).
 */
export async function fillInSql(trx: Trx, input: FillSetInput): Promise<FilledSet> {
  const product = sql`amount * target_price`;
  const result = await sql<FilledSet>`
    with v as (
      select * from unnest(${sql.val(input.ids)}::int[], ${sql.val(input.tickPrices)}::numeric[],
                           ${sql.val(input.tickTimes)}::bigint[]) as v(id, tick_price, tick_time)
    ), open as (
      select o.id, o.user_id, o.symbol, o.type, o.amount, o.target_price, o.fee_rate,
             o.frozen_amount, m.currency_id, m.legal_id, v.tick_price, v.tick_time
      from spot_orders o
      join v on v.id = o.id
      join currency_matches m on m.id = o.match_id
      where o.id = any(${sql.val(input.ids)}::int[]) and o.status = ${OPEN}
        and o.order_type = 'limit' and o.user_id % ${input.partitions}::int = ${input.partition}::int
        and case when o.type = ${SIDE.buy} then v.tick_price <= o.target_price
                 else v.tick_price >= o.target_price end
      order by o.id
      for update of o
    ), priced as (
      select open.*, case when type = ${SIDE.buy} then ${upAt8(product)} else ${downAt8(product)} end
               as total
      from open
    ), charged as (
      select priced.*,
             ${upAt8(sql`(case when type = ${SIDE.buy} then amount else total end) * fee_rate`)} as fee
      from priced
    ), plans as (
      select charged.*,
             case when type = ${SIDE.buy} then total else amount end as pay,
             case when type = ${SIDE.buy} then amount - fee else total - fee end as receive,
             case when type = ${SIDE.buy} then legal_id else currency_id end as paid_id,
             case when type = ${SIDE.buy} then currency_id else legal_id end as received_id
      from charged
    ), filled as (
      update spot_orders o
      set status = ${SPOT_STATUS.done}, fill_price = o.target_price, total = p.total, fee = p.fee,
          tick_price = p.tick_price, tick_time = p.tick_time, filled_at = now()
      from plans p
      where o.id = p.id and o.status = ${OPEN} and p.pay = o.frozen_amount
      returning o.id, o.user_id, o.symbol, p.paid_id, p.received_id, p.pay, p.receive, p.fee
    ), postings as (
      select 'spot:' || f.id || ':fill' as reference, 'spot_fill'::text as reason,
             f.user_id as posting_user_id, f.id::bigint as seq
      from filled f
    ), legs as (
      select 'spot:' || f.id || ':fill' as reference, f.id::bigint as seq, x.leg, x.user_id,
             x.account_type, x.house, x.currency_id, x.delta_available, x.delta_frozen
      from filled f cross join lateral (values
        (1, f.user_id, 2::smallint, null::text, f.paid_id, 0::numeric, -f.pay),
        (2, null::int, 0::smallint, 'exchange'::text, f.paid_id, f.pay, 0::numeric),
        (3, null::int, 0::smallint, 'exchange'::text, f.received_id, -(f.receive + f.fee), 0::numeric),
        (4, f.user_id, 2::smallint, null::text, f.received_id, f.receive, 0::numeric),
        (5, null::int, 0::smallint, 'fees'::text, f.received_id, f.fee, 0::numeric)
      ) as x(leg, user_id, account_type, house, currency_id, delta_available, delta_frozen)
    ), ${setPostings('legs', { distinctLegs: true, postings: 'postings' })}
    select coalesce(array_agg(f.id order by f.id), '{}') as ids,
           coalesce(array_agg(f.user_id order by f.id), '{}') as user_ids,
           coalesce(array_agg(f.symbol order by f.id), '{}') as symbols,
           coalesce(array_agg(f.fee::text order by f.id), '{}') as fees,
           coalesce(array_agg(f.received_id order by f.id), '{}') as fee_currency_ids,
           (select coalesce(json_agg(json_build_object('id', p.id, 'pay', p.pay::text,
                                                       'frozen', p.frozen_amount::text)
                                     order by p.id), '[]')
            from plans p where p.pay <> p.frozen_amount) as mismatched,
           ${SET_POSTINGS_SUMMARY}
    from filled f`.execute(trx);
  return result.rows[0]!;
}
