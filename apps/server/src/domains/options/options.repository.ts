import { sql, type Insertable, type Updateable } from 'kysely';

import { optionsRules, type AccountType } from '@meridian/contract';

import type { Executor, OptionDurationsTable, OptionOrdersTable, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import {
  setPostings,
  SET_POSTINGS_SUMMARY,
  type SetPostingsSummary,
} from '../../ledger/set-postings.js';
import type { PageRequest } from '../../lib/pagination.js';

const { VOID_NO_PRICE } = optionsRules;

// ---- settings and currencies ---------------------------------------------------------------------

export async function findSettingValue(db: Executor, key: string): Promise<string | undefined> {
  return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())
    ?.value;
}

/** Active currencies the options account may hold (stakes are paid in these). */
export function listPayableCurrencies(db: Executor) {
  return db
    .selectFrom('currencies')
    .select(['id', 'name'])
    .where('status', '=', 1)
    .where('is_micro', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listAvailable(db: Executor, userId: number, accountType: AccountType) {
  return db
    .selectFrom('balances')
    .select(['currency_id', 'available'])
    .where('user_id', '=', userId)
    .where('account_type', '=', accountType)
    .execute();
}

// ---- durations -----------------------------------------------------------------------------------

const durationColumns = [
  'id',
  'seconds',
  'profit_ratio',
  'min_amount',
  'max_amount',
  'fee_rate',
  'sort',
  'enabled',
] as const;

/** Durations in display order; only the enabled ones unless `all`. */
export function listDurations(db: Executor, all = false) {
  let query = db.selectFrom('option_durations').select(durationColumns);
  if (!all) query = query.where('enabled', '=', true);
  return query.orderBy('sort').orderBy('seconds').execute();
}
export type DurationRow = Awaited<ReturnType<typeof listDurations>>[number];

export function findEnabledDurationBySeconds(db: Executor, seconds: number) {
  return db
    .selectFrom('option_durations')
    .select(durationColumns)
    .where('seconds', '=', seconds)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export function findDuration(db: Executor, id: number) {
  return db
    .selectFrom('option_durations')
    .select(durationColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The duration row locked for an operator's change. */
export function lockDuration(trx: Trx, id: number) {
  return trx
    .selectFrom('option_durations')
    .select(durationColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertDuration(trx: Trx, row: Insertable<OptionDurationsTable>) {
  return trx
    .insertInto('option_durations')
    .values(row)
    .returning(durationColumns)
    .executeTakeFirstOrThrow();
}

export async function updateDuration(
  trx: Trx,
  id: number,
  changes: Updateable<OptionDurationsTable>,
) {
  return trx
    .updateTable('option_durations')
    .set(changes)
    .where('id', '=', id)
    .returning(durationColumns)
    .executeTakeFirstOrThrow();
}

// ---- orders --------------------------------------------------------------------------------------

const orderColumns = [
  'o.id',
  'o.user_id',
  'o.match_id',
  'o.symbol',
  'o.currency_id',
  'c.name as currency_name',
  'o.type',
  'o.seconds',
  'o.number',
  'o.fee',
  'o.profit_ratio',
  'o.open_price',
  'o.open_time',
  'o.expires_at',
  'o.end_price',
  'o.end_time',
  'o.fact_profits',
  'o.profit_result',
  'o.status',
  'o.created_at',
  'o.settled_at',
  'o.void_reason',
] as const;

function ordersQuery(db: Executor) {
  return db
    .selectFrom('option_orders as o')
    .innerJoin('currencies as c', 'c.id', 'o.currency_id')
    .select(orderColumns);
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

export async function insertOrder(trx: Trx, row: Insertable<OptionOrdersTable>): Promise<number> {
  return (
    await trx.insertInto('option_orders').values(row).returning('id').executeTakeFirstOrThrow()
  ).id;
}

/** Inserts many orders in one statement; answers their ids in the order given. */
export async function insertOrders(
  trx: Trx,
  rows: readonly Insertable<OptionOrdersTable>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('option_orders')
    .values([...rows])
    .returning('id')
    .execute();
  // Ids are drawn in the order of the rows within one statement.
  return inserted.map((r) => r.id).sort((a, b) => a - b);
}

/** Orders by id, in id order. */
export function findOrders(db: Executor, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ordersQuery(db)
    .where('o.id', 'in', [...ids])
    .orderBy('o.id')
    .execute();
}

/** One order; with `userId`, only when it is that user's. */
export function findOrder(db: Executor, id: number, userId?: number) {
  let query = ordersQuery(db).where('o.id', '=', id);
  if (userId !== undefined) query = query.where('o.user_id', '=', userId);
  return query.executeTakeFirst();
}

export function pageOrders(
  db: Executor,
  filter: { userId: number; matchId?: number; status?: number },
  request: PageRequest,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('option_orders as o').where('o.user_id', '=', filter.userId);
  if (filter.matchId !== undefined) base = base.where('o.match_id', '=', filter.matchId);
  if (filter.status !== undefined) base = base.where('o.status', '=', filter.status);
  return pageOf(
    base,
    (q) =>
      q
        .innerJoin('currencies as c', 'c.id', 'o.currency_id')
        .select(orderColumns)
        .orderBy('o.id', 'desc'),
    request,
  );
}

/**
 * Ids as one text parameter made an int[] by the database: the engine's batches hold thousands,
 * and a JavaScript array parameter costs the driver an escaped element each.
 */
function idList(ids: readonly number[]) {
  return sql`string_to_array(${ids.join(',')}::text, ',')::int[]`;
}

/** What the engine schedules: every open order's expiry (all of them, or of these ids). */
export function listOpenExpiries(db: Executor, ids?: readonly number[]) {
  let query = db
    .selectFrom('option_orders')
    .select(['id', 'symbol', 'expires_at'])
    .where('status', '=', 1);
  if (ids) query = query.where(sql<boolean>`id = any(${idList(ids)})`);
  return query.orderBy('expires_at').execute();
}

/** The orders among `ids`, as views read them (after a settlement, for the users watching). */
export function listOrders(db: Executor, ids: readonly number[]) {
  return ordersQuery(db)
    .where(sql<boolean>`o.id = any(${idList(ids)})`)
    .orderBy('o.id')
    .execute();
}

/** The deciding tick of every order of one symbol expiring at one instant; null: none (void). */
export interface ExpiryGroup {
  symbol: string;
  expires_at: number;
  end_price: string | null;
  end_time: number | null;
}

export interface SettleInput {
  /** Orders that are due; only those still open, matching a group, and in the partition settle. */
  ids: readonly number[];
  groups: readonly ExpiryGroup[];
  /**
   * Only the orders of users in partition `partition` of `partitions` (by a hash of the user id,
   * so the partitions stay even whatever pattern ids follow): parallel statements never share a
   * user.
   */
  partition: number;
  partitions: number;
  /** The account stakes came from and payouts go to. */
  accountType: AccountType;
}

/** What one settling statement did: the orders it settled (id order) and its postings' summary. */
export interface SettledSet extends SetPostingsSummary {
  ids: number[];
  user_ids: number[];
}

/**
 * Settles due orders in one statement (PRODUCT-RULES.md §6, the rules of `optionsRules`):
 * - the orders still open are locked in id order (a second node waits, then finds them settled);
 * - each order's result from its open price and its group's deciding tick: up wins above, down
 *   below, the same price draws; no tick voids it;
 * - payout: a win stake × (1 + ratio) rounded down at 10 decimals, a draw the stake, a loss
 *   nothing, a void stake and fee back; fact_profits payout − stake (0 for a void);
 * - the guarded update (status 1 → 3) and, for every order that pays, its posting: a settle
 *   moves the payout from the options pool to the user, a void undoes the stake posting (pool
 *   gives back the stake, fees the fee); postings, balances and entries by `setPostings`.
 */
export async function settleInSql(trx: Trx, input: SettleInput): Promise<SettledSet> {
  // Arrays, not JSON: the planner knows how many groups unnest gives, and hashes them.
  const g = input.groups;
  const result = await sql<SettledSet>`
    with g as (
      select * from unnest(${sql.val(g.map((x) => x.symbol))}::text[],
                           ${sql.val(g.map((x) => x.expires_at))}::bigint[],
                           ${sql.val(g.map((x) => x.end_price))}::numeric[],
                           ${sql.val(g.map((x) => x.end_time))}::bigint[])
        as g(symbol, expires_at, end_price, end_time)
    ), open as (
      select o.id, o.type, o.number, o.fee, o.profit_ratio, o.open_price, g.end_price, g.end_time
      from option_orders o join g on g.symbol = o.symbol and g.expires_at = o.expires_at
      where o.id = any(${idList(input.ids)}) and o.status = 1
        and (hashint4(o.user_id) & 2147483647) % ${input.partitions}::int = ${input.partition}::int
      order by o.id
      for update of o
    ), decided as (
      select open.*, case
               when end_price is null then null
               when end_price = open_price then 0
               when (end_price > open_price) = (type = 1) then 1
               else -1
             end::smallint as result
      from open
    ), paid as (
      select decided.*, case
               when result is null then number + fee
               when result = 1 then trunc(number * (1 + profit_ratio), 10)
               when result = 0 then number
               else 0
             end as payout
      from decided
    ), settled as (
      update option_orders o
      set status = 3, end_price = p.end_price, end_time = p.end_time, profit_result = p.result,
          fact_profits = case when p.result is null then 0 else p.payout - p.number end,
          void_reason = case when p.result is null then ${VOID_NO_PRICE}::text end,
          settled_at = now()
      from paid p
      where o.id = p.id and o.status = 1
      returning o.id, o.user_id, o.currency_id, p.number, p.fee, p.payout,
                p.result is null as void
    ), legs as (
      select 'option:' || s.id || ':settle' as reference,
             case when s.void then 'option_void' else 'option_settle' end as reason,
             s.user_id as posting_user_id, s.id::bigint as seq, x.leg, x.user_id, x.account_type,
             x.house, s.currency_id, x.delta_available, 0::numeric as delta_frozen
      from settled s cross join lateral (values
        (1, null::int, 0::smallint, 'options_pool', -(case when s.void then s.number else s.payout end)),
        (2, null::int, 0::smallint, 'fees', case when s.void then -s.fee else 0 end),
        (3, s.user_id, ${input.accountType}::smallint, null::text, s.payout)
      ) as x(leg, user_id, account_type, house, delta_available)
      -- The fees leg is zero but for a void: left out here rather than by the grouping.
      where s.payout <> 0 and x.delta_available <> 0
    ), ${setPostings('legs')}
    select coalesce(json_agg(s.id order by s.id), '[]') as ids,
           coalesce(json_agg(s.user_id order by s.id), '[]') as user_ids,
           ${SET_POSTINGS_SUMMARY}
    from settled s`.execute(trx);
  return result.rows[0]!;
}
