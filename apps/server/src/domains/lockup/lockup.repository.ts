import type { LockupCategory, LockupTexts } from '@meridian/contract';
import { sql, type Insertable, type Updateable } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';
import type { LockupProductsTable } from '../../db/database-lockup.js';
import {
  setPostings,
  SET_POSTINGS_SUMMARY,
  type SetPostingsSummary,
} from '../../ledger/set-postings.js';
import { offsetOf, type PageRequest } from '../../lib/pagination.js';

// ---- products ------------------------------------------------------------------------------------

const productColumns = [
  'p.id',
  'p.name',
  'p.yield_source',
  'p.category',
  'p.currency_id',
  'c.name as currency_name',
  'p.daily_rate',
  'p.lock_days',
  'p.min_amount',
  'p.penalty_ratio',
  'p.sort',
  'p.open',
] as const;

function selectProducts(db: Executor) {
  return db
    .selectFrom('lockup_products as p')
    .innerJoin('currencies as c', 'c.id', 'p.currency_id')
    .select(productColumns);
}

/** Products in display order: the open ones (optionally of one category), or all for operators. */
export function listProducts(
  db: Executor,
  filter: { openOnly: boolean; category?: LockupCategory | undefined },
) {
  let query = selectProducts(db);
  if (filter.openOnly) query = query.where('p.open', '=', true);
  if (filter.category) query = query.where('p.category', '=', filter.category);
  return query.orderBy('p.sort').orderBy('p.id').execute();
}
export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

export function findProduct(db: Executor, id: number) {
  return selectProducts(db).where('p.id', '=', id).executeTakeFirst();
}

/** A product locked for an operator's change (the audit's "before"). */
export function lockProduct(trx: Trx, id: number) {
  return selectProducts(trx).where('p.id', '=', id).forUpdate('p').executeTakeFirst();
}

/** What each product holds: orders in progress and their principal. */
export async function productHoldings(db: Executor) {
  const rows = await db
    .selectFrom('lockup_orders')
    .select([
      'product_id',
      sql<number>`count(*)::int`.as('orders'),
      sql<string>`sum(amount)`.as('held'),
    ])
    .where('status', '=', 1)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, { orders: r.orders, held: String(r.held) }]));
}

export async function insertProduct(
  trx: Trx,
  values: Omit<Insertable<LockupProductsTable>, 'name' | 'yield_source'> & {
    name: LockupTexts;
    yield_source: LockupTexts;
  },
): Promise<number> {
  const row = await trx
    .insertInto('lockup_products')
    .values({
      ...values,
      name: JSON.stringify(values.name),
      yield_source: JSON.stringify(values.yield_source),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(
  trx: Trx,
  id: number,
  values: Omit<Updateable<LockupProductsTable>, 'name' | 'yield_source'> & {
    name?: LockupTexts | undefined;
    yield_source?: LockupTexts | undefined;
  },
): Promise<void> {
  const { name, yield_source: source, ...rest } = values;
  await trx
    .updateTable('lockup_products')
    .set({
      ...rest,
      ...(name ? { name: JSON.stringify(name) } : {}),
      ...(source ? { yield_source: JSON.stringify(source) } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

// ---- orders --------------------------------------------------------------------------------------

function selectOrders(db: Executor) {
  return db
    .selectFrom('lockup_orders as o')
    .innerJoin('lockup_products as p', 'p.id', 'o.product_id')
    .innerJoin('currencies as c', 'c.id', 'o.currency_id')
    .select([
      'o.id',
      'o.user_id',
      'o.product_id',
      'p.name',
      'p.category',
      'o.currency_id',
      'c.name as currency_name',
      'o.amount',
      'o.daily_rate',
      'o.lock_days',
      'o.penalty_ratio',
      'o.first_day',
      'o.days_paid',
      'o.accrued',
      'o.penalty',
      'o.status',
      'o.created_at',
      'o.closed_at',
    ]);
}

/** One order; with `userId`, only if it is that user's. */
export function findOrder(db: Executor, id: number, userId?: number) {
  let query = selectOrders(db).where('o.id', '=', id);
  if (userId !== undefined) query = query.where('o.user_id', '=', userId);
  return query.executeTakeFirst();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The user's orders, newest first. */
export async function pageOrders(db: Executor, userId: number, request: PageRequest) {
  const [rows, total] = await Promise.all([
    selectOrders(db)
      .where('o.user_id', '=', userId)
      .orderBy('o.id', 'desc')
      .limit(request.limit)
      .offset(offsetOf(request.page, request.limit))
      .execute(),
    db
      .selectFrom('lockup_orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export async function insertOrder(
  trx: Trx,
  values: {
    user_id: number;
    product_id: number;
    currency_id: number;
    amount: string;
    daily_rate: string;
    lock_days: number;
    penalty_ratio: string;
    first_day: number;
  },
): Promise<number> {
  const row = await trx
    .insertInto('lockup_orders')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks one of the user's orders (a redemption waits for a running accrual, and vice versa). */
export function lockOrder(trx: Trx, id: number, userId: number) {
  return trx
    .selectFrom('lockup_orders')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Closes an order in progress as redeemed early with its penalty; false if it was not in progress. */
export async function markRedeemed(trx: Trx, id: number, penalty: string): Promise<boolean> {
  const result = await trx
    .updateTable('lockup_orders')
    .set({ status: 2, penalty, closed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- the daily accrual ---------------------------------------------------------------------------

export interface AccrualBatch extends SetPostingsSummary {
  /** Orders whose days were claimed. */
  orders: number;
  /** The highest order id looked at (the next batch starts after it); 0 when none was due. */
  last_id: number;
  /** Orders looked at (fewer than the limit: nothing is left after `last_id`). */
  seen: number;
}

export interface AccrualInput {
  /** The UTC day number the accrual pays up to (days before it are full). */
  today: number;
  afterId: number;
  /** Only these orders (a redemption settles its own order's days first). */
  ids?: number[];
  /**
   * Only orders of users in partition `partition` of `partitions` (by a hash of the user id, so
   * partitions stay even whatever pattern ids follow): parallel statements never share a balance.
   */
  partition: number;
  partitions: number;
}

const userPartition = (input: AccrualInput) =>
  sql`(hashint4(o.user_id) & 2147483647) % ${input.partitions}::int = ${input.partition}::int`;

/**
 * One set-based step of the daily accrual, in one statement: up to `limit` orders in progress
 * (after `afterId`, or only `ids`) with full days not yet paid by `today` (UTC day number) are
 * locked in id order and claimed with a guarded update (status 1 and the days paid unchanged:
 * a redemption or another run that got there first wins); each claimed day posts its yield
 * (`lockup_yield:<order>:<yyyy-mm-dd>`, amount × daily rate cut to 8 decimals, from the `earn`
 * house account to the exchange account) and an order whose last day was paid ends with its
 * principal back (`lockup:<order>:return`). References are unique, so no day ever pays twice.
 */
export async function accrueInSql(
  trx: Trx,
  input: AccrualInput & { limit: number; accountType: number },
): Promise<AccrualBatch> {
  const ids = input.ids ? sql`and o.id = any(${sql.val(input.ids)}::int[])` : sql``;
  const part = input.partitions > 1 ? sql`and ${userPartition(input)}` : sql``;
  const result = await sql<AccrualBatch>`
    with due as (
      select o.id, o.user_id, o.currency_id, o.amount, o.days_paid, o.lock_days, o.first_day,
             least(o.lock_days, ${input.today}::int - o.first_day) as upto,
             trunc(o.amount * o.daily_rate, 8) as per_day
      from lockup_orders o
      where o.status = 1 and o.id > ${input.afterId}::int ${ids} ${part}
        and least(o.lock_days, ${input.today}::int - o.first_day) > o.days_paid
      order by o.id
      limit ${input.limit}::int
      for update of o
    ), claimed as (
      update lockup_orders o
      set days_paid = d.upto,
          accrued = o.accrued + d.per_day * (d.upto - d.days_paid),
          status = case when d.upto = o.lock_days then 3 else 1 end,
          closed_at = case when d.upto = o.lock_days then now() end
      from due d
      where o.id = any(array(select id from due)) and o.id = d.id and o.status = 1
        and o.days_paid = d.days_paid
      returning o.id, d.user_id, d.currency_id, d.amount, d.per_day, d.days_paid as from_day,
                d.upto, d.first_day, d.upto = d.lock_days as ended
    ), legs as (
      select 'lockup_yield:' || c.id || ':' ||
               to_char(date '1970-01-01' + (c.first_day + k.day - 1), 'YYYY-MM-DD') as reference,
             'lockup_yield' as reason, c.user_id as posting_user_id,
             c.id::bigint * 10000 + k.day as seq, x.leg, x.user_id, x.account_type, x.house,
             c.currency_id, x.delta_available, 0::numeric as delta_frozen
      from claimed c
      cross join lateral generate_series(c.from_day + 1, c.upto) as k(day)
      cross join lateral (values
        (1, null::int, 0::smallint, 'earn'::text, -c.per_day),
        (2, c.user_id, ${input.accountType}::smallint, null::text, c.per_day)
      ) as x(leg, user_id, account_type, house, delta_available)
      where c.per_day > 0
      union all
      select 'lockup:' || c.id || ':return', 'lockup_return', c.user_id,
             c.id::bigint * 10000 + 9999, x.leg, x.user_id, x.account_type, x.house,
             c.currency_id, x.delta_available, 0::numeric
      from claimed c
      cross join lateral (values
        (1, null::int, 0::smallint, 'earn'::text, -c.amount),
        (2, c.user_id, ${input.accountType}::smallint, null::text, c.amount)
      ) as x(leg, user_id, account_type, house, delta_available)
      where c.ended
    ), ${setPostings('legs', { distinctLegs: true })}
    select (select count(*)::int from claimed) as orders,
           (select coalesce(max(id), 0)::int from due) as last_id,
           (select count(*)::int from due) as seen,
           ${SET_POSTINGS_SUMMARY}`.execute(trx);
  return result.rows[0]!;
}

// ---- the finance tab -----------------------------------------------------------------------------

/** Per currency: orders in progress, the principal they hold, and the yield net of penalties. */
export async function summaryOf(db: Executor, userId: number) {
  return db
    .selectFrom('lockup_orders as o')
    .innerJoin('currencies as c', 'c.id', 'o.currency_id')
    .select([
      'c.name as currency',
      sql<number>`(count(*) filter (where o.status = 1))::int`.as('active'),
      sql<string>`coalesce(sum(o.amount) filter (where o.status = 1), 0)`.as('held'),
      sql<string>`sum(o.accrued - coalesce(o.penalty, 0))`.as('earned'),
    ])
    .where('o.user_id', '=', userId)
    .groupBy('c.name')
    .orderBy('c.name')
    .execute();
}
