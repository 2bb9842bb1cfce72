import { sql, type Insertable, type Updateable } from 'kysely';

import type { AccountType } from '@meridian/contract';

import type { Executor, OptionDurationsTable, OptionOrdersTable, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

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

/** The operator's change and its audit row commit together (audit_log is append-only). */
export function insertAudit(
  trx: Trx,
  entry: { admin_id: number; action: string; entity: string; entity_id: string; detail: unknown },
) {
  return trx
    .insertInto('audit_log')
    .values({ ...entry, detail: JSON.stringify(entry.detail ?? {}) })
    .returning('id')
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

/** What the engine schedules: every open order's expiry (all of them, or of these ids). */
export function listOpenExpiries(db: Executor, ids?: readonly number[]) {
  let query = db
    .selectFrom('option_orders')
    .select(['id', 'symbol', 'expires_at'])
    .where('status', '=', 1);
  if (ids) query = query.where(sql<boolean>`id = any(${sql.val(ids)}::int[])`);
  return query.orderBy('expires_at').execute();
}

/** The open orders among `ids`, with what settling them needs. */
export function listOpenOrders(db: Executor, ids: readonly number[]) {
  return db
    .selectFrom('option_orders')
    .select([
      'id',
      'user_id',
      'symbol',
      'currency_id',
      'type',
      'number',
      'fee',
      'profit_ratio',
      'open_price',
      'open_time',
      'expires_at',
    ])
    .where('status', '=', 1)
    .where(sql<boolean>`id = any(${sql.val(ids)}::int[])`)
    .execute();
}
export type OpenOrderRow = Awaited<ReturnType<typeof listOpenOrders>>[number];

/** An order's settlement: its deciding tick and result, or (no fresh tick) voided with a reason. */
export interface SettleValue {
  id: number;
  end_price: string | null;
  end_time: number | null;
  fact_profits: string;
  profit_result: number | null;
  void_reason: string | null;
}

/**
 * Settles many orders in one statement, each only if it is still open (status 1): a repeat, or
 * a second node settling the same orders, changes nothing and gets nothing back. Answers the
 * orders this call settled, as views read them.
 */
export async function settleOrders(trx: Trx, values: readonly SettleValue[]): Promise<OrderRow[]> {
  if (values.length === 0) return [];
  const result = await sql<OrderRow>`
    with v as (
      select * from unnest(
        ${sql.val(values.map((v) => v.id))}::int[],
        ${sql.val(values.map((v) => v.end_price))}::numeric[],
        ${sql.val(values.map((v) => v.end_time))}::bigint[],
        ${sql.val(values.map((v) => v.fact_profits))}::numeric[],
        ${sql.val(values.map((v) => v.profit_result))}::smallint[],
        ${sql.val(values.map((v) => v.void_reason))}::text[]
      ) as v(id, end_price, end_time, fact_profits, profit_result, void_reason)
    ), settled as (
      update option_orders o
      set status = 3, end_price = v.end_price, end_time = v.end_time, fact_profits = v.fact_profits,
          profit_result = v.profit_result, void_reason = v.void_reason, settled_at = now()
      from v
      where o.id = v.id and o.status = 1
      returning o.*
    )
    select s.id, s.user_id, s.match_id, s.symbol, s.currency_id, c.name as currency_name, s.type, s.seconds, s.number,
           s.fee, s.profit_ratio, s.open_price, s.open_time, s.expires_at, s.end_price, s.end_time, s.fact_profits,
           s.profit_result, s.status, s.created_at, s.settled_at, s.void_reason
    from settled s join currencies c on c.id = s.currency_id
    order by s.id`.execute(trx);
  return result.rows;
}
